package raptor.sim.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.timing.TimingResult;

/** The smoke mode of {@code bench/timing.sh}: the harness runs at a tiny size and prints its ratio. */
class TimingBenchSmokeTest {
  @Test
  void smokeSizeRunsAndPrintsTheRatio(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    TimingResult result =
        TimingBench.run(4, 2000, dir, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertEquals(4, result.cores());
    assertTrue(result.instructions() >= 2000, out);
    assertTrue(result.runPs() > 0, out);
    assertTrue(out.contains("instructions on 4 cores"), out);
    assertTrue(out.contains("instructions/s"), out);
    assertTrue(out.matches("(?s).*ratio= [0-9.]+x faster than pimsim-nn's 80 s.*"), out);
  }
}
