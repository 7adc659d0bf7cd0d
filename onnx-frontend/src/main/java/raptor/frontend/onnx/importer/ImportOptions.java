package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the importer may decide for the user.
 *
 * @param inputShapes fixed shapes of graph inputs by name ({@code --onnx-input-shape}); they
 *     replace symbolic dimensions and must agree with the known ones
 */
public record ImportOptions(Map<String, List<Long>> inputShapes) {
  /** Symbolic batch dimensions become 1; nothing else is fixed. */
  public static final ImportOptions DEFAULT = new ImportOptions(Map.of());

  public ImportOptions {
    inputShapes = Map.copyOf(inputShapes);
  }

  /** {@return these options with {@code name}'s shape fixed to {@code shape}} */
  public ImportOptions withInputShape(String name, List<Long> shape) {
    Map<String, List<Long>> shapes = new LinkedHashMap<>(inputShapes);
    shapes.put(name, List.copyOf(shape));
    return new ImportOptions(shapes);
  }

  /**
   * {@return these options plus the shape of {@code spec}, written {@code NAME:1x3x224x224}}
   * The name may itself contain colons; the shape follows the last one. A scalar is {@code
   * NAME:}.
   *
   * @throws IllegalArgumentException when {@code spec} is malformed, with the reason
   */
  public ImportOptions withInputShape(String spec) {
    int colon = spec.lastIndexOf(':');
    if (colon <= 0) {
      throw new IllegalArgumentException("expected NAME:DIMxDIMx..., got '" + spec + "'");
    }
    String dims = spec.substring(colon + 1);
    List<Long> shape = new ArrayList<>();
    if (!dims.isEmpty()) {
      for (String dim : dims.split("x", -1)) {
        try {
          long size = Long.parseLong(dim);
          if (size < 0) {
            throw new NumberFormatException();
          }
          shape.add(size);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("dimension '" + dim + "' in '" + spec
              + "' is not a size >= 0");
        }
      }
    }
    return withInputShape(spec.substring(0, colon), shape);
  }
}
