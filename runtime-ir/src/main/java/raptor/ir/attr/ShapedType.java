package raptor.ir.attr;

import java.util.List;

/** A type with an element type and an optional shape: vectors, tensors and memrefs. */
public interface ShapedType extends Type {
  /** The size of a dynamic ({@code ?}) dimension: MLIR's {@code ShapedType::kDynamic}. */
  long DYNAMIC = Long.MIN_VALUE;

  /** {@return the element type} */
  Type elementType();

  /** {@return whether the shape is known (false for {@code tensor<*x...>})} */
  boolean hasRank();

  /** {@return the dimension sizes; empty for rank 0 and for unranked types} */
  List<Long> shape();

  /** {@return the number of dimensions; only meaningful when ranked} */
  default int rank() {
    return shape().size();
  }

  /** {@return whether every dimension is static} */
  default boolean hasStaticShape() {
    if (!hasRank()) {
      return false;
    }
    List<Long> dims = shape();
    for (int i = 0; i < dims.size(); i++) {
      if (dims.get(i) == DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** {@return the element count of a static shape; O(rank)} */
  default long numElements() {
    long count = 1;
    List<Long> dims = shape();
    for (int i = 0; i < dims.size(); i++) {
      count *= dims.get(i);
    }
    return count;
  }

  /** Checks that {@code shape} holds sizes {@code >= 0} or {@link #DYNAMIC}. */
  static List<Long> checkShape(List<Long> shape) {
    List<Long> copy = List.copyOf(shape);
    for (int i = 0; i < copy.size(); i++) {
      long dim = copy.get(i);
      if (dim < 0 && dim != DYNAMIC) {
        throw new IllegalArgumentException("invalid dimension size " + dim);
      }
    }
    return copy;
  }
}
