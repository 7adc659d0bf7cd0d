package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SeedRangeTest {
  @Test
  void singleSeed() throws RunException {
    SeedRange range = SeedRange.parse("17");
    assertTrue(range.randomized());
    assertEquals(1, range.count());
    assertEquals(17, range.seed(0));
  }

  @Test
  void inclusiveRange() throws RunException {
    SeedRange range = SeedRange.parse("0..19");
    assertEquals(20, range.count());
    assertEquals(19, range.seed(19));
  }

  @Test
  void greedyHasOneSchedule() {
    assertFalse(SeedRange.GREEDY.randomized());
    assertEquals(1, SeedRange.GREEDY.count());
  }

  @Test
  void rejectsMalformedReversedAndHugeRanges() {
    assertEquals("invalid --sim-seed '1..x': expected N or FIRST..LAST with non-negative"
        + " integers", assertThrows(RunException.class, () -> SeedRange.parse("1..x"))
        .getMessage());
    assertThrows(RunException.class, () -> SeedRange.parse("-1"));
    assertEquals("--sim-seed range 3..2 is empty",
        assertThrows(RunException.class, () -> SeedRange.parse("3..2")).getMessage());
    assertThrows(RunException.class, () -> SeedRange.parse("0..10000"));
  }
}
