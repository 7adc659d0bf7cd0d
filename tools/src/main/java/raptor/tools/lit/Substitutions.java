package raptor.tools.lit;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Expands substitutions in RUN lines like lit: {@code %%} is protected first, then the suite's
 * substitutions and the test's {@code DEFINE}s are applied in order, then the built-ins
 * ({@code %s}, {@code %S}, {@code %p}, {@code %t}, {@code %basename_t}, {@code %{pathsep}},
 * {@code %/s} and friends). {@code %T} is an error, as in lit 22.
 */
public final class Substitutions {
  private static final String PERCENT_MARKER = "#_MARKER_#";

  private final List<String[]> pairs = new ArrayList<>();

  /**
   * Creates the substitutions of one test.
   *
   * @param suite the suite's substitutions, in order
   * @param source the test file
   * @param tmpBase the base of the test's temporary names ({@code Output/<name>})
   */
  public Substitutions(List<Map.Entry<String, String>> suite, Path source, Path tmpBase) {
    for (Map.Entry<String, String> entry : suite) {
      pairs.add(new String[] {entry.getKey(), entry.getValue()});
    }
    String tmp = tmpBase + ".tmp";
    String sourceDir = source.getParent().toString();
    String fileName = source.getFileName().toString();
    add("%{pathsep}", File.pathSeparator);
    add("%basename_t", tmpBase.getFileName().toString());
    add("%{s:basename}", fileName);
    add("%{s:real}", source.toString());
    add("%/s", slashes(source.toString()));
    add("%/S", slashes(sourceDir));
    add("%/p", slashes(sourceDir));
    add("%/t", slashes(tmp));
    add("%s", source.toString());
    add("%S", sourceDir);
    add("%p", sourceDir);
    add("%t", tmp);
  }

  private void add(String key, String value) {
    pairs.add(new String[] {key, value});
  }

  private static String slashes(String path) {
    return path.replace('\\', '/');
  }

  /**
   * Defines or redefines {@code %{name}}.
   *
   * @throws LitException for a REDEFINE of an unknown name or a DEFINE of a known one
   */
  public void define(TestScript.Define definition) throws LitException {
    for (String[] pair : pairs) {
      if (pair[0].equals(definition.name())) {
        if (!definition.redefine()) {
          throw new LitException("line " + definition.line() + ": DEFINE: '"
              + definition.name() + "' is already defined; use REDEFINE:");
        }
        pair[1] = definition.value();
        return;
      }
    }
    if (definition.redefine()) {
      throw new LitException("line " + definition.line() + ": REDEFINE: '" + definition.name()
          + "' is not defined; use DEFINE:");
    }
    pairs.add(0, new String[] {definition.name(), definition.value()});
  }

  /**
   * {@return {@code command} with every substitution applied}
   *
   * @throws LitException for {@code %T}
   */
  public String apply(String command) throws LitException {
    String text = command.replace("%%", PERCENT_MARKER);
    if (text.contains("%T")) {
      throw new LitException("%T is no longer supported. Use %t instead");
    }
    for (String[] pair : pairs) {
      text = text.replace(pair[0], pair[1]);
    }
    return text.replace(PERCENT_MARKER, "%");
  }
}
