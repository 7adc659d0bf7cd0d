package raptor.ir.trait;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * Trait: destination-passing style (MLIR's {@code DestinationStyleOpInterface}). The op's init
 * operands are its destinations: a tensor init is tied to the result at its position among the
 * inits and has that result's type; a memref init has no result.
 *
 * <p>Generated op classes with the trait implement {@link #dpsInits()}.
 */
public interface DestinationStyle extends Trait {
  /** {@return the init (destination) operands} */
  List<Value> dpsInits();

  /**
   * Checks the trait as MLIR's {@code verifyDestinationStyleOpInterface} does.
   *
   * @param inits the operand number of the first init and the number of inits
   * @return whether the op is valid; otherwise an error was reported
   */
  static boolean verify(Operation op, DiagnosticEngine diag, int[] inits) {
    int firstInit = inits[0];
    int numInits = inits[1];
    int tensorInits = 0;
    for (int i = firstInit; i < firstInit + numInits; i++) {
      Type type = op.operand(i).type();
      if (isTensor(type)) {
        tensorInits++;
      } else if (!(type instanceof MemRefType || type instanceof UnrankedMemRefType)) {
        diag.opError(op, "expected that operand #" + i + " is a tensor or a memref");
        return false;
      }
    }
    int tensorResults = 0;
    for (int i = 0; i < op.numResults(); i++) {
      tensorResults += isTensor(op.result(i).type()) ? 1 : 0;
    }
    if (tensorResults != tensorInits) {
      diag.opError(op, "expected the number of tensor results (" + tensorResults
          + ") to be equal to the number of output tensors (" + tensorInits + ")");
      return false;
    }
    for (int i = 0; i < numInits && i < op.numResults(); i++) {
      Type init = op.operand(firstInit + i).type();
      Type result = op.result(i).type();
      if (isTensor(init) && !init.equals(result)) {
        diag.opError(op, "expected type of operand #" + (firstInit + i) + " ('"
            + AttrPrinter.toText(init) + "') to match type of corresponding result ('"
            + AttrPrinter.toText(result) + "')");
        return false;
      }
    }
    return true;
  }

  private static boolean isTensor(Type type) {
    return type instanceof RankedTensorType || type instanceof UnrankedTensorType;
  }
}
