package raptor.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The decisions of the diagnostic scheduling policies and stalls, separate from the run loop so
 * they can be tested on fixed core states.
 *
 * <p>{@link #beforeInstruction} is asked before a core runs; {@link #afterBlock} after a turn that
 * ended without a transfer handoff; {@link #noteCompleted} after every completed instruction.
 */
final class DiagnosticScheduler {
  /** Consecutive deferrals with an unchanged writer after which the reader is forced. */
  static final int STAGNATION_LIMIT = 256;

  private static final long DEFAULT_SEED = 0x9e3779b97f4a7c15L;

  /** A core the scheduler switches to after a blocked turn, and why. */
  record Choice(int core, String reason) {}

  private final ScheduleConfig config;
  private long randomState;
  private long deferrals;
  private Integer writerStoreIteration;
  private ScheduleCoreState lastWriterState;
  private long writerStagnation;
  private long coreStallLeft;
  private long targetStallLeft;

  DiagnosticScheduler(ScheduleConfig config) {
    this.config = Objects.requireNonNull(config);
    this.randomState = config.seed() == 0 ? DEFAULT_SEED : config.seed();
    this.coreStallLeft = config.coreStall() == null ? 0 : config.coreStall().cycles();
    this.targetStallLeft = config.targetStall() == null ? 0 : config.targetStall().cycles();
  }

  ScheduleConfig config() {
    return config;
  }

  long deferrals() {
    return deferrals;
  }

  private static List<Integer> candidates(ScheduleCoreState[] states, int current, int batchSize) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < states.length; i++) {
      if (i != current && states[i].hasWork(batchSize)) {
        out.add(i);
      }
    }
    return out;
  }

  private long nextRandom() {
    long x = randomState;
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    randomState = x;
    return x;
  }

  /** {@return the action for core {@code current} about to run at its pc} */
  ScheduleAction beforeInstruction(int current, ScheduleCoreState[] states, int batchSize) {
    ScheduleCoreState state = states[current];
    ScheduleConfig.TargetStall targetStall = config.targetStall();
    if (targetStall != null
        && targetStall.core() == current
        && targetStall.pc() == state.pc()
        && (targetStall.iteration() == null || targetStall.iteration() == state.iteration())
        && targetStallLeft > 0) {
      targetStallLeft--;
      return new ScheduleAction.Stall(targetStallLeft, true);
    }
    if (config.coreStall() != null && config.coreStall().core() == current && coreStallLeft > 0) {
      coreStallLeft--;
      return new ScheduleAction.Stall(coreStallLeft, false);
    }
    if (config.policy() != SchedulePolicy.ADVERSARIAL || config.target() == null) {
      return ScheduleAction.EXECUTE;
    }
    return adversarial(current, states, batchSize);
  }

  private ScheduleAction adversarial(int current, ScheduleCoreState[] states, int batchSize) {
    ScheduleTarget target = config.target();
    ScheduleCoreState state = states[current];
    if (!isTargetReader(current, state) || readerMayExecute(state.iteration())) {
      return ScheduleAction.EXECUTE;
    }
    if (deferrals >= config.deferralBudget()) {
      return new ScheduleAction.Force("DEFERRAL_LIMIT_REACHED");
    }
    ScheduleCoreState writer =
        target.writerCore() < states.length ? states[target.writerCore()] : null;
    int next;
    if ((writer == null ? state : writer).hasWork(batchSize)) {
      if (Objects.equals(lastWriterState, writer)) {
        writerStagnation++;
      } else {
        lastWriterState = writer;
        writerStagnation = 0;
      }
      if (writerStagnation >= STAGNATION_LIMIT) {
        return new ScheduleAction.Force("PRODUCER_BLOCKED_BY_REAL_DEPENDENCY");
      }
      next = target.writerCore();
    } else {
      List<Integer> others = candidates(states, current, batchSize);
      next = others.isEmpty() ? current : others.get(0);
    }
    if (next == current) {
      return new ScheduleAction.Force("NO_ALTERNATIVE_READY_EVENT");
    }
    deferrals++;
    return new ScheduleAction.Defer(next, "target_consumer");
  }

  private boolean isTargetReader(int core, ScheduleCoreState state) {
    ScheduleTarget target = config.target();
    return target.readerCore() == core
        && target.readerPc() == state.pc()
        && (target.readerIteration() == null || target.readerIteration() == state.iteration());
  }

  private boolean readerMayExecute(int readerIteration) {
    Integer minimum = config.target().writerMinIteration();
    int required = minimum == null ? readerIteration + 1 : minimum;
    return writerStoreIteration != null && writerStoreIteration >= required;
  }

  /**
   * {@return the core to switch to after a blocked turn of {@code current}, or null for
   * round-robin}
   */
  Choice afterBlock(int current, ScheduleCoreState[] states, int batchSize) {
    List<Integer> others = candidates(states, current, batchSize);
    switch (config.policy()) {
      case RANDOMIZED -> {
        if (others.isEmpty()) {
          return null;
        }
        int pick = (int) Long.remainderUnsigned(nextRandom(), others.size());
        return new Choice(others.get(pick), "randomized_ready_core");
      }
      case ADVERSARIAL -> {
        ScheduleTarget target = config.target();
        if (target == null) {
          return null;
        }
        if (others.contains(target.writerCore())) {
          return new Choice(target.writerCore(), "target_producer");
        }
        return others.isEmpty() ? null : new Choice(others.get(0), "adversarial_ready_core");
      }
      default -> {
        return null;
      }
    }
  }

  /** Records that {@code core} completed the instruction at {@code pc} in {@code iteration}. */
  void noteCompleted(int core, int pc, int iteration) {
    ScheduleTarget target = config.target();
    if (target != null && target.writerCore() == core && target.writerPc() == pc) {
      writerStoreIteration = iteration;
    }
  }
}
