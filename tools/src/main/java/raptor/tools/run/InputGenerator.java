package raptor.tools.run;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import raptor.dialect.spat.eval.FloatTensor;

/**
 * Deterministic program inputs: for a seed, each batch element gets its own arguments with
 * values uniform in [-1, 1), so every input of a batch differs.
 */
final class InputGenerator {
  private final SplittableRandom random;

  InputGenerator(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** {@return the arguments of the next batch element, one tensor per shape} */
  List<FloatTensor> next(List<int[]> shapes) {
    List<FloatTensor> arguments = new ArrayList<>();
    for (int[] shape : shapes) {
      float[] values = new float[HostLayout.elementCount(shape)];
      for (int i = 0; i < values.length; i++) {
        values[i] = (float) random.nextDouble(-1.0, 1.0);
      }
      arguments.add(FloatTensor.of(shape, values));
    }
    return arguments;
  }
}
