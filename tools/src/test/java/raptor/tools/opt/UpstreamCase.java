package raptor.tools.opt;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One case file of the upstream conformance harness ({@code upstream/<dialect>/<topic>.mlir}):
 * its chunks, split at {@code // -----} lines, and the outputs mlir-opt 22 gave for each, read
 * from the {@code <topic>.expected} file beside it (see {@code upstream/README.md}).
 *
 * <p>A chunk is the text between two separator lines without its leading blank lines, so its
 * first line is {@code // ARGS: <flags>}; it is run with those flags on stdin. {@code regen.sh}
 * splits the same way.
 */
record UpstreamCase(Path file, String name, List<Chunk> chunks) {
  private static final String SEPARATOR = "// -----";
  private static final String ARGS = "// ARGS:";
  private static final Pattern EXPECTED = Pattern.compile(
      "^#### chunk (\\d+): exit (\\d+)\\n(.*?)^#### stderr\\n(.*?)(?=^#### chunk |\\z)",
      Pattern.DOTALL | Pattern.MULTILINE);

  /** What mlir-opt 22 printed for one chunk, and its exit code. */
  record Outcome(int exitCode, String out, String err) {}

  /** One chunk: its 1-based index, its flags, its text and mlir-opt's outcome. */
  record Chunk(int index, List<String> args, String text, Outcome expected) {
    byte[] stdin() {
      return text.getBytes(StandardCharsets.UTF_8);
    }
  }

  /** Reads {@code file} (under {@code root}) and its expected outputs. */
  static UpstreamCase read(Path root, Path file) {
    String name = root.relativize(file).toString().replace('\\', '/');
    List<String> texts = split(Corpus.read(file));
    List<Outcome> outcomes = expected(file.resolveSibling(Corpus.baseName(file) + ".expected"));
    if (outcomes.size() != texts.size()) {
      throw new IllegalStateException(name + " has " + texts.size() + " chunks but " + outcomes.size()
          + " expected outcomes: run upstream/regen.sh");
    }
    List<Chunk> chunks = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      chunks.add(new Chunk(i + 1, args(name, i + 1, texts.get(i)), texts.get(i), outcomes.get(i)));
    }
    return new UpstreamCase(file, name, chunks);
  }

  /** The chunk texts of a case file. */
  static List<String> split(String text) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    List<String> chunks = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    for (String line : lines) {
      if (line.startsWith(SEPARATOR)) {
        chunks.add(current.toString());
        current.setLength(0);
      } else if (current.length() > 0 || !line.isBlank()) {
        current.append(line).append('\n');
      }
    }
    chunks.add(current.toString());
    return chunks;
  }

  private static List<String> args(String name, int index, String text) {
    String first = Corpus.firstLine(text);
    if (!first.startsWith(ARGS)) {
      throw new IllegalStateException(name + " chunk " + index + ": the first line must be '" + ARGS + " <flags>'");
    }
    return Arrays.stream(first.substring(ARGS.length()).trim().split("\\s+"))
        .filter(s -> !s.isEmpty())
        .collect(Collectors.toList());
  }

  private static List<Outcome> expected(Path file) {
    String text = Corpus.read(file);
    List<Outcome> outcomes = new ArrayList<>();
    Matcher m = EXPECTED.matcher(text);
    while (m.find()) {
      if (Integer.parseInt(m.group(1)) != outcomes.size() + 1) {
        throw new IllegalStateException(file + ": chunk " + m.group(1) + " is out of order");
      }
      outcomes.add(new Outcome(Integer.parseInt(m.group(2)), m.group(3), m.group(4)));
    }
    return outcomes;
  }
}
