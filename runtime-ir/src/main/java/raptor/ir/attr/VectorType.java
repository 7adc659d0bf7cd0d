package raptor.ir.attr;

import java.util.List;
import java.util.Objects;

/**
 * A vector type {@code vector<2x[4]xf32>}: static positive sizes, some of them scalable.
 *
 * @param shape the dimension sizes (all positive)
 * @param scalableDims for each dimension, whether it is scalable ({@code [n]})
 * @param elementType an integer, index or float type
 */
public record VectorType(List<Long> shape, List<Boolean> scalableDims, Type elementType)
    implements ShapedType {
  /** Checks the shape and copies the lists. */
  public VectorType {
    shape = List.copyOf(shape);
    scalableDims = List.copyOf(scalableDims);
    Objects.requireNonNull(elementType, "elementType");
    if (scalableDims.size() != shape.size()) {
      throw new IllegalArgumentException("one scalable flag per dimension expected");
    }
    for (int i = 0; i < shape.size(); i++) {
      if (shape.get(i) <= 0) {
        throw new IllegalArgumentException("vector types must have positive constant sizes");
      }
    }
  }

  /** {@return a fixed-length vector type} */
  public static VectorType of(List<Long> shape, Type elementType) {
    Boolean[] flags = new Boolean[shape.size()];
    java.util.Arrays.fill(flags, Boolean.FALSE);
    return new VectorType(shape, List.of(flags), elementType);
  }

  @Override
  public boolean hasRank() {
    return true;
  }

  /** {@return whether {@code type} may be a vector element type} */
  public static boolean isValidElementType(Type type) {
    return type instanceof IntegerType || type instanceof IndexType || type instanceof FloatType;
  }
}
