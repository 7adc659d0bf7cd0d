package raptor.ir.attr;

import java.util.List;
import java.util.Objects;

/**
 * A ranked tensor type {@code tensor<4x?xf32>}, optionally with an encoding attribute.
 *
 * @param shape the dimension sizes, {@link ShapedType#DYNAMIC} for {@code ?}
 * @param elementType the element type
 * @param encoding the encoding attribute, or {@code null}
 */
public record RankedTensorType(List<Long> shape, Type elementType, Attribute encoding)
    implements ShapedType {
  /** Checks the shape and copies it. */
  public RankedTensorType {
    shape = ShapedType.checkShape(shape);
    Objects.requireNonNull(elementType, "elementType");
  }

  /** {@return a tensor type without encoding} */
  public static RankedTensorType of(List<Long> shape, Type elementType) {
    return new RankedTensorType(shape, elementType, null);
  }

  @Override
  public boolean hasRank() {
    return true;
  }

  /**
   * {@return whether {@code type} may be a tensor element type: builtin scalars, vectors and
   * dialect types}
   */
  public static boolean isValidElementType(Type type) {
    return !(type instanceof NoneType || type instanceof TupleType || type instanceof FunctionType
        || type instanceof RankedTensorType || type instanceof UnrankedTensorType
        || type instanceof MemRefType || type instanceof UnrankedMemRefType);
  }
}
