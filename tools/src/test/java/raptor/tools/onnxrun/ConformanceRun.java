package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import raptor.frontend.onnx.build.SharedOnnxData;

/**
 * One conformance run over the shared ONNX cases ({@code shared/onnx/node} and
 * {@code shared/onnx/models}): one dynamic test per case folder, each outcome recorded, the
 * known failures checked, and a summary with the counts printed at the end. Skips, saying so,
 * when the shared folder is absent.
 */
public final class ConformanceRun {
  /** Runs the case in folder {@code dir} of {@code suite} ({@code node} or {@code models}). */
  @FunctionalInterface
  public interface Case {
    /** Runs the case; records its outcome on the run. */
    void run(String suite, Path dir) throws Exception;
  }

  private final String title;
  private final Map<String, String> outcomes = new TreeMap<>();

  /** Creates a run whose summary starts with {@code title}. */
  public ConformanceRun(String title) {
    this.title = title;
  }

  /** {@return one test per case folder of both suites, running {@code test}} */
  public Stream<DynamicTest> tests(Case test) throws IOException {
    Optional<Path> shared = SharedOnnxData.onnxFolder();
    Assumptions.assumeTrue(shared.isPresent(), "shared ONNX test data not found (set"
        + " RAPTOR_SHARED_DIR or place it at ../shared): " + title + " skipped");
    List<DynamicTest> tests = new ArrayList<>();
    for (String suite : List.of("node", "models")) {
      Path root = shared.get().resolve(suite);
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> cases = Files.list(root)) {
        cases.filter(dir -> Files.isRegularFile(dir.resolve("model.onnx"))).sorted()
            .forEach(dir -> tests.add(DynamicTest.dynamicTest(suite + "/" + dir.getFileName(),
                () -> test.run(suite, dir))));
      }
    }
    return tests.stream();
  }

  /** Records that case {@code name} is not run, with {@code outcome}, and skips its test. */
  public void skip(String name, String outcome, String why) {
    outcomes.put(name, outcome);
    Assumptions.abort(why);
  }

  /**
   * Records the outcome of case {@code name}: it passes when {@code failure} is null. A case
   * known to fail must still fail; any other must pass.
   */
  public void check(String name, String failure, boolean knownToFail) {
    outcomes.put(name, failure == null ? "pass" : "fail: " + failure);
    if (knownToFail) {
      assertTrue(failure != null, name + " passes now: remove it from the known failures");
    } else {
      assertEquals(null, failure, name);
    }
  }

  /** Prints the counts of the outcomes and every outcome but a pass. */
  public void printSummary() {
    if (outcomes.isEmpty()) {
      return;
    }
    Map<String, Integer> counts = new TreeMap<>();
    outcomes.values().forEach(o -> counts.merge(o.split(":")[0], 1, Integer::sum));
    System.out.println(title + ": " + counts + " of " + outcomes.size() + " cases");
    outcomes.forEach((name, outcome) -> {
      if (!outcome.equals("pass")) {
        System.out.println("  " + name + ": " + outcome);
      }
    });
  }
}
