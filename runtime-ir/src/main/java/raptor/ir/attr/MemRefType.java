package raptor.ir.attr;

import java.util.List;
import java.util.Objects;

/**
 * A ranked memref type {@code memref<4x?xf32, layout, memorySpace>}.
 *
 * <p>The constructor applies MLIR's normalisations, so equal types compare equal: an identity
 * affine-map layout becomes {@code null}, and an integer memory space {@code 0} becomes
 * {@code null}.
 *
 * @param shape the dimension sizes, {@link ShapedType#DYNAMIC} for {@code ?}
 * @param elementType the element type
 * @param layout the layout ({@link AffineMapAttr}, {@link StridedLayoutAttr}, ...), or
 *     {@code null} for the identity layout
 * @param memorySpace the memory space attribute, or {@code null} for the default space
 */
public record MemRefType(List<Long> shape, Type elementType, Attribute layout, Attribute memorySpace)
    implements ShapedType {
  /** Checks the shape and normalises the layout and memory space. */
  public MemRefType {
    shape = ShapedType.checkShape(shape);
    Objects.requireNonNull(elementType, "elementType");
    if (layout instanceof AffineMapAttr && ((AffineMapAttr) layout).map().isIdentity()) {
      layout = null;
    }
    memorySpace = normalizeMemorySpace(memorySpace);
  }

  /** {@return a memref type with the identity layout in the default memory space} */
  public static MemRefType of(List<Long> shape, Type elementType) {
    return new MemRefType(shape, elementType, null, null);
  }

  @Override
  public boolean hasRank() {
    return true;
  }

  /** {@return {@code null} for an integer memory space 0, else {@code memorySpace}} */
  static Attribute normalizeMemorySpace(Attribute memorySpace) {
    if (memorySpace instanceof IntegerAttr && ((IntegerAttr) memorySpace).value().signum() == 0) {
      return null;
    }
    return memorySpace;
  }

  /** {@return whether {@code attr} is a memref layout (rather than a memory space)} */
  public static boolean isLayout(Attribute attr) {
    return attr instanceof AffineMapAttr || attr instanceof StridedLayoutAttr;
  }

  /** {@return whether {@code type} may be a memref element type} */
  public static boolean isValidElementType(Type type) {
    return type instanceof IntegerType
        || type instanceof IndexType
        || type instanceof FloatType
        || type instanceof ComplexType
        || type instanceof VectorType
        || type instanceof MemRefType
        || type instanceof UnrankedMemRefType;
  }
}
