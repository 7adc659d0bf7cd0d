package raptor.sim.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The model against pimsim-nn's golden data ({@code shared/timing-golden}): the micro-benchmarks
 * G01-G28 and T01-T03 against the figures measured on the fork, and every case against its
 * expected finish times, rounds, energy, power and event trace. Skipped when the data is absent.
 */
class TimingGoldenCasesTest {
  private static Path root() {
    Optional<Path> root = GoldenCase.goldenRoot();
    assumeTrue(
        root.isPresent(),
        "timing golden data not found: set RAPTOR_SHARED_DIR or put shared/ beside the repository");
    return root.get();
  }

  /** G01-G28 and T01-T03: exact ns, pJ and rounds as measured on the fork, and the whole case. */
  @TestFactory
  Stream<DynamicTest> microBenchmarks() throws IOException {
    return GoldenCase.of(root().resolve("micro")).stream()
        .map(c -> DynamicTest.dynamicTest(c.name, () -> checkMicro(c)));
  }

  private static void checkMicro(GoldenCase c) throws Exception {
    GoldenCase.Run run = c.run();
    JsonNode expected = c.expected();
    JsonNode measured = expected.path("case").path("measured_on_fork");
    TimingResult result = run.result();
    if (measured.has("finish_ns")) {
      JsonNode finish = measured.get("finish_ns");
      for (int core = 0; core < finish.size(); core++) {
        assertEquals(finish.get(core).asLong() * 1000, result.finishPs()[core], "core " + core + " finish");
      }
      assertEquals(measured.get("energy_pj").asDouble(), result.energyPj(), 1e-9, "energy");
    }
    JsonNode rounds = expected.get("rounds");
    if (rounds != null) {
      for (int core = 0; core < result.cores(); core++) {
        assertEquals(rounds.get(String.valueOf(core)).asLong(), result.rounds()[core], "core " + core + " rounds");
      }
    }
    assertEquals(List.of(), c.compare(run));
  }

  /** Every random case; the failure message lists every failing case by name. */
  @Test
  void allRandomCases() throws IOException {
    Map<String, Object> failures = new LinkedHashMap<>();
    List<GoldenCase> cases = GoldenCase.of(root().resolve("cases"));
    for (GoldenCase c : cases) {
      try {
        List<String> problems = c.compare(c.run());
        if (!problems.isEmpty()) {
          failures.put(c.name, problems);
        }
      } catch (TimingInputException | RuntimeException e) {
        failures.put(c.name, e.toString());
      }
    }
    assertEquals(200, cases.size(), "golden case count");
    assertTrue(failures.isEmpty(), failures.size() + " of " + cases.size() + " cases fail: " + failures);
  }

  /** The model's trace digest of every case equals the checked-in one, so no tie moves silently. */
  @Test
  void traceDigestsAreUnchanged() throws Exception {
    Path golden = root();
    List<String> moved = new ArrayList<>();
    int checked = 0;
    for (String line : digestLines()) {
      String[] parts = line.split(" ");
      GoldenCase c = new GoldenCase(golden.resolve(parts[0]));
      String digest = sha256(c.run().trace());
      checked++;
      if (!digest.equals(parts[1])) {
        moved.add(parts[0]);
      }
    }
    assertEquals(231, checked, "digest count");
    assertEquals(List.of(), moved, "cases whose trace digest changed");
  }

  private static List<String> digestLines() throws IOException {
    try (InputStream in = TimingGoldenCasesTest.class.getResourceAsStream("trace-digests.txt")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(l -> !l.startsWith("#") && !l.isBlank())
          .toList();
    }
  }

  private static String sha256(String text) throws NoSuchAlgorithmException {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
  }
}
