package raptor.pim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.scf.ScfForOp;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * The values an index takes at an op over every iteration of the {@code scf.for} loops around
 * it, when those loops have constant bounds and the index is a constant or index arithmetic over
 * their induction variables: what an analysis that reads static slice offsets needs to see
 * through a loop of copies (a gather's strided copies), as if the loop were unrolled.
 */
public final class LoopIterations {
  /** The most iterations enumerated; a larger loop nest is not analyzed. */
  public static final long MAX_ITERATIONS = 1 << 16;

  private LoopIterations() {
  }

  /**
   * {@return the values of {@code index} at {@code user}, one per iteration of the loops around
   * {@code user} in their order (one value outside any loop), or {@code null} when a loop's
   * bounds are not constants, the loops run more than {@link #MAX_ITERATIONS} times, or the
   * index depends on anything but constants and their induction variables}
   */
  public static long[] valuesOf(Value index, Operation user) {
    List<ScfForOp> loops = new ArrayList<>();
    for (Operation parent = user.parentOp(); parent instanceof ScfForOp loop;
        parent = parent.parentOp()) {
      loops.add(0, loop);
    }
    long[][] ranges = new long[loops.size()][];
    long total = 1;
    for (int i = 0; i < ranges.length; i++) {
      ranges[i] = range(loops.get(i));
      if (ranges[i] == null) {
        return null;
      }
      total *= iterations(ranges[i]);
      if (total > MAX_ITERATIONS) {
        return null;
      }
    }
    long[] values = new long[(int) total];
    StaticIndexEvaluator evaluator = new StaticIndexEvaluator();
    return enumerate(loops, ranges, 0, evaluator, index, values, new int[1]) ? values : null;
  }

  /** Fills {@code values} from {@code at[0]} on with the index over loops {@code depth..}. */
  private static boolean enumerate(List<ScfForOp> loops, long[][] ranges, int depth,
      StaticIndexEvaluator evaluator, Value index, long[] values, int[] at) {
    if (depth == loops.size()) {
      Long value = evaluator.evaluate(index);
      if (value == null) {
        return false;
      }
      values[at[0]++] = value;
      return true;
    }
    Value inductionVariable = loops.get(depth).region().firstBlock().argument(0);
    long[] range = ranges[depth];
    for (long i = range[0]; i < range[1]; i += range[2]) {
      evaluator.bind(inductionVariable, i);
      if (!enumerate(loops, ranges, depth + 1, evaluator, index, values, at)) {
        return false;
      }
    }
    evaluator.unbind(inductionVariable);
    return true;
  }

  /**
   * {@return how many times {@code loop} runs its body, or {@code null} when its bounds are not
   * constants or its step is not positive}
   */
  public static Long tripCount(ScfForOp loop) {
    long[] range = range(loop);
    return range == null ? null : iterations(range);
  }

  private static long iterations(long[] range) {
    return Math.max(0, ceilDiv(range[1] - range[0], range[2]));
  }

  /** {@return {@code [lower, upper, step]} of {@code loop}, or {@code null} if not constant} */
  private static long[] range(ScfForOp loop) {
    Long lower = StaticValues.constantInteger(loop.lowerBound());
    Long upper = StaticValues.constantInteger(loop.upperBound());
    Long step = StaticValues.constantInteger(loop.step());
    return lower == null || upper == null || step == null || step <= 0 ? null
        : new long[] {lower, upper, step};
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }
}
