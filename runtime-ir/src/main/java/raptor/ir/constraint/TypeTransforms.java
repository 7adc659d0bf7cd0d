package raptor.ir.constraint;

import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.attr.VectorType;

/**
 * Type transforms named by {@code TypesMatchWith<summary, from, to, transform>} in a
 * {@code .td} file: they infer one entity's type from another's.
 */
public final class TypeTransforms {
  private TypeTransforms() {
  }

  /** {@return {@code i1}, or a vector or tensor of {@code i1} with the shape of {@code type}} */
  public static Type i1SameShape(Type type) {
    if (type instanceof VectorType v) {
      return new VectorType(v.shape(), v.scalableDims(), IntegerType.I1);
    }
    if (type instanceof RankedTensorType t) {
      return new RankedTensorType(t.shape(), IntegerType.I1, t.encoding());
    }
    if (type instanceof UnrankedTensorType) {
      return new UnrankedTensorType(IntegerType.I1);
    }
    return IntegerType.I1;
  }

  /** {@return the element type of a shaped type (a tensor, memref or vector), else the type} */
  public static Type elementType(Type type) {
    return type instanceof ShapedType shaped ? shaped.elementType() : type;
  }
}
