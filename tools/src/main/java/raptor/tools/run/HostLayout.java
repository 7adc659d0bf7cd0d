package raptor.tools.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.eval.FloatTensor;
import raptor.sim.Region;

/**
 * Where the compiled program's inputs and outputs live in host memory ({@code inputs_*} and
 * {@code outputs_*} of {@code config.json}), and the little-endian {@code f32} encoding of
 * tensors into those regions.
 *
 * @param inputs one region per argument of the entry function
 * @param outputs one region per result
 */
record HostLayout(List<Region> inputs, List<Region> outputs) {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * {@return the layout in {@code config}, checked against the program's tensor shapes}
   *
   * @throws RunException when the file is unreadable or its regions do not fit the shapes
   */
  static HostLayout read(Path config, List<int[]> argumentShapes, List<int[]> resultShapes)
      throws RunException {
    JsonNode root;
    try {
      root = MAPPER.readTree(config.toFile());
    } catch (IOException e) {
      throw new RunException("cannot read " + config + ": " + e.getMessage());
    }
    return new HostLayout(regions(root, "inputs", argumentShapes, "argument", config),
        regions(root, "outputs", resultShapes, "result", config));
  }

  private static List<Region> regions(JsonNode root, String prefix, List<int[]> shapes,
      String what, Path config) throws RunException {
    JsonNode addresses = root.path(prefix + "_addresses");
    JsonNode sizes = root.path(prefix + "_sizes");
    if (addresses.size() != shapes.size() || sizes.size() != shapes.size()) {
      throw new RunException(config + " lists " + addresses.size() + " " + prefix + ", but the"
          + " entry function has " + shapes.size() + " " + what + "s");
    }
    List<Region> regions = new ArrayList<>();
    for (int i = 0; i < shapes.size(); i++) {
      long bytes = 4L * elementCount(shapes.get(i));
      if (sizes.get(i).asLong() != bytes) {
        throw new RunException(config + ": " + prefix + " " + i + " has " + sizes.get(i)
            + " bytes, but " + what + " " + i + " has " + bytes);
      }
      regions.add(new Region(addresses.get(i).asInt(), (int) bytes));
    }
    return regions;
  }

  /** {@return {@code arguments} encoded back to back, as the simulator loads one input} */
  static byte[] encode(List<FloatTensor> arguments) {
    int bytes = 0;
    for (FloatTensor tensor : arguments) {
      bytes += 4 * tensor.size();
    }
    ByteBuffer buffer = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
    for (FloatTensor tensor : arguments) {
      for (float value : tensor.values()) {
        buffer.putFloat(value);
      }
    }
    return buffer.array();
  }

  /** {@return the results in one iteration's dump of {@link #outputs()}, in order} */
  static List<FloatTensor> decode(byte[] dump, List<int[]> resultShapes) {
    ByteBuffer buffer = ByteBuffer.wrap(dump).order(ByteOrder.LITTLE_ENDIAN);
    List<FloatTensor> results = new ArrayList<>();
    for (int[] shape : resultShapes) {
      float[] values = new float[elementCount(shape)];
      for (int i = 0; i < values.length; i++) {
        values[i] = buffer.getFloat();
      }
      results.add(FloatTensor.of(shape, values));
    }
    return results;
  }

  /** {@return the number of elements of {@code shape}} */
  static int elementCount(int[] shape) {
    int count = 1;
    for (int dim : shape) {
      count = Math.multiplyExact(count, dim);
    }
    return count;
  }
}
