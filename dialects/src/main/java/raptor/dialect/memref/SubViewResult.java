package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The result type of {@code memref.subview} against the type inferred from its source and static
 * offsets, sizes and strides, with mlir-opt's messages (MLIR's {@code SubViewOp::verify}): the
 * same memory space, a strided source, the inferred sizes with possibly some unit dimensions
 * dropped, the element type, and exactly the inferred offset and strides of the kept dimensions.
 */
final class SubViewResult {
  private SubViewResult() {
  }

  static boolean verify(MemRefSubViewOp op, DiagnosticEngine diag) {
    MemRefType base = (MemRefType) op.source().type();
    MemRefType result = (MemRefType) op.result().type();
    if (!Objects.equals(base.memorySpace(), result.memorySpace())) {
      diag.errorAt(op, "different memory spaces specified for base memref type '"
          + AttrPrinter.toText(base) + "' and subview memref type '" + AttrPrinter.toText(result) + "'");
      return false;
    }
    StridedLayoutAttr baseLayout = MemRefShapes.stridesAndOffset(base);
    if (baseLayout == null) {
      diag.errorAt(op, "base type '" + AttrPrinter.toText(base) + "' is not strided");
      return false;
    }
    MemRefType expected = infer(base, baseLayout, op.staticOffsetsAttr(), op.staticSizesAttr(),
        op.staticStridesAttr());
    if (result.rank() > expected.rank()) {
      diag.errorAt(op, "expected result rank to be smaller or equal to the source rank, but got '"
          + AttrPrinter.toText(result) + "'");
      return false;
    }
    boolean[] dropped = droppedDims(expected.shape(), result.shape());
    if (dropped == null) {
      return mismatch(op, diag, expected, result, "sizes");
    }
    if (!expected.elementType().equals(result.elementType())) {
      diag.errorAt(op, "expected result element type to be '" + AttrPrinter.toText(expected.elementType())
          + "', but got '" + AttrPrinter.toText(result) + "'");
      return false;
    }
    StridedLayoutAttr expectedLayout = (StridedLayoutAttr) expected.layout();
    StridedLayoutAttr resultLayout = MemRefShapes.stridesAndOffset(result);
    if (resultLayout == null || resultLayout.offset() != expectedLayout.offset()) {
      return mismatch(op, diag, expected, result, "layout");
    }
    int kept = 0;
    for (int i = 0; i < dropped.length; i++) {
      if (!dropped[i] && resultLayout.strides().get(kept++) != (long) expectedLayout.strides().get(i)) {
        return mismatch(op, diag, expected, result, "layout");
      }
    }
    return true;
  }

  private static boolean mismatch(MemRefSubViewOp op, DiagnosticEngine diag, MemRefType expected,
      MemRefType result, String what) {
    diag.errorAt(op, "expected result type to be '" + AttrPrinter.toText(expected)
        + "' or a rank-reduced version. (mismatch of result " + what + "), but got '"
        + AttrPrinter.toText(result) + "'");
    return false;
  }

  /** The subview type without rank reduction (MLIR's {@code SubViewOp::inferResultType}). */
  static MemRefType infer(MemRefType base, StridedLayoutAttr layout, DenseArrayAttr offsets,
      DenseArrayAttr sizes, DenseArrayAttr strides) {
    long offset = layout.offset();
    List<Long> shape = new ArrayList<>();
    List<Long> resultStrides = new ArrayList<>();
    for (int i = 0; i < sizes.size(); i++) {
      long sourceStride = layout.strides().get(i);
      offset = offset == ShapedType.DYNAMIC || offsets.get(i) == ShapedType.DYNAMIC
          || sourceStride == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : offset + offsets.get(i) * sourceStride;
      shape.add(sizes.get(i));
      resultStrides.add(sourceStride == ShapedType.DYNAMIC || strides.get(i) == ShapedType.DYNAMIC
          ? ShapedType.DYNAMIC : sourceStride * strides.get(i));
    }
    return new MemRefType(shape, base.elementType(), new StridedLayoutAttr(offset, resultStrides),
        base.memorySpace());
  }

  /**
   * {@return which dimensions of {@code full} a rank-reduced {@code reduced} drops, matching
   * greedily (MLIR's {@code computeRankReductionMask}); null when the sizes do not match}
   */
  private static boolean[] droppedDims(List<Long> full, List<Long> reduced) {
    boolean[] dropped = new boolean[full.size()];
    if (full.size() == reduced.size()) {
      return full.equals(reduced) ? dropped : null;
    }
    int r = 0;
    for (int i = 0; i < full.size(); i++) {
      if (r < reduced.size() && full.get(i).equals(reduced.get(r))) {
        r++;
      } else if (full.get(i) != 1) {
        return null;
      } else {
        dropped[i] = true;
      }
    }
    return r == reduced.size() ? dropped : null;
  }
}
