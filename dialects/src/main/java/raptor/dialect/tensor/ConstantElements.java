package raptor.dialect.tensor;

import java.math.BigInteger;
import java.util.List;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * Reading constant dense tensors for folds: one element ({@code tensor.extract}), a splat in
 * another shape ({@code tensor.gather}).
 */
final class ConstantElements {
  private ConstantElements() {
  }

  /**
   * {@return the element of {@code tensor} at {@code indices}, as a fold result; null when the
   * tensor is no numeric dense constant or an index is unknown or out of range}
   */
  static List<OpFoldResult> extract(Attribute tensor, List<Attribute> indices) {
    if (!(tensor instanceof DenseElementsAttr dense) || dense.isStringElements()) {
      return null;
    }
    List<Long> shape = dense.type().shape();
    long linear = 0;
    for (int i = 0; i < indices.size(); i++) {
      if (!(indices.get(i) instanceof IntegerAttr index)) {
        return null;
      }
      BigInteger value = index.value();
      if (value.signum() < 0 || value.compareTo(BigInteger.valueOf(shape.get(i))) >= 0) {
        return null;
      }
      linear = linear * shape.get(i) + value.longValue();
    }
    return FoldResults.constant(element(dense, linear));
  }

  /**
   * {@return a splat constant {@code source} with the statically shaped tensor type
   * {@code type}, as a fold result; null when the source is no splat or the shape not static}
   * (MLIR's {@code reshapeConstantSource})
   */
  static List<OpFoldResult> reshapeSplat(Attribute source, Type type) {
    if (!(source instanceof DenseElementsAttr dense) || !dense.isSplat()
        || !(type instanceof ShapedType shaped) || !shaped.hasStaticShape()) {
      return null;
    }
    return FoldResults.constant(dense.isStringElements()
        ? DenseElementsAttr.ofStrings(shaped, dense.stringValues())
        : DenseElementsAttr.ofRaw(shaped, dense.rawData()));
  }

  private static Attribute element(DenseElementsAttr dense, long index) {
    Type type = dense.elementType();
    if (type instanceof IntegerType || type instanceof IndexType) {
      return new IntegerAttr(type, dense.intValue(index));
    }
    if (type instanceof FloatType floatType) {
      return new FloatAttr(floatType, dense.partBits(index, 0));
    }
    return null;
  }
}
