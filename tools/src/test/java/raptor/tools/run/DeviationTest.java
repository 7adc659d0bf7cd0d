package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.dialect.spat.eval.FloatTensor;

class DeviationTest {
  private static Deviation worst(float[] expected, float[] actual, Tolerance tolerance) {
    int[] shape = {2, expected.length / 2};
    return Deviation.worst(List.of(FloatTensor.of(shape, expected)),
        List.of(FloatTensor.of(shape, actual)), tolerance);
  }

  @Test
  void absoluteToleranceBoundsSmallValues() {
    assertTrue(worst(new float[] {0, 1}, new float[] {0.0009f, 1}, Tolerance.REFERENCE).within());
    assertFalse(worst(new float[] {0, 1}, new float[] {0.0011f, 1}, Tolerance.REFERENCE)
        .within());
  }

  @Test
  void relativeToleranceWidensForLargeValues() {
    // 1e-3 + 1e-5 * 1000 = 0.011 allowed at 1000
    assertTrue(worst(new float[] {1000, 0}, new float[] {1000.01f, 0}, Tolerance.REFERENCE)
        .within());
    assertFalse(worst(new float[] {1000, 0}, new float[] {1000.02f, 0}, Tolerance.REFERENCE)
        .within());
  }

  @Test
  void reportsTheWorstElementWithCoordinates() {
    Deviation worst = worst(new float[] {1, 2, 3, 4}, new float[] {1, 2.0005f, 3, 6},
        Tolerance.REFERENCE);
    assertEquals(3, worst.index());
    assertEquals("[1, 1]", worst.coordinates());
    assertEquals(4f, worst.expected());
    assertEquals(6f, worst.actual());
    assertEquals("result 0 element 3 [1, 1]: expected 4.0, actual 6.0 (|diff| 2.0)",
        worst.describe());
  }

  @Test
  void nanMatchesNothingButItself() {
    assertFalse(worst(new float[] {0, 1}, new float[] {Float.NaN, 1}, Tolerance.REFERENCE)
        .within());
    assertTrue(worst(new float[] {Float.NaN, 1}, new float[] {Float.NaN, 1}, Tolerance.REFERENCE)
        .within());
  }

  @Test
  void exactToleranceRejectsOneUlp() {
    float next = Math.nextUp(1f);
    assertFalse(worst(new float[] {1, 0}, new float[] {next, 0}, Tolerance.EXACT).within());
    assertTrue(worst(new float[] {1, 0}, new float[] {1, 0}, Tolerance.EXACT).within());
  }

  @Test
  void emptyResultsHaveNoWorstElement() {
    assertNull(Deviation.worst(List.of(), List.of(), Tolerance.REFERENCE));
  }
}
