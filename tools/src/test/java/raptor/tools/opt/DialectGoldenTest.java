package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden conformance of the generated dialects (builtin, func, arith, scf, tensor, memref,
 * bufferization, index) against mlir-opt 22, on
 * {@code corpus/dialects}.
 *
 * <p>Each {@code X.mlir} uses every op of its dialect in custom form; raptor-opt's generic and
 * custom outputs must be byte-identical to mlir-opt's, stored beside it. Each
 * {@code invalid/X.mlir} must pass {@code --split-input-file --verify-diagnostics}, as it does
 * with mlir-opt (see {@code corpus/dialects/regen.sh}).
 */
class DialectGoldenTest {
  private static final Path DIR = Corpus.validDir().resolveSibling("dialects");

  @TestFactory
  Stream<DynamicNode> printsLikeMlirOpt() {
    return Corpus.inputs(DIR).stream().map(input -> {
      List<DynamicTest> tests = new ArrayList<>();
      for (Corpus.Form form : List.of(Corpus.Form.GENERIC, Corpus.Form.CUSTOM)) {
        Path golden = form.golden(input);
        tests.add(DynamicTest.dynamicTest(form.label(), golden.toUri(), () -> {
          Corpus.Run run = Corpus.run(form.args(input));
          assertEquals(0, run.exitCode(), () -> input.getFileName() + " was rejected: " + run.describe());
          assertEquals(Corpus.read(golden), Corpus.normalise(run.out(), input),
              () -> input.getFileName() + ": " + form.label() + " output differs from " + golden.getFileName());
        }));
      }
      return DynamicContainer.dynamicContainer(input.getFileName().toString(), input.toUri(), tests.stream());
    });
  }

  @TestFactory
  Stream<DynamicTest> reportsTheExpectedDiagnostics() {
    return Corpus.inputs(DIR.resolve("invalid")).stream().map(input -> DynamicTest.dynamicTest(
        input.getFileName().toString(), input.toUri(), () -> {
          Corpus.Run run = Corpus.run(List.of(Corpus.ALLOW_UNREGISTERED, "--split-input-file",
              "--verify-diagnostics", input.toAbsolutePath().toString()));
          Corpus.assertNoJavaTrace(run, input.getFileName().toString());
          assertEquals(0, run.exitCode(), () -> input.getFileName() + ": " + run.describe());
        }));
  }

  /** A diagnostic that is not produced makes --verify-diagnostics fail: the check can fail. */
  @Test
  void missingDiagnosticFails() {
    byte[] text = ("func.func @f(%a: i32) {\n"
        + "  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}\n"
        + "  %0 = arith.addi %a, %a : i32\n  return\n}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    Corpus.Run run = Corpus.run(List.of("--verify-diagnostics"), text);
    assertEquals(1, run.exitCode(), run::describe);
  }

  /** Every dialect input has both goldens, and each dialect has invalid cases. */
  @Test
  void corpusIsComplete() {
    List<Path> inputs = Corpus.inputs(DIR);
    assertFalse(inputs.isEmpty());
    for (Path input : inputs) {
      assertTrue(Files.exists(Corpus.Form.GENERIC.golden(input)), () -> input + " has no generic golden");
      assertTrue(Files.exists(Corpus.Form.CUSTOM.golden(input)), () -> input + " has no custom golden");
      assertTrue(Files.exists(DIR.resolve("invalid").resolve(input.getFileName())),
          () -> input + " has no invalid/ counterpart");
    }
  }
}
