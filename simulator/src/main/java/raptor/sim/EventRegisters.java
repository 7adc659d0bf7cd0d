package raptor.sim;

import java.util.Arrays;
import raptor.isa.OperandChecks;

/**
 * The event registers of every core: {@code sync} increments a target's counter, and {@code wait}
 * succeeds only when its counter equals the expected value exactly, then resets it to zero.
 */
final class EventRegisters {
  private final int[][] counts;

  EventRegisters(int coreCount) {
    counts = new int[coreCount][OperandChecks.EVENT_REGISTER_COUNT];
  }

  /** Zeroes every counter (start of a batch; counts persist across program restarts). */
  void clear() {
    for (int[] core : counts) {
      Arrays.fill(core, 0);
    }
  }

  /** {@code sync}: one more event on {@code register} of {@code target}. */
  void signal(int target, int register) {
    counts[target][register]++;
  }

  /**
   * {@code wait}: {@return true and reset the counter if it equals {@code expected}; false while
   * below}
   *
   * @throws ExecutionFault if the counter is above {@code expected}
   */
  boolean tryWait(int core, int register, int expected) throws ExecutionFault {
    int observed = counts[core][register];
    if (observed > expected) {
      throw new ExecutionFault(
          "WAIT on core "
              + core
              + " event "
              + register
              + " overshot exact value "
              + expected
              + " (observed "
              + observed
              + ")");
    }
    if (observed < expected) {
      return false;
    }
    counts[core][register] = 0;
    return true;
  }

  /** {@return the sum of every counter: the events no {@code wait} has consumed} */
  long residue() {
    long sum = 0;
    for (int[] core : counts) {
      for (int count : core) {
        sum += count;
      }
    }
    return sum;
  }

  /** {@return the current count of {@code register} on {@code core}} */
  int count(int core, int register) {
    return counts[core][register];
  }
}
