package raptor.gen.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor in a module compiled in two steps, as an incremental build does: the second
 * compilation sees only one of the two hooks classes, yet the services file still lists both
 * dialects.
 */
class IncrementalBuildTest {
  private static final Path OP_BASE = Path.of("..", "dialects", "src", "main", "td", "raptor", "OpBase.td");

  @TempDir
  Path dir;

  @Test
  void recompilingOneHooksClassKeepsTheOtherDialectsServiceEntry() throws IOException {
    Path td = dir.resolve("td");
    Path out = Files.createDirectories(dir.resolve("classes"));
    Files.createDirectories(td.resolve("raptor"));
    Files.copy(OP_BASE, td.resolve("raptor/OpBase.td"));
    Path a = dialect(td, "a");
    Path b = dialect(td, "b");

    compile(td, out, List.of(a, b));
    compile(td, out, List.of(a));

    assertEquals("raptor.dialect.a.ADialect\nraptor.dialect.b.BDialect\n",
        Files.readString(out.resolve(DialectServiceFile.PATH)));
  }

  @Test
  void anEntryWhoseClassIsGoneIsDropped() throws IOException {
    Path td = dir.resolve("td");
    Path out = Files.createDirectories(dir.resolve("classes"));
    Files.createDirectories(td.resolve("raptor"));
    Files.copy(OP_BASE, td.resolve("raptor/OpBase.td"));
    Path a = dialect(td, "a");
    Files.createDirectories(out.resolve("META-INF/services"));
    Files.writeString(out.resolve(DialectServiceFile.PATH), "raptor.dialect.gone.GoneDialect\n");

    compile(td, out, List.of(a));

    assertEquals("raptor.dialect.a.ADialect\n", Files.readString(out.resolve(DialectServiceFile.PATH)));
  }

  /** Writes dialect {@code name}'s {@code .td} file and hooks class; returns the hooks source. */
  private Path dialect(Path td, String name) throws IOException {
    String prefix = name.toUpperCase();
    Files.createDirectories(td.resolve(name));
    Files.writeString(td.resolve(name + "/" + prefix + ".td"), "include \"raptor/OpBase.td\"\n"
        + "def " + prefix + "_Dialect : Dialect { let name = \"" + name + "\"; }\n"
        + "def " + prefix + "_NopOp : Op<" + prefix + "_Dialect, \"nop\"> {\n"
        + "  let assemblyFormat = \"attr-dict\";\n}\n", StandardCharsets.UTF_8);
    Path source = dir.resolve("src/raptor/dialect/" + name + "/" + prefix + "OpsImpl.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "package raptor.dialect." + name + ";\n"
        + "@raptor.ir.spec.GenerateDialect(td = \"" + name + "/" + prefix + ".td\")\n"
        + "final class " + prefix + "OpsImpl {\n  private " + prefix + "OpsImpl() {}\n}\n");
    return source;
  }

  private void compile(Path td, Path out, List<Path> sources) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> args = List.of("-d", out.toString(),
        "-s", Files.createDirectories(dir.resolve("generated")).toString(),
        "-Araptor.tdRoot=" + td,
        "-cp", out + File.pathSeparator + System.getProperty("java.class.path"),
        "-processor", DialectProcessor.class.getName());
    StringWriter log = new StringWriter();
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
      boolean ok = javac.getTask(log, files, null, args, null,
          files.getJavaFileObjectsFromPaths(sources)).call();
      assertTrue(ok, log.toString());
    }
  }
}
