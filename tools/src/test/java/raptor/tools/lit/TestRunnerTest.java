package raptor.tools.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestRunnerTest {
  @TempDir Path root;
  private TestRunner runner;

  @BeforeEach
  void setUp() {
    ToolRegistry tools = ToolRegistry.defaults();
    tools.register("crash", (args, in, out, err) -> {
      throw new IllegalStateException("boom");
    });
    List<Map.Entry<String, String>> substitutions =
        List.of(new AbstractMap.SimpleImmutableEntry<>("%{fc}", "filecheck"));
    LitConfig config = new LitConfig("T", root, root.resolve("out"), List.of(".mlir"),
        List.of("Inputs"), Set.of("raptor"), substitutions, tools);
    runner = new TestRunner(config);
  }

  private TestResult run(String text) throws IOException {
    Path test = root.resolve("sub").resolve("t.mlir");
    Files.createDirectories(test.getParent());
    Files.writeString(test, text);
    return runner.run(test);
  }

  @Test
  void passesWhenEveryRunLineSucceeds() throws IOException {
    TestResult result = run("""
        // RUN: echo hello > %t && %{fc} %s --input-file %t
        // RUN: echo hello | not filecheck %s --check-prefix=NO
        // CHECK: hello
        // NO: bye
        """);
    assertEquals(TestStatus.PASS, result.status(), result.output());
  }

  @Test
  void reportsTheFailingCommandItsStatusAndStderr() throws IOException {
    TestResult result = run("""
        // RUN: echo hello | filecheck %s
        // CHECK: bye
        """);
    assertEquals(TestStatus.FAIL, result.status());
    assertTrue(result.output().contains("# RUN: at line 1"), result.output());
    assertTrue(result.output().contains("# executed command: filecheck "), result.output());
    assertTrue(result.output().contains("error: CHECK: expected string not found in input"));
    assertTrue(result.output().contains("# error: command failed with exit status: 1"));
  }

  @Test
  void classifiesExpectedFailuresAndUnsupportedTests() throws IOException {
    assertEquals(TestStatus.XFAIL, run("// RUN: false\n// XFAIL: *\n").status());
    assertEquals(TestStatus.XPASS, run("// RUN: true\n// XFAIL: raptor\n").status());
    assertEquals(TestStatus.UNSUPPORTED, run("// RUN: true\n// REQUIRES: gpu\n").status());
    assertEquals(TestStatus.UNSUPPORTED, run("// RUN: true\n// UNSUPPORTED: raptor\n").status());
    assertEquals(TestStatus.UNRESOLVED, run("no run lines\n").status());
    assertEquals(TestStatus.UNRESOLVED, run("// RUN: echo %T\n").status());
  }

  @Test
  void treatsToolExceptionsAsCrashes() throws IOException {
    assertEquals(TestStatus.PASS, run("// RUN: not --crash crash\n").status());
    TestResult result = run("// RUN: not crash\n");
    assertEquals(TestStatus.FAIL, result.status());
    assertTrue(result.output().contains("IllegalStateException: boom"), result.output());
  }

  @Test
  void reportsMissingToolClasses() throws IOException {
    ToolRegistry tools = ToolRegistry.defaults();
    tools.registerClass("ghost", "raptor.tools.ghost.Ghost");
    LitConfig config = new LitConfig("T", root, root.resolve("out"), List.of(".mlir"),
        List.of(), Set.of(), List.of(), tools);
    Path test = root.resolve("g.mlir");
    Files.writeString(test, "// RUN: ghost\n");
    TestResult result = new TestRunner(config).run(test);
    assertEquals(TestStatus.FAIL, result.status());
    assertTrue(result.output().contains("raptor.tools.ghost.Ghost"), result.output());
  }
}
