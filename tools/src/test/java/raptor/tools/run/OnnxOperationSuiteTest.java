package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.tools.suite.OperationSuite;
import raptor.tools.suite.SuiteCase;

/**
 * The operation suite ({@link OperationSuite}): every case written to its
 * {@code <op>/<case>/<op>_<case>.onnx} path, compiled by {@code raptor-run} through
 * {@code convert-onnx-to-spatial}, scheduling and the PIM back end with the IR verified after
 * every stage, simulated, and compared with onnxruntime on seeded inputs. A wrong lowering of
 * any op family changes the simulated values and fails its cases. The large cases (the 224x224
 * stem, the 128x128 streamed convolutions, a 1024x1024 Gemm) run only with
 * {@code -Draptor.suite.large=true};
 * {@code -Draptor.suite.case=conv/strategy,gemm/} runs only the cases whose id starts with one
 * of the given prefixes.
 */
class OnnxOperationSuiteTest {
  private static final boolean LARGE = Boolean.getBoolean("raptor.suite.large");
  private static final List<String> ONLY =
      List.of(System.getProperty("raptor.suite.case", "").split(","));

  @TempDir
  Path folder;

  @Test
  void theSuiteHasTheReferenceInventoryWithUniqueNames() {
    List<SuiteCase> cases = OperationSuite.cases();
    Set<String> ids = new HashSet<>();
    for (SuiteCase c : cases) {
      assertTrue(ids.add(c.id()), "duplicate case " + c.id());
    }
    assertTrue(cases.size() >= 150, "only " + cases.size() + " cases");
    assertTrue(count(cases, "conv") >= 42, ids.toString());
    assertTrue(count(cases, "gemm") >= 17 && count(cases, "matmul") >= 12, ids.toString());
    assertEquals(5, count(cases, "gemv"));
  }

  @Test
  void casesAreGeneratedDeterministically() throws Exception {
    SuiteCase conv = OperationSuite.cases().stream()
        .filter(c -> c.id().equals("conv/strategy_tiled_2d")).findFirst().orElseThrow();
    Path file = conv.write(folder);
    assertEquals(folder.resolve("conv/strategy_tiled_2d/conv_strategy_tiled_2d.onnx"), file);
    assertArrayEquals(Files.readAllBytes(file), conv.bytes());
  }

  private static long count(List<SuiteCase> cases, String op) {
    return cases.stream().filter(c -> c.op().equals(op)).count();
  }

  @TestFactory
  Stream<DynamicTest> everyCasePassesAgainstOnnxruntime() {
    return OperationSuite.cases().stream().filter(c -> LARGE || !c.large())
        .filter(c -> ONLY.stream().anyMatch(c.id()::startsWith))
        .map(c -> DynamicTest.dynamicTest(c.id(), () -> {
          Path model = c.write(folder);
          List<String> arguments = new ArrayList<>(List.of(model.toString(), "--seed=5",
              "--verify-each"));
          arguments.addAll(c.arguments());
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          ByteArrayOutputStream err = new ByteArrayOutputStream();
          int status = RaptorRun.run(arguments.toArray(String[]::new),
              new ByteArrayInputStream(new byte[0]),
              new PrintStream(out, true, StandardCharsets.UTF_8),
              new PrintStream(err, true, StandardCharsets.UTF_8));
          String verdict = out.toString(StandardCharsets.UTF_8);
          assertEquals(0, status, verdict + err.toString(StandardCharsets.UTF_8));
          assertTrue(verdict.startsWith("PASS: latency mode"), verdict);
        }));
  }
}
