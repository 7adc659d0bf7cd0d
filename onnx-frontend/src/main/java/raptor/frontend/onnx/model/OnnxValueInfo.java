package raptor.frontend.onnx.model;

import java.util.List;

/**
 * A {@code ValueInfoProto}: a named value and, when declared, its tensor type.
 *
 * @param name {@code name}
 * @param elementType the tensor element type; {@link DataType#UNDEFINED} when not declared
 * @param shape the dimensions, or null when the shape (or the whole type) is not declared
 * @param isTensor false when the type is a sequence, map, optional or sparse tensor
 */
public record OnnxValueInfo(String name, DataType elementType, List<Dim> shape,
    boolean isTensor) {
  public OnnxValueInfo {
    shape = shape == null ? null : List.copyOf(shape);
  }

  /** {@return a tensor value of known element type and shape} */
  public static OnnxValueInfo tensor(String name, DataType elementType, List<Dim> shape) {
    return new OnnxValueInfo(name, elementType, shape, true);
  }

  /** {@return a copy with {@code newShape} as its shape} */
  public OnnxValueInfo withShape(List<Dim> newShape) {
    return new OnnxValueInfo(name, elementType, newShape, isTensor);
  }
}
