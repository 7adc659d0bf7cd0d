package raptor.tools.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.sim.timing.TimingProfiles;

/** {@code --compare}: our figures beside the published ones, with the ratios. */
class ComparisonTest {
  private static final ValidationTarget ARCH_A = ValidationTarget.of(TimingProfiles.ARCH_A);

  private static String print(List<ValidationRow> rows) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Comparison.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), rows);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static ValidationRow row(String model, ValidationMode mode, ValidationTarget target,
      TimingOutcome timing) {
    return new ValidationRow(model, mode, 1, target, ValidationRow.PASS, 1, null, 0, timing, "",
        "", 1);
  }

  @Test
  void ratiosAreOursOverEachPublishedFigureWithItsSource() {
    TimingOutcome timing = new TimingOutcome(TimingOutcome.OK, 0.732889, 0, 300, 477298145.04,
        160, "", List.of());
    String text = print(List.of(row("networks/vgg8", ValidationMode.LATENCY, ARCH_A, timing),
        row("vgg8", ValidationMode.THROUGHPUT, ARCH_A, timing)));
    assertEquals(1, text.lines().filter(l -> l.startsWith("vgg8 on arch-a")).count(), text);
    assertTrue(text.contains("Raptor     its own pimsim-nn config, int8 view"), text);
    assertTrue(text.contains("ratio 0.500 / 1.000  [frontend-validation.md §3.6]"), text);
    assertTrue(text.contains("ratio 0.092 / 0.299  [frontend-validation.md §3.6]"), text);
  }

  @Test
  void aNetworkOffItsProfileOrUntimedHasNoRatio() {
    ValidationTarget small = new ValidationTarget(4, 8, 8, TimingProfiles.ARCH_A);
    TimingOutcome timing = new TimingOutcome(TimingOutcome.OK, 1, 0, 1, 1, 1, "", List.of());
    assertTrue(print(List.of(row("vgg8", ValidationMode.LATENCY, small, timing)))
        .contains("no network with published figures was timed on its profile"));
    String untimed = print(List.of(row("resnet18", ValidationMode.LATENCY, ARCH_A,
        TimingOutcome.missing("ERROR", "deadlock"))));
    assertTrue(untimed.contains("resnet18 on arch-a: ours PASS, latency ERROR ms"), untimed);
    assertEquals(5, untimed.lines().filter(l -> l.contains("ratio - / -")).count(), untimed);
  }
}
