package raptor.tools.lit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The configuration of a lit test suite: its name, roots, test suffixes, available
 * features, substitutions and the tools RUN lines may call.
 *
 * <p>{@link #load} reads a {@code lit.suite.txt} file that the suite's {@code lit.cfg.py}
 * reads too, so both runners agree:
 *
 * <pre>{@code
 * name: Raptor
 * suffixes: .mlir .td
 * features: raptor
 * excludes: Inputs
 * substitution: %{name} = value
 * }</pre>
 *
 * @param name the suite name printed in results
 * @param sourceRoot the directory holding the tests
 * @param execRoot the directory under which {@code %t} files are created
 * @param suffixes the file suffixes that are tests, e.g. {@code .mlir}
 * @param excludes directory or file names never treated as tests
 * @param features the features {@code REQUIRES} and friends test
 * @param substitutions the suite's substitutions, applied in order before the built-in ones
 * @param tools the in-process tools
 */
public record LitConfig(String name, Path sourceRoot, Path execRoot, List<String> suffixes,
    List<String> excludes, Set<String> features, List<Map.Entry<String, String>> substitutions,
    ToolRegistry tools) {

  /** Makes the roots absolute, so that test paths can be related to them. */
  public LitConfig {
    sourceRoot = sourceRoot.toAbsolutePath().normalize();
    execRoot = execRoot.toAbsolutePath().normalize();
  }

  /** The name of the shared suite description in a suite's source root. */
  public static final String SUITE_FILE = "lit.suite.txt";

  /**
   * Loads the suite described by {@code sourceRoot/lit.suite.txt}.
   *
   * @throws LitException if a line is malformed
   */
  public static LitConfig load(Path sourceRoot, Path execRoot, ToolRegistry tools)
      throws IOException, LitException {
    String name = sourceRoot.getFileName().toString();
    List<String> suffixes = new ArrayList<>();
    List<String> excludes = new ArrayList<>();
    Set<String> features = new LinkedHashSet<>();
    List<Map.Entry<String, String>> substitutions = new ArrayList<>();
    Path file = sourceRoot.resolve(SUITE_FILE);
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int colon = line.indexOf(':');
      if (colon < 0) {
        throw new LitException(file + ":" + (i + 1) + ": expected 'key: value'");
      }
      String value = line.substring(colon + 1).strip();
      switch (line.substring(0, colon).strip()) {
        case "name" -> name = value;
        case "suffixes" -> suffixes.addAll(List.of(value.split("\\s+")));
        case "excludes" -> excludes.addAll(List.of(value.split("\\s+")));
        case "features" -> features.addAll(List.of(value.split("\\s+")));
        case "substitution" -> {
          int equals = value.indexOf(" = ");
          if (equals < 0) {
            throw new LitException(file + ":" + (i + 1) + ": expected 'substitution: KEY = VALUE'");
          }
          substitutions.add(new AbstractMap.SimpleImmutableEntry<>(
              value.substring(0, equals).strip(), value.substring(equals + 3).strip()));
        }
        default -> throw new LitException(file + ":" + (i + 1) + ": unknown key");
      }
    }
    return new LitConfig(name, sourceRoot, execRoot, List.copyOf(suffixes),
        List.copyOf(excludes), Set.copyOf(features), List.copyOf(substitutions), tools);
  }

  /** {@return whether {@code file} is a test of this suite, judging by its name} */
  public boolean isTest(Path file) {
    String fileName = file.getFileName().toString();
    if (excludes.contains(fileName) || fileName.startsWith(".")) {
      return false;
    }
    for (Path part : sourceRoot.relativize(file.toAbsolutePath().normalize())) {
      if (excludes.contains(part.toString())) {
        return false;
      }
    }
    return suffixes.stream().anyMatch(fileName::endsWith);
  }
}
