package raptor.dialect.memref;

import java.util.Objects;
import raptor.dialect.interfaces.ShapeOperandReshape;
import raptor.ir.Operation;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The verifiers of the memref ops that give another view of a buffer without a layout of
 * their own ({@code reshape}, {@code view}, {@code memory_space_cast}, {@code assume_alignment}),
 * with MLIR's messages. A layout is the identity when the type has none.
 */
final class MemRefViews {
  private MemRefViews() {
  }

  static boolean verifyReshape(MemRefReshapeOp op, DiagnosticEngine diag) {
    if (!ShapeOperandReshape.verifyElementType(op, "memref", diag)) {
      return false;
    }
    if (op.source().type() instanceof MemRefType source && source.layout() != null) {
      diag.opError(op, "source memref type should have identity affine map");
      return false;
    }
    if (op.result().type() instanceof MemRefType result && result.layout() != null) {
      diag.opError(op, "result memref type should have identity affine map");
      return false;
    }
    return ShapeOperandReshape.verifyShapeLength(op, "memref", diag);
  }

  static boolean verifyView(MemRefViewOp op, DiagnosticEngine diag) {
    MemRefType base = (MemRefType) op.source().type();
    MemRefType view = (MemRefType) op.result().type();
    if (base.layout() != null) {
      diag.errorAt(op, "unsupported map for base memref type '" + AttrPrinter.toText(base) + "'");
      return false;
    }
    if (view.layout() != null) {
      diag.errorAt(op, "unsupported map for result memref type '" + AttrPrinter.toText(view) + "'");
      return false;
    }
    if (!Objects.equals(base.memorySpace(), view.memorySpace())) {
      diag.errorAt(op, "different memory spaces specified for base memref type '"
          + AttrPrinter.toText(base) + "' and view memref type '" + AttrPrinter.toText(view) + "'");
      return false;
    }
    return MemRefShapes.verifyAllocOperands(op, view, op.sizes().size(), 0, diag);
  }

  /**
   * Identity layouts, the same memory space and element type, and a size operand exactly when
   * the result size is dynamic.
   */
  static boolean verifyRealloc(MemRefReallocOp op, DiagnosticEngine diag) {
    MemRefType source = (MemRefType) op.source().type();
    MemRefType result = (MemRefType) op.result().type();
    String problem = null;
    if (source.layout() != null) {
      problem = "unsupported layout for source memref type '" + AttrPrinter.toText(source) + "'";
    } else if (result.layout() != null) {
      problem = "unsupported layout for result memref type '" + AttrPrinter.toText(result) + "'";
    } else if (!Objects.equals(source.memorySpace(), result.memorySpace())) {
      problem = "different memory spaces specified for source memref type '"
          + AttrPrinter.toText(source) + "' and result memref type '" + AttrPrinter.toText(result)
          + "'";
    } else if (!source.elementType().equals(result.elementType())) {
      problem = "different element types specified for source memref type '"
          + AttrPrinter.toText(source) + "' and result memref type '" + AttrPrinter.toText(result)
          + "'";
    } else if (result.hasStaticShape() == op.dynamicResultSize().isPresent()) {
      problem = (result.hasStaticShape() ? "unnecessary" : "missing")
          + " dimension operand for result type '" + AttrPrinter.toText(result) + "'";
    }
    if (problem != null) {
      diag.errorAt(op, problem);
    }
    return problem == null;
  }

  /**
   * Ranked to ranked with the same shape, element type and layout, or unranked to unranked
   * with the same element type; the memory spaces may differ.
   */
  static boolean verifyMemorySpaceCast(MemRefMemorySpaceCastOp op, DiagnosticEngine diag) {
    ShapedType from = (ShapedType) op.source().type();
    ShapedType to = (ShapedType) op.dest().type();
    boolean compatible = from.elementType().equals(to.elementType());
    if (from instanceof MemRefType a && to instanceof MemRefType b) {
      compatible &= Objects.equals(a.layout(), b.layout()) && a.shape().equals(b.shape());
    } else {
      compatible &= from instanceof UnrankedMemRefType && to instanceof UnrankedMemRefType;
    }
    if (!compatible) {
      diag.opError(op, "operand type '" + AttrPrinter.toText(from) + "' and result type '"
          + AttrPrinter.toText(to) + "' are cast incompatible");
    }
    return compatible;
  }

  /** The alignment is a power of two (its positivity is the attribute's constraint). */
  static boolean verifyAssumeAlignment(MemRefAssumeAlignmentOp op, DiagnosticEngine diag) {
    long alignment = op.alignment();
    if (Long.bitCount(alignment) != 1) {
      diag.opError(op, "alignment must be power of 2");
      return false;
    }
    return true;
  }
}
