package raptor.dialect.memref;

import java.util.List;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The result type of {@code memref.reinterpret_cast} against its static sizes, offset and
 * strides, with mlir-opt's messages: each static size of the result is the size given, and the
 * offset and strides of its layout (an identity layout or {@code strided<...>}) are those given.
 */
final class ReinterpretCastResult {
  private ReinterpretCastResult() {
  }

  static boolean verify(MemRefReinterpretCastOp op, DiagnosticEngine diag) {
    if (!(op.result().type() instanceof MemRefType result)) {
      return true;
    }
    DenseArrayAttr sizes = op.staticSizesAttr();
    for (int i = 0; i < result.shape().size() && i < sizes.size(); i++) {
      long actual = result.shape().get(i);
      if (actual != ShapedType.DYNAMIC && actual != sizes.get(i)) {
        diag.errorAt(op, "expected result type with size = " + text(sizes.get(i))
            + " instead of " + actual + " in dim = " + i);
        return false;
      }
    }
    StridedLayoutAttr layout = layout(result);
    if (layout == null) {
      return true;
    }
    long offset = op.staticOffsetsAttr().get(0);
    if (layout.offset() != ShapedType.DYNAMIC && layout.offset() != offset) {
      diag.errorAt(op, "expected result type with offset = " + text(offset)
          + " instead of " + layout.offset());
      return false;
    }
    DenseArrayAttr strides = op.staticStridesAttr();
    for (int i = 0; i < layout.strides().size() && i < strides.size(); i++) {
      long actual = layout.strides().get(i);
      if (actual != ShapedType.DYNAMIC && actual != strides.get(i)) {
        diag.errorAt(op, "expected result type with stride = " + text(strides.get(i))
            + " instead of " + actual + " in dim = " + i);
        return false;
      }
    }
    return true;
  }

  /**
   * {@return the strides and offset of {@code type}: its {@code strided<...>} layout, the
   * row-major strides of an identity layout, or null for other layouts}
   */
  private static StridedLayoutAttr layout(MemRefType type) {
    if (type.layout() instanceof StridedLayoutAttr strided) {
      return strided;
    }
    if (type.layout() != null) {
      return null;
    }
    List<Long> shape = type.shape();
    Long[] strides = new Long[shape.size()];
    long stride = 1;
    for (int i = shape.size() - 1; i >= 0; i--) {
      strides[i] = stride;
      stride = stride == ShapedType.DYNAMIC || shape.get(i) == ShapedType.DYNAMIC
          ? ShapedType.DYNAMIC : stride * shape.get(i);
    }
    return new StridedLayoutAttr(0, List.of(strides));
  }

  private static String text(long value) {
    return value == ShapedType.DYNAMIC ? "dynamic" : Long.toString(value);
  }
}
