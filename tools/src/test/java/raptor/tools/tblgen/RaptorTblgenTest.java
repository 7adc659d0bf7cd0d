package raptor.tools.tblgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.tools.ToolMain;

/** {@code raptor-tblgen} end to end through {@link RaptorTblgen#run}. */
class RaptorTblgenTest {
  /** What {@code mlir-tblgen --print-records} (LLVM 22) prints for {@code main.td} below. */
  private static final String RECORDS = """
      ------------- Classes -----------------
      class Base<string Base:n = ?> {
        string name = Base:n;
        string label = !strconcat(name, "!");
      }
      ------------- Defs -----------------
      def A {\t// Base
        string name = "inner";
        string label = "inner!";
      }
      """;

  @TempDir Path dir;
  private Path main;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @BeforeEach
  void writeInputs() throws IOException {
    Files.createDirectories(dir.resolve("inc"));
    Files.writeString(dir.resolve("inc/base.td"), """
        class Base<string n> {
          string name = n;
          string label = name # "!";
        }
        """);
    main = dir.resolve("main.td");
    Files.writeString(main, """
        include "base.td"
        def A : Base<"outer"> { let name = "inner"; }
        """);
  }

  private int run(String stdin, String... args) {
    return RaptorTblgen.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void printsRecordsOfAFileUsingTheIncludePath() {
    assertEquals(0, run("", "--print-records", "-I", dir.resolve("inc").toString(), main.toString()));
    assertEquals(RECORDS, out());
    assertEquals("", err());
  }

  @Test
  void acceptsAnAttachedIncludeDirectoryAndPrintsRecordsByDefault() {
    assertEquals(0, run("", "-I" + dir.resolve("inc"), main.toString()));
    assertEquals(RECORDS, out());
  }

  @Test
  void readsStandardInputForDash() throws IOException {
    assertEquals(0, run(Files.readString(main), "--print-records", "-I", dir.resolve("inc").toString(), "-"));
    assertEquals(RECORDS, out());
  }

  @Test
  void writesTheOutputFileGivenWithDashO() throws IOException {
    Path output = dir.resolve("records.txt");
    assertEquals(0, run("", "-I", dir.resolve("inc").toString(), "-o", output.toString(), main.toString()));
    assertEquals(RECORDS, Files.readString(output));
    assertEquals("", out());
  }

  @Test
  void reportsAnErrorInTheInputWithItsLocationAndNoStackTrace() {
    assertEquals(1, run("class A;\ndef B : A, Nope;\n", "--print-records"));
    assertEquals("""
        <stdin>:2:12: error: Couldn't find class 'Nope'
        def B : A, Nope;
                   ^
        """, err());
    assertEquals("", out());
  }

  @Test
  void reportsAMissingIncludeFile() {
    assertEquals(1, run("", main.toString()));
    assertTrue(err().startsWith(main + ":1:9: error: could not find include file 'base.td'\n"), err());
  }

  @Test
  void reportsAMissingInputFile() {
    assertEquals(1, run("", dir.resolve("absent.td").toString()));
    assertEquals("error: cannot open input file '" + dir.resolve("absent.td")
        + "': No such file or directory\n", err());
  }

  @Test
  void refusesDevicesAndInputsOverTheLimit() {
    assertEquals(1, run("", "/dev/zero"));
    assertEquals("error: cannot open input file '/dev/zero': not a regular file or pipe\n", err());
    err.reset();
    assertEquals(1, run("", "--max-input-size=4", main.toString()));
    assertTrue(err().startsWith("error: input file '" + main
        + "' is larger than the input limit of 4 bytes"), err());
  }

  @Test
  void outputFollowsLinksAndWritesThroughDevices() throws Exception {
    Path target = dir.resolve("records.txt");
    Path link = Files.createSymbolicLink(dir.resolve("link.txt"), target);
    String include = dir.resolve("inc").toString();
    assertEquals(0, run("", "-I", include, main.toString(), "-o", link.toString()), err());
    assertTrue(Files.isSymbolicLink(link));
    assertTrue(Files.readString(target).contains("def A {"), Files.readString(target));
    assertEquals(0, run("", "-I", include, main.toString(), "-o", "/dev/null"), err());
    assertFalse(Files.isRegularFile(Path.of("/dev/null"), LinkOption.NOFOLLOW_LINKS));
    assertEquals(1, run("", "-I", include, main.toString(), "-o",
        dir.resolve("nodir/out.txt").toString()));
    assertEquals("error: cannot write '" + dir.resolve("nodir/out.txt")
        + "': No such file or directory\n", err());
  }

  @Test
  void rejectsAnUnknownFlag() {
    assertEquals(1, run("", "--gen-op-decls", main.toString()));
    assertTrue(err().startsWith("error: Unknown option: '--gen-op-decls'"), err());
    assertFalse(err().contains("Exception"), err());
  }

  // ---- Hostile inputs (issue 11) ----

  @Test
  void reportsANonUtf8ByteAtItsLineAndColumn() throws IOException {
    Path bad = dir.resolve("bad.td");
    byte[] text = "class A;\ndef \u00e9B : A;\n".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[text.length + 1];
    System.arraycopy(text, 0, bytes, 0, 15); // up to "def \u00e9", two bytes for one character
    bytes[15] = (byte) 0xff;
    System.arraycopy(text, 15, bytes, 16, text.length - 15);
    Files.write(bad, bytes);
    assertEquals(1, run("", bad.toString()));
    assertEquals(bad + ":2:6: error: invalid UTF-8 byte 0xff\n", err());
  }

  @Test
  void runsAThousandNestedBangOperatorsOnTheToolStack() {
    String sum = "!add(".repeat(1000) + "1" + ", 1)".repeat(1000);
    int status = ToolMain.call("raptor-tblgen", RaptorTblgen::run, new String[0],
        new ByteArrayInputStream(("def A { int n = " + sum + "; }\n").getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err());
    assertTrue(out().contains("int n = 1001;"), out());
  }

  @Test
  void reportsNestingTooDeepAtTheInnermostBracket() throws InterruptedException {
    String sum = "!add(".repeat(100_000) + "1" + ", 1)".repeat(100_000);
    int[] status = {-1};
    Thread small = new Thread(null, () -> status[0] = run("def A { int n = " + sum + "; }\n"),
        "small-stack", 256 << 10);
    small.start();
    small.join();
    assertEquals(1, status[0]);
    assertTrue(err().startsWith("<stdin>:1:" + (16 + 5 * 99_999 + 5) + ": error: nesting too deep\n"),
        err().substring(0, Math.min(200, err().length())));
  }

  @Test
  void printOdsNeedsMlirsOdsLibraryAndSaysWhereItIsMissing() {
    assertEquals(1, run("def NotAnOp;\n", "--print-ods"));
    assertEquals("""
        <stdin>:1:1: error: class 'Op' is not defined; include "mlir/IR/OpBase.td"
        def NotAnOp;
        ^
        """, err());
    assertEquals("", out());
  }

  @Test
  void printOdsAndPrintRecordsExcludeEachOther() {
    assertEquals(1, run("", "--print-ods", "--print-records"));
    assertEquals("error: --print-records and --print-ods exclude each other\n", err());
  }

  @Test
  void helpDescribesPrintOds() {
    assertEquals(0, run("", "--help"));
    assertTrue(out().contains("--print-ods"), out());
    assertTrue(out().contains("(mlir/IR/OpBase.td)"), out());
  }

  @Test
  void printOdsReadsMlirsFuncOpsAndNotesEachIgnoredKindOnce() {
    Path include = Path.of("/usr/lib/llvm-22/include");
    Path funcOps = include.resolve("mlir/Dialect/Func/IR/FuncOps.td");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(funcOps),
        "skipped: no MLIR headers at " + include + " (install libmlir-22-dev)");
    assertEquals(0, run("", "--print-ods", "-I", include.toString(), funcOps.toString()), err());
    assertTrue(out().startsWith("dialect func (Func_Dialect)\n\nop func.call (CallOp)\n"), out());
    assertTrue(out().contains("""
        op func.return (ReturnOp)
          summary: Function return operation
          operand operands: variadic AnyType
          trait Pure
          trait HasParent<func.func>
          trait MemRefsNormalizable (no Raptor counterpart)
          trait ReturnLike
          trait Terminator
        """), out());
    List<String> notes = err().lines().toList();
    assertEquals(notes.stream().distinct().count(), notes.size(), err());
    assertTrue(notes.contains(funcOps + ": note: ignored C++-only extraClassDeclaration (4 times)"),
        err());
  }
}
