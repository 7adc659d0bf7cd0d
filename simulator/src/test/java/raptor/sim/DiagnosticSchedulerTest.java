package raptor.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;

/** Acceptance scenarios 8-11 (pimcore.rs scheduler unit tests). */
class DiagnosticSchedulerTest {
  private static final ScheduleTarget TARGET = new ScheduleTarget(0, 3, 1, 2, 100, 200, 0, 1);
  private static final ScheduleCoreState[] STATES = {
    new ScheduleCoreState(3, 8, 1), new ScheduleCoreState(2, 8, 0)
  };

  private static DiagnosticScheduler adversarial(long budget) {
    return new DiagnosticScheduler(
        ScheduleConfig.DEFAULT
            .withPolicy(SchedulePolicy.ADVERSARIAL)
            .withTarget(TARGET)
            .withDeferralBudget(budget));
  }

  @Test
  void adversarialPolicyDefersReaderUntilWriterStore() {
    DiagnosticScheduler scheduler = adversarial(4);
    assertEquals(
        new ScheduleAction.Defer(0, "target_consumer"), scheduler.beforeInstruction(1, STATES, 4));
    scheduler.noteCompleted(0, 3, 1);
    assertEquals(ScheduleAction.EXECUTE, scheduler.beforeInstruction(1, STATES, 4));
  }

  @Test
  void adversarialPolicyForcesReaderWhenBudgetIsSpent() {
    DiagnosticScheduler scheduler = adversarial(1);
    assertInstanceOf(ScheduleAction.Defer.class, scheduler.beforeInstruction(1, STATES, 4));
    assertEquals(
        new ScheduleAction.Force("DEFERRAL_LIMIT_REACHED"),
        scheduler.beforeInstruction(1, STATES, 4));
  }

  @Test
  void randomizedPolicyIsDeterministicForFixedSeed() {
    ScheduleConfig config =
        ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED).withSeed(17);
    DiagnosticScheduler left = new DiagnosticScheduler(config);
    DiagnosticScheduler right = new DiagnosticScheduler(config);
    ScheduleCoreState[] states = {
      new ScheduleCoreState(0, 4, 0), new ScheduleCoreState(1, 4, 0), new ScheduleCoreState(2, 4, 0)
    };
    for (int current : new int[] {0, 1, 2, 0, 1}) {
      assertEquals(
          left.beforeInstruction(current, states, 2), right.beforeInstruction(current, states, 2));
      assertEquals(left.afterBlock(current, states, 2), right.afterBlock(current, states, 2));
    }
  }

  @Test
  void randomizedChoiceFollowsXorshift() {
    DiagnosticScheduler scheduler =
        new DiagnosticScheduler(
            ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED).withSeed(1));
    ScheduleCoreState[] states = {
      new ScheduleCoreState(0, 4, 0), new ScheduleCoreState(0, 4, 0), new ScheduleCoreState(0, 4, 0)
    };
    long x = 1;
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    int expected = x % 2 == 0 ? 1 : 2;
    assertEquals(
        new DiagnosticScheduler.Choice(expected, "randomized_ready_core"),
        scheduler.afterBlock(0, states, 1));
  }

  @Test
  void targetStallIsConsumedWithoutChangingProgramOrder() {
    DiagnosticScheduler scheduler =
        new DiagnosticScheduler(
            ScheduleConfig.DEFAULT.withTargetStall(new ScheduleConfig.TargetStall(1, 2, null, 2)));
    assertEquals(new ScheduleAction.Stall(1, true), scheduler.beforeInstruction(1, STATES, 4));
    assertEquals(new ScheduleAction.Stall(0, true), scheduler.beforeInstruction(1, STATES, 4));
    assertEquals(ScheduleAction.EXECUTE, scheduler.beforeInstruction(1, STATES, 4));
    assertEquals(2, STATES[1].pc());
  }

  @Test
  void adversarialPolicyReleasesReaderWhenWriterStateStagnates() {
    DiagnosticScheduler scheduler = adversarial(10_000);
    for (int i = 0; i < DiagnosticScheduler.STAGNATION_LIMIT; i++) {
      assertInstanceOf(ScheduleAction.Defer.class, scheduler.beforeInstruction(1, STATES, 4));
    }
    assertEquals(
        new ScheduleAction.Force("PRODUCER_BLOCKED_BY_REAL_DEPENDENCY"),
        scheduler.beforeInstruction(1, STATES, 4));
  }

  @Test
  void coreStallYieldsTheGivenNumberOfVisits() {
    DiagnosticScheduler scheduler =
        new DiagnosticScheduler(
            ScheduleConfig.DEFAULT.withCoreStall(new ScheduleConfig.CoreStall(0, 1)));
    assertEquals(ScheduleAction.EXECUTE, scheduler.beforeInstruction(1, STATES, 4));
    assertEquals(new ScheduleAction.Stall(0, false), scheduler.beforeInstruction(0, STATES, 4));
    assertEquals(ScheduleAction.EXECUTE, scheduler.beforeInstruction(0, STATES, 4));
  }
}
