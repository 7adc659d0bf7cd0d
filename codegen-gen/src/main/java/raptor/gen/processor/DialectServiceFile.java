package raptor.gen.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The module's {@code META-INF/services/raptor.ir.Dialect} file. An incremental compilation
 * processes only the hooks classes it recompiles, so the entries of the file already in the class
 * output are kept as long as their dialect class still exists, beside the ones generated now.
 */
final class DialectServiceFile {
  /** The path of the file in the class output. */
  static final String PATH = "META-INF/services/raptor.ir.Dialect";

  private final Set<String> generated = new TreeSet<>();

  /** Adds the dialect class generated in this compilation, by canonical name. */
  void add(String dialectClass) {
    generated.add(dialectClass);
  }

  /**
   * Writes the file, sorted, if a dialect was generated: the generated dialects and the existing
   * entries that still name a class.
   *
   * @throws IOException if the file cannot be written
   */
  void writeIfGenerated(ProcessingEnvironment env) throws IOException {
    if (generated.isEmpty()) {
      return;
    }
    Set<String> entries = new TreeSet<>(generated);
    for (String line : existing(env).split("\n")) {
      String name = line.strip();
      if (!name.isEmpty() && !name.startsWith("#")
          && env.getElementUtils().getTypeElement(name) != null) {
        entries.add(name);
      }
    }
    FileObject file = env.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", PATH);
    try (Writer out = file.openWriter()) {
      for (String name : entries) {
        out.write(name + "\n");
      }
    }
  }

  /** {@return the text of the file left by an earlier compilation, or "" when there is none} */
  private static String existing(ProcessingEnvironment env) {
    try {
      return env.getFiler().getResource(StandardLocation.CLASS_OUTPUT, "", PATH)
          .getCharContent(true).toString();
    } catch (IOException | IllegalArgumentException e) {
      return "";
    }
  }
}
