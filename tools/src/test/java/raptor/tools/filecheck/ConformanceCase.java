package raptor.tools.filecheck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One stored FileCheck conformance case: check file, input, arguments, and the exit code and
 * stderr LLVM 22's FileCheck produced for them (see {@code filecheck-conformance/generate.py}
 * for the format).
 *
 * @param name the case name (file name without {@code .case})
 * @param args the arguments; {@code %check} and {@code %input} name the two files
 * @param stdin whether the input is given on standard input
 * @param exitCode LLVM's exit code
 * @param sections the {@code check}, {@code input} and {@code stderr} texts, ISO-8859-1
 */
record ConformanceCase(String name, List<String> args, boolean stdin, int exitCode,
    Map<String, String> sections) {

  /** {@return the case stored in {@code file}} */
  static ConformanceCase read(Path file) throws IOException {
    String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
    List<String> args = new ArrayList<>();
    Map<String, String> sections = new HashMap<>();
    boolean stdin = false;
    int exitCode = -1;
    int pos = 0;
    while (pos < text.length()) {
      int eol = text.indexOf('\n', pos);
      String line = text.substring(pos, eol);
      pos = eol + 1;
      if (line.startsWith("ARG: ")) {
        args.add(line.substring(5));
      } else if (line.startsWith("STDIN: ")) {
        stdin = line.endsWith("yes");
      } else if (line.startsWith("EXIT: ")) {
        exitCode = Integer.parseInt(line.substring(6));
      } else if (line.startsWith("#--- ")) {
        String[] header = line.substring(5).split(" ");
        int length = Integer.parseInt(header[1]);
        sections.put(header[0], text.substring(pos, pos + length));
        pos += length + 1;
      }
    }
    String name = file.getFileName().toString().replace(".case", "");
    return new ConformanceCase(name, args, stdin, exitCode, sections);
  }

  /** {@return the named section, or null if absent} */
  String section(String key) {
    return sections.get(key);
  }
}
