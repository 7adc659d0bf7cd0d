package raptor.tools.onnxrun;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The concrete shapes of a model's inputs for generated values: fixed dimensions as declared,
 * symbolic ones from {@code --input-shape=NAME:1x3x224x224} or else 1 (with a remark).
 */
final class InputShapes {
  private final Map<String, long[]> given = new HashMap<>();

  private InputShapes() {
  }

  /**
   * {@return the shapes given as {@code NAME:DxDx...} ({@code NAME:scalar} for rank 0)}
   *
   * @throws ReferenceException for a malformed entry
   */
  static InputShapes parse(List<String> entries) throws ReferenceException {
    InputShapes shapes = new InputShapes();
    for (String entry : entries) {
      int colon = entry.lastIndexOf(':');
      if (colon <= 0) {
        throw new ReferenceException("--input-shape", "expected NAME:DIMS such as x:1x3x224x224,"
            + " got '" + entry + "'");
      }
      shapes.given.put(entry.substring(0, colon), dims(entry, entry.substring(colon + 1)));
    }
    return shapes;
  }

  private static long[] dims(String entry, String text) throws ReferenceException {
    if (text.equals("scalar")) {
      return new long[0];
    }
    String[] parts = text.split("x", -1);
    long[] dims = new long[parts.length];
    for (int d = 0; d < parts.length; d++) {
      try {
        dims[d] = Long.parseLong(parts[d]);
      } catch (NumberFormatException e) {
        dims[d] = -1;
      }
      if (dims[d] < 0) {
        throw new ReferenceException("--input-shape", "'" + entry
            + "': dimensions must be sizes >= 0 separated by 'x'");
      }
    }
    return dims;
  }

  /**
   * {@return the shape of each input}
   *
   * @param remarks where a symbolic dimension defaulted to 1 is reported
   * @throws ReferenceException when a given shape names no input or disagrees with a fixed size
   */
  List<long[]> resolve(String location, List<TensorSpec> inputs, PrintStream remarks)
      throws ReferenceException {
    Map<String, long[]> unused = new HashMap<>(given);
    List<long[]> shapes = new ArrayList<>();
    for (TensorSpec input : inputs) {
      long[] declared = input.shape();
      long[] shape = unused.remove(input.name());
      if (shape == null) {
        shape = declared.clone();
        for (int d = 0; d < shape.length; d++) {
          shape[d] = Math.max(shape[d], 1);
        }
        if (!input.isStatic()) {
          remarks.println(location + ": remark: input '" + input.name() + "' has shape "
              + input.shapeText() + "; using " + RawTensor.shapeText(shape)
              + " (set it with --input-shape=" + input.name() + ":...)");
        }
      } else {
        checkFits(input, shape);
      }
      shapes.add(shape);
    }
    if (!unused.isEmpty()) {
      throw new ReferenceException("--input-shape", "the model has no input named '"
          + unused.keySet().iterator().next() + "'");
    }
    return shapes;
  }

  private static void checkFits(TensorSpec input, long[] shape) throws ReferenceException {
    long[] declared = input.shape();
    boolean fits = declared.length == shape.length;
    for (int d = 0; fits && d < shape.length; d++) {
      fits = declared[d] < 0 || declared[d] == shape[d];
    }
    if (!fits) {
      throw new ReferenceException("--input-shape", "input '" + input.name() + "' has shape "
          + input.shapeText() + "; " + RawTensor.shapeText(shape) + " does not fit it");
    }
  }
}
