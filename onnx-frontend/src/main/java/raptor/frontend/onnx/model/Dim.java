package raptor.frontend.onnx.model;

/**
 * One dimension of a {@code TensorShapeProto}: a size ({@code dim_value}), a symbol ({@code
 * dim_param}) or neither (unknown).
 *
 * @param value the size, or -1 when the dimension is symbolic or unknown
 * @param param the symbol, or empty
 */
public record Dim(long value, String param) {
  /** {@return a dimension of known size} */
  public static Dim of(long size) {
    return new Dim(size, "");
  }

  /** {@return a symbolic dimension; an empty symbol is an unknown dimension} */
  public static Dim symbolic(String symbol) {
    return new Dim(-1, symbol);
  }

  /** {@return whether the size is known} */
  public boolean isKnown() {
    return value >= 0;
  }

  @Override
  public String toString() {
    return isKnown() ? Long.toString(value) : param.isEmpty() ? "?" : param;
  }
}
