package raptor.dialect.memref;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;

/** The shape rules of memref allocation, copies, casts and reshapes, with MLIR's messages. */
final class MemRefShapes {
  private MemRefShapes() {
  }

  /** One size per dynamic dimension and one operand per symbol of the layout map. */
  static boolean verifyAllocOperands(Operation op, MemRefType type, int sizes, int symbols,
      DiagnosticEngine diag) {
    long dynamic = type.shape().stream().filter(d -> d == ShapedType.DYNAMIC).count();
    if (sizes != dynamic) {
      diag.opError(op, "incorrect number of dynamic sizes, has " + sizes + ", expected " + dynamic);
      return false;
    }
    int expected = type.layout() instanceof AffineMapAttr map ? map.map().numSymbols() : 0;
    if (symbols != expected) {
      diag.opError(op, "symbol operand count does not equal memref symbol count: expected "
          + expected + ", got " + symbols);
      return false;
    }
    return true;
  }

  /** {@code SameOperandsElementType} then {@code SameOperandsShape}. */
  static boolean verifySameShapeAndElement(Operation op, ShapedType a, ShapedType b,
      DiagnosticEngine diag) {
    if (!a.elementType().equals(b.elementType())) {
      diag.opError(op, "requires the same element type for all operands");
      return false;
    }
    if (a.hasRank() && b.hasRank() && !a.shape().equals(b.shape())) {
      diag.opError(op, "requires the same shape for all operands");
      return false;
    }
    return true;
  }

  /** {@return whether two memref types have the same element type and compatible shapes} */
  static boolean castCompatible(ShapedType from, ShapedType to) {
    if (!from.elementType().equals(to.elementType())) {
      return false;
    }
    if (!from.hasRank() || !to.hasRank()) {
      return true;
    }
    if (from.rank() != to.rank()) {
      return false;
    }
    for (int i = 0; i < from.rank(); i++) {
      long a = from.shape().get(i);
      long b = to.shape().get(i);
      if (a != b && a != ShapedType.DYNAMIC && b != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether {@code collapsed} is {@code expanded} with each contiguous group of
   * {@code reassociation} folded into one dimension (MLIR's {@code verifyCollapsedShape})}
   */
  static boolean verifyCollapsedShape(Operation op, List<Long> collapsed, List<Long> expanded,
      ArrayAttr reassociation, DiagnosticEngine diag) {
    if (collapsed.size() != reassociation.size()) {
      diag.opError(op, "invalid number of reassociation groups: found " + reassociation.size()
          + ", expected " + collapsed.size());
      return false;
    }
    int nextDim = 0;
    for (int i = 0; i < reassociation.size(); i++) {
      boolean dynamic = false;
      long groupSize = 1;
      for (Attribute index : ((ArrayAttr) reassociation.get(i)).elements()) {
        long dim = ((IntegerAttr) index).longValue();
        if (dim != nextDim++) {
          diag.opError(op, "reassociation indices must be contiguous");
          return false;
        }
        if (dim >= expanded.size()) {
          diag.opError(op, "reassociation index " + dim + " is out of bounds");
          return false;
        }
        dynamic |= expanded.get((int) dim) == ShapedType.DYNAMIC;
        groupSize *= expanded.get((int) dim);
      }
      if ((collapsed.get(i) == ShapedType.DYNAMIC) != dynamic) {
        diag.opError(op, "collapsed dim (" + i + ") must be dynamic if and only if reassociation "
            + "group is dynamic");
        return false;
      }
      if (!dynamic && groupSize != collapsed.get(i)) {
        diag.opError(op, "collapsed dim size (" + collapsed.get(i) + ") must equal reassociation "
            + "group size (" + groupSize + ")");
        return false;
      }
    }
    if (!collapsed.isEmpty() && nextDim != expanded.size()) {
      diag.opError(op, "expanded rank (" + expanded.size() + ") inconsistent with number of "
          + "reassociation indices (" + nextDim + ")");
      return false;
    }
    return true;
  }
}
