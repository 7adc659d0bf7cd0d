package raptor.dialect.interfaces;

import raptor.ir.Operation;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The rules {@code tensor.reshape} and {@code memref.reshape} share, with MLIR's messages:
 * operand 0 is the source, operand 1 the 1-D shape and result 0 the reshaped value; {@code kind}
 * ("tensor" or "memref") names the types in the messages.
 */
public final class ShapeOperandReshape {
  private ShapeOperandReshape() {
  }

  /** The source and the result have the same element type. */
  public static boolean verifyElementType(Operation op, String kind, DiagnosticEngine diag) {
    ShapedType source = (ShapedType) op.operand(0).type();
    ShapedType result = (ShapedType) op.result(0).type();
    if (!source.elementType().equals(result.elementType())) {
      diag.opError(op, "element types of source and destination " + kind
          + " types should be the same");
      return false;
    }
    return true;
  }

  /** A ranked result takes a shape of static length equal to its rank. */
  public static boolean verifyShapeLength(Operation op, String kind, DiagnosticEngine diag) {
    ShapedType result = (ShapedType) op.result(0).type();
    if (!result.hasRank()) {
      return true;
    }
    long length = ((ShapedType) op.operand(1).type()).shape().get(0);
    if (length == ShapedType.DYNAMIC) {
      diag.opError(op, "cannot use shape operand with dynamic length to reshape to "
          + "statically-ranked " + kind + " type");
      return false;
    }
    if (length != result.rank()) {
      diag.opError(op, "length of shape operand differs from the result's " + kind + " rank");
      return false;
    }
    return true;
  }
}
