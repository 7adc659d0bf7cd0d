package raptor.dialect.memref;

import java.util.Set;
import raptor.dialect.interfaces.RegionBranchResults;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.constraint.FormatSupport;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * The custom form of {@code memref.alloca_scope}: {@code  -> (T) {...}} with its results, else
 * the region alone, whose terminator is shown only with results (mlir-opt prints two spaces
 * after the op name).
 */
final class AllocaScopes {
  private AllocaScopes() {
  }

  static void print(MemRefAllocaScopeOp op, AsmPrinter printer) {
    printer.print(" ");
    boolean results = op.numResults() > 0;
    if (results) {
      printer.print(" -> (");
      printer.printTypes(op.resultTypes());
      printer.print(")");
    }
    printer.print(" ");
    printer.printRegion(op.bodyRegion(), false, results, false);
    printer.printOptionalAttrDict(op, Set.of());
  }

  /** The terminator returns values of the result types (the region-branch check). */
  static boolean verify(MemRefAllocaScopeOp op, DiagnosticEngine diag) {
    Region body = op.bodyRegion();
    if (body.isEmpty() || body.firstBlock().isEmpty()) {
      return true;
    }
    Operation terminator = body.firstBlock().lastOp();
    return RegionBranchResults.verify(op, terminator, terminator.operands(), diag);
  }

  /** Parses an optional {@code -> T} or {@code -> (T, U)}, the region and attributes. */
  static void parse(AsmParser parser, OperationState state) {
    if (parser.parseOptionalToken("->")) {
      if (parser.parseOptionalToken("(")) {
        if (!parser.parseOptionalToken(")")) {
          state.resultTypes.addAll(parser.parseTypeList());
          parser.parseToken(")");
        }
      } else {
        state.resultTypes.add(parser.parseType());
      }
    }
    parser.parseRegion(state.addRegions(1));
    FormatSupport.ensureTerminator(state.regions.get(0), MemRefAllocaScopeReturnOp.INFO,
        state.location);
    parser.parseOptionalAttrDict(state);
  }
}
