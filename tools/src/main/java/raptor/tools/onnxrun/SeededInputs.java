package raptor.tools.onnxrun;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Deterministic model inputs, as {@code raptor-run} makes them: for a seed, floating-point
 * elements uniform in [-1, 1), integer and boolean elements 0 or 1 (valid indices into any axis
 * of two or more), drawn in input order from one {@link SplittableRandom}.
 */
final class SeededInputs {
  private SeededInputs() {
  }

  /**
   * {@return one tensor per input, of the given shapes}
   *
   * @param inputs the graph inputs
   * @param shapes the concrete shape of each input
   * @throws ReferenceException for an element type without a generator
   */
  static List<RawTensor> generate(String location, List<TensorSpec> inputs, List<long[]> shapes,
      long seed) throws ReferenceException {
    SplittableRandom random = new SplittableRandom(seed);
    List<RawTensor> tensors = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      TensorSpec input = inputs.get(i);
      ElementType type = input.elementType();
      if (type == null || type == ElementType.FLOAT16 || type == ElementType.BFLOAT16) {
        throw new ReferenceException(location, "input '" + input.name() + "' is "
            + (type == null ? "not a tensor of a supported type" : type.manifestName())
            + ", for which there is no seeded generator; give its values with --inputs");
      }
      long[] shape = shapes.get(i);
      int count = Math.toIntExact(RawTensor.elementCount(shape));
      ByteBuffer data = ByteBuffer.allocate(Math.multiplyExact(count, type.byteSize()))
          .order(ByteOrder.LITTLE_ENDIAN);
      for (int e = 0; e < count; e++) {
        put(data, type, random);
      }
      tensors.add(new RawTensor(input.name(), type, shape, data.array()));
    }
    return tensors;
  }

  private static void put(ByteBuffer data, ElementType type, SplittableRandom random) {
    switch (type) {
      case FLOAT32 -> data.putFloat((float) random.nextDouble(-1.0, 1.0));
      case FLOAT64 -> data.putDouble(random.nextDouble(-1.0, 1.0));
      case INT8, UINT8, BOOL -> data.put((byte) random.nextInt(2));
      case INT16, UINT16 -> data.putShort((short) random.nextInt(2));
      case INT32, UINT32 -> data.putInt(random.nextInt(2));
      case INT64, UINT64 -> data.putLong(random.nextInt(2));
      default -> throw new IllegalArgumentException("no generator for " + type);
    }
  }
}
