package raptor.dialect.memref;

import java.util.List;
import java.util.Objects;
import raptor.ir.Operation;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.LinearLayout;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.attr.UnrankedMemRefType;
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
    int expected = layoutSymbols(type.layout());
    if (symbols != expected) {
      diag.opError(op, "symbol operand count does not equal memref symbol count: expected "
          + expected + ", got " + symbols);
      return false;
    }
    return true;
  }

  /**
   * {@return the symbols of a layout's affine map: those of an affine map, one per dynamic offset
   * or stride of a {@code strided<...>} layout (MLIR's {@code makeStridedLinearLayoutMap})}
   */
  private static int layoutSymbols(Attribute layout) {
    if (layout instanceof AffineMapAttr map) {
      return map.map().numSymbols();
    }
    if (!(layout instanceof StridedLayoutAttr strided)) {
      return 0;
    }
    int symbols = strided.offset() == ShapedType.DYNAMIC ? 1 : 0;
    for (long stride : strided.strides()) {
      symbols += stride == ShapedType.DYNAMIC ? 1 : 0;
    }
    return symbols;
  }

  /** {@code SameOperandsElementType} then {@code SameOperandsShape} (dynamic sizes match any). */
  static boolean verifySameShapeAndElement(Operation op, ShapedType a, ShapedType b,
      DiagnosticEngine diag) {
    if (!a.elementType().equals(b.elementType())) {
      diag.opError(op, "requires the same element type for all operands");
      return false;
    }
    if (a.hasRank() && b.hasRank() && !compatibleShapes(a.shape(), b.shape())) {
      diag.opError(op, "requires the same shape for all operands");
      return false;
    }
    return true;
  }

  /**
   * {@return whether a {@code memref.cast} may convert {@code from} to {@code to} (MLIR's
   * {@code CastOp::areCastCompatible}): the same element type and memory space; between ranked
   * types the same rank, compatible sizes and, when the layouts differ, strides and offsets that
   * agree wherever both are static; unranked to unranked is not allowed}
   */
  static boolean castCompatible(ShapedType from, ShapedType to) {
    if (!from.elementType().equals(to.elementType())
        || !Objects.equals(memorySpace(from), memorySpace(to))) {
      return false;
    }
    if (!(from instanceof MemRefType a) || !(to instanceof MemRefType b)) {
      return from.hasRank() || to.hasRank();
    }
    if (!Objects.equals(a.layout(), b.layout())) {
      StridedLayoutAttr aLayout = stridesAndOffset(a);
      StridedLayoutAttr bLayout = stridesAndOffset(b);
      if (aLayout == null || bLayout == null || aLayout.strides().size() != bLayout.strides().size()
          || !compatible(aLayout.offset(), bLayout.offset())) {
        return false;
      }
      for (int i = 0; i < aLayout.strides().size(); i++) {
        if (!compatible(aLayout.strides().get(i), bLayout.strides().get(i))) {
          return false;
        }
      }
    }
    return compatibleShapes(a.shape(), b.shape());
  }

  private static boolean compatibleShapes(List<Long> a, List<Long> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!compatible(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** {@return whether two sizes, strides or offsets agree where both are static} */
  static boolean compatible(long a, long b) {
    return a == b || a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC;
  }

  /** {@return the memory space of a ranked or unranked memref type, null for the default} */
  static Attribute memorySpace(ShapedType type) {
    if (type instanceof MemRefType ranked) {
      return ranked.memorySpace();
    }
    return type instanceof UnrankedMemRefType unranked ? unranked.memorySpace() : null;
  }

  /**
   * {@return the strides and offset of {@code type} (MLIR's {@code getStridesAndOffset}), or
   * null when its layout is not strided}
   */
  static StridedLayoutAttr stridesAndOffset(MemRefType type) {
    LinearLayout layout = LinearLayout.of(type);
    return layout == null ? null : layout.toStrided();
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
