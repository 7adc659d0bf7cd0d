package raptor.dialect.interfaces;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The check MLIR's {@code RegionBranchOpInterface} makes on the edge from a region's terminator
 * to the results of its parent op: the values the terminator forwards match the results in
 * number and type, else an error on the op with a note at the terminator.
 */
public final class RegionBranchResults {
  private RegionBranchResults() {
  }

  /** {@return whether {@code forwarded}, the operands {@code terminator} passes, fit {@code op}} */
  public static boolean verify(Operation op, Operation terminator, List<Value> forwarded,
      DiagnosticEngine diag) {
    String edge = "along control flow edge from Operation " + terminator.name() + " to parent: ";
    String problem = null;
    if (forwarded.size() != op.numResults()) {
      problem = "region branch point has " + forwarded.size()
          + " operands, but region successor needs " + op.numResults() + " inputs";
    } else {
      for (int i = 0; i < op.numResults() && problem == null; i++) {
        Type source = forwarded.get(i).type();
        Type target = op.result(i).type();
        if (!source.equals(target)) {
          problem = "successor operand type #" + i + " '" + AttrPrinter.toText(source)
              + "' should match successor input type #" + i + " '" + AttrPrinter.toText(target)
              + "'";
        }
      }
    }
    if (problem != null) {
      diag.opError(op, edge + problem).attachNote(terminator.location(), "region branch point");
    }
    return problem == null;
  }
}
