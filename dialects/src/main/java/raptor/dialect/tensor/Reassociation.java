package raptor.dialect.tensor;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The shape checks of tensor reshapes with a reassociation ({@code collapse_shape},
 * {@code expand_shape}): each group of expanded dimensions makes one collapsed dimension.
 */
final class Reassociation {
  private Reassociation() {
  }

  /**
   * {@return whether {@code collapsed} is {@code expanded} with the groups of
   * {@code reassociation} ({@code [[0, 1], [2]]}) folded into one dimension each}
   */
  static boolean verify(Operation op, DiagnosticEngine diag, ShapedType collapsed,
      ShapedType expanded, ArrayAttr reassociation) {
    if (collapsed.rank() != reassociation.size()) {
      diag.opError(op, "expected collapsed rank (" + collapsed.rank() + ") to equal the number "
          + "of reassociation maps (" + reassociation.size() + ").");
      return false;
    }
    List<Long> expandedShape = expanded.shape();
    for (int i = 0; i < reassociation.size(); i++) {
      long product = 1;
      boolean dynamic = false;
      for (Attribute index : ((ArrayAttr) reassociation.get(i)).elements()) {
        long position = ((IntegerAttr) index).longValue();
        if (position < 0 || position >= expandedShape.size()) {
          diag.opError(op, "expected reassociation map #" + i + " to be valid and contiguous");
          return false;
        }
        long dim = expandedShape.get((int) position);
        dynamic |= dim == ShapedType.DYNAMIC;
        product *= dim;
      }
      long actual = collapsed.shape().get(i);
      if (dynamic && actual != ShapedType.DYNAMIC) {
        diag.opError(op, "expected dimension " + i + " of collapsed type to be dynamic since one "
            + "or more of the corresponding dimensions in the expanded type is dynamic");
        return false;
      }
      if (!dynamic && actual != product) {
        diag.opError(op, "expected dimension " + i + " of collapsed type to be static value of "
            + product);
        return false;
      }
    }
    return true;
  }
}
