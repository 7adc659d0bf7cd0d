package raptor.tools.onnxrun;

/**
 * A graph input or output as onnxruntime declares it.
 *
 * @param name the value's name in the graph
 * @param elementType the element type, or {@code null} when it is not one of {@link ElementType}
 *     (strings, complex numbers, 4-bit and 8-bit floats)
 * @param shape the dimension sizes, {@code -1} for a symbolic or unknown one
 * @param dimensionNames the symbolic names (empty strings for fixed or unnamed dimensions)
 */
public record TensorSpec(String name, ElementType elementType, long[] shape,
    String[] dimensionNames) {
  /** Copies the arrays. */
  public TensorSpec {
    shape = shape.clone();
    dimensionNames = dimensionNames.clone();
  }

  /** {@return the dimension sizes (a copy)} */
  @Override
  public long[] shape() {
    return shape.clone();
  }

  /** {@return the symbolic dimension names (a copy)} */
  @Override
  public String[] dimensionNames() {
    return dimensionNames.clone();
  }

  /** {@return whether every dimension is fixed} */
  public boolean isStatic() {
    for (long dim : shape) {
      if (dim < 0) {
        return false;
      }
    }
    return true;
  }

  /** {@return the shape written as {@code Nx3x224x224}, symbolic dimensions by name or {@code ?}} */
  public String shapeText() {
    if (shape.length == 0) {
      return "scalar";
    }
    StringBuilder text = new StringBuilder();
    for (int d = 0; d < shape.length; d++) {
      text.append(d == 0 ? "" : "x");
      if (shape[d] >= 0) {
        text.append(shape[d]);
      } else {
        text.append(dimensionNames[d].isEmpty() ? "?" : dimensionNames[d]);
      }
    }
    return text.toString();
  }

  /** {@return the element type's manifest name, or {@code unsupported}} */
  public String elementTypeText() {
    return elementType == null ? "unsupported" : elementType.manifestName();
  }
}
