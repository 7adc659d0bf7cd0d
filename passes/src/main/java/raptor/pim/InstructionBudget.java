package raptor.pim;

import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfIfOp;
import raptor.dialect.scf.ScfIndexSwitchOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.ir.Block;
import raptor.ir.Operation;

/**
 * The instructions one core may execute, counted while its program is executed statically
 * (loops unrolled, the taken branch walked): every executed op counts one, and so does an
 * iteration that executes none. A loop whose trip count is static is checked before it is
 * unrolled, against its iterations times the ops directly in its body, a lower bound of what it
 * executes; so an {@code scf.for} of 2^31 iterations fails at once instead of after minutes. The
 * limit is the option {@value #OPTION} of the PIM passes.
 */
public final class InstructionBudget {
  /** The pass option (and {@code raptor-opt} flag) that sets the limit. */
  public static final String OPTION = "max-core-instructions";
  /** The default limit: 16 Mi instructions per core. */
  public static final int DEFAULT_LIMIT = 16 << 20;
  /** The help text of the option. */
  public static final String HELP =
      "Instructions one core may execute, loops unrolled (default 16777216)";

  /** A core's program that would execute more than the limit, at the op that crossed it. */
  public static final class ExceededException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Operation op;

    ExceededException(Operation op, String message) {
      super(message, null, false, false);
      this.op = op;
    }

    /** {@return the op that crossed the limit} */
    public Operation op() {
      return op;
    }
  }

  private final long limit;
  private long used;

  /**
   * Checks a value of the option.
   *
   * @throws InvalidTargetException when it is not positive
   */
  public static void checkLimit(long limit) throws InvalidTargetException {
    PimTarget.checkPositive(OPTION, limit);
  }

  /** Creates a budget of {@code limit} instructions. */
  public InstructionBudget(long limit) {
    this.limit = limit;
  }

  /**
   * Counts one executed op.
   *
   * @throws ExceededException when the core has now executed more than the limit
   */
  public void chargeOp(Operation op) {
    if (++used > limit) {
      throw new ExceededException(op, "executes more than the " + limit
          + " instructions a core may execute (" + OPTION + "=" + limit + ")");
    }
  }

  /**
   * Checks, before unrolling, that {@code loop} running from {@code lower} to {@code upper} by a
   * positive {@code step} fits what is left of the budget.
   *
   * @throws ExceededException when it cannot
   */
  public void checkLoop(ScfForOp loop, long lower, long upper, long step) {
    long trips = tripCount(lower, upper, step);
    long perTrip = Math.max(1, directOps(loop.region(0).firstBlock()));
    long needed = trips > (limit - used) / perTrip ? Long.MAX_VALUE : trips * perTrip;
    if (needed > limit - used) {
      throw new ExceededException(loop, "executes " + trips
          + " iterations of " + perTrip + " or more instructions, more than the " + limit
          + " instructions a core may execute (" + OPTION + "=" + limit + ")");
    }
  }

  /** {@return the mark that {@link #endIteration} compares with, taken before an iteration} */
  public long startIteration() {
    return used;
  }

  /**
   * Ends an iteration of {@code loop} that began at {@code mark}, counting it when it executed
   * no op.
   *
   * @throws ExceededException when the core has now executed more than the limit
   */
  public void endIteration(Operation loop, long mark) {
    if (used == mark) {
      chargeOp(loop);
    }
  }

  /** {@return the iterations from {@code lower} to {@code upper} by a positive {@code step}} */
  static long tripCount(long lower, long upper, long step) {
    if (upper <= lower) {
      return 0;
    }
    long span = upper - lower; // may wrap: then it is read unsigned
    long trips = Long.divideUnsigned(span - 1, step) + 1;
    return trips < 0 ? Long.MAX_VALUE : trips;
  }

  private static int directOps(Block body) {
    int count = 0;
    for (Operation op : body.ops()) {
      if (!(op instanceof ScfYieldOp || op instanceof ScfForOp || op instanceof ScfIfOp
          || op instanceof ScfIndexSwitchOp)) {
        count++;
      }
    }
    return count;
  }
}
