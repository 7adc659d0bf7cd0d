package raptor.dialect.memref;

import java.util.Objects;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The result type of {@code memref.reinterpret_cast} against its static sizes, offset and
 * strides, with mlir-opt's messages: the memory space and element type are the source's, each
 * static size of the result is the size given, and the
 * offset and strides of its layout (an identity layout or {@code strided<...>}) are those given.
 */
final class ReinterpretCastResult {
  private ReinterpretCastResult() {
  }

  static boolean verify(MemRefReinterpretCastOp op, DiagnosticEngine diag) {
    if (!(op.result().type() instanceof MemRefType result)) {
      return true;
    }
    ShapedType source = (ShapedType) op.source().type();
    if (!Objects.equals(MemRefShapes.memorySpace(source), result.memorySpace())) {
      diag.errorAt(op, "different memory spaces specified for source type '"
          + AttrPrinter.toText(source) + "' and result memref type '" + AttrPrinter.toText(result) + "'");
      return false;
    }
    if (!source.elementType().equals(result.elementType())) {
      diag.errorAt(op, "different element types specified for source type '"
          + AttrPrinter.toText(source) + "' and result memref type '" + AttrPrinter.toText(result) + "'");
      return false;
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
    StridedLayoutAttr layout = MemRefShapes.stridesAndOffset(result);
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

  private static String text(long value) {
    return value == ShapedType.DYNAMIC ? "dynamic" : Long.toString(value);
  }
}
