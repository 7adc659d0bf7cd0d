package raptor.sim.bench;

import java.util.Arrays;
import java.util.Random;

/** Timing and data helpers shared by the simulator benchmark harnesses. */
final class BenchSupport {
  /** A measured action. */
  interface Action {
    void run() throws Exception;
  }

  private BenchSupport() {}

  /**
   * {@return the best wall time in seconds of each action over {@code rounds} rounds}; each round
   * runs every action once, in order, so that load from other processes affects them alike
   */
  static double[] bestSeconds(int rounds, Action... actions) throws Exception {
    double[] best = new double[actions.length];
    Arrays.fill(best, Double.MAX_VALUE);
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < actions.length; i++) {
        long start = System.nanoTime();
        actions[i].run();
        best[i] = Math.min(best[i], (System.nanoTime() - start) / 1e9);
      }
    }
    return best;
  }

  /** {@return {@code count} uniform values in [-0.5, 0.5)} */
  static float[] randomFloats(Random random, int count) {
    float[] values = new float[count];
    for (int i = 0; i < count; i++) {
      values[i] = random.nextFloat() - 0.5f;
    }
    return values;
  }

  /** {@return the value of {@code --name N} in {@code args}, or {@code fallback}} */
  static int intArg(String[] args, String name, int fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return Integer.parseInt(args[i + 1]);
      }
    }
    return fallback;
  }
}
