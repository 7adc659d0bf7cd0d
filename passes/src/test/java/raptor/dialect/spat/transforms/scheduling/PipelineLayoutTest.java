package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Checklist A of spec §6: stage capacity ranges. */
class PipelineLayoutTest {
  @Test
  void evenLayoutGivesTheFirstStagesTheRemainder() {
    PipelineLayout layout = PipelineLayout.even(138, 4);
    assertTrue(layout.isValid());
    assertEquals(34, layout.logicalProcessorCount());
    int[][] ranges = {{0, 35}, {35, 35}, {70, 34}, {104, 34}};
    for (int s = 0; s < 4; s++) {
      assertEquals(ranges[s][0], layout.begin(s));
      assertEquals(ranges[s][1], layout.size(s));
    }
    assertEquals(0, layout.stageForCore(34));
    assertEquals(1, layout.stageForCore(35));
    assertEquals(1, layout.stageForCore(69));
    assertEquals(2, layout.stageForCore(70));
    assertEquals(3, layout.stageForCore(137));
    assertEquals(-1, layout.stageForCore(138));
  }

  @Test
  void explicitSizesMayBeUneven() {
    PipelineLayout layout = new PipelineLayout(2, 4, 1, 3);
    assertTrue(layout.isValid());
    assertEquals(10, layout.coreCount());
    assertEquals(6, layout.begin(2));
    assertEquals(7, layout.begin(3));
    assertEquals(0, layout.stageForCore(1));
    assertEquals(1, layout.stageForCore(2));
    assertEquals(2, layout.stageForCore(6));
    assertEquals(3, layout.stageForCore(9));
  }

  @Test
  void emptyStagesOrNoStagesAreInvalid() {
    assertFalse(new PipelineLayout(2, 0, 1).isValid());
    assertFalse(new PipelineLayout().isValid());
    assertFalse(PipelineLayout.even(2, 3).isValid());
  }
}
