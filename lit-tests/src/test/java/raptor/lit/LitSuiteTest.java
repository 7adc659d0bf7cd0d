package raptor.lit;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import raptor.tools.lit.LitConfig;
import raptor.tools.lit.LitException;
import raptor.tools.lit.TestDiscovery;
import raptor.tools.lit.TestResult;
import raptor.tools.lit.TestRunner;
import raptor.tools.lit.ToolRegistry;

/**
 * Runs every lit test under {@code src/test/lit} (each {@code .mlir} and {@code .td} file)
 * as one dynamic test, in-process through raptor's lit runner. {@code UNSUPPORTED} tests are
 * reported as skipped; {@code FAIL}, {@code XPASS} and {@code UNRESOLVED} fail with lit's
 * transcript.
 */
class LitSuiteTest {
  private static final Path SOURCE_ROOT = Path.of("src", "test", "lit");
  private static final Path EXEC_ROOT = Path.of("target", "lit");

  @TestFactory
  Stream<DynamicTest> litTests() throws IOException, LitException {
    LitConfig config = LitConfig.load(SOURCE_ROOT, EXEC_ROOT, ToolRegistry.defaults());
    List<Path> tests = TestDiscovery.tests(config, SOURCE_ROOT);
    if (tests.isEmpty()) {
      fail("no lit tests found under " + SOURCE_ROOT.toAbsolutePath());
    }
    TestRunner runner = new TestRunner(config);
    return tests.stream().map(test -> DynamicTest.dynamicTest(
        SOURCE_ROOT.toAbsolutePath().normalize().relativize(test).toString(),
        test.toUri(), () -> check(runner.run(test))));
  }

  private static void check(TestResult result) {
    switch (result.status()) {
      case PASS, XFAIL -> {
        // Expected outcomes.
      }
      case UNSUPPORTED -> abort(result.output());
      default -> fail(result.status() + "\n" + result.output());
    }
  }
}
