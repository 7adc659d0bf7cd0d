package raptor.dialect.memref;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * {@code memref.atomic_rmw}, {@code memref.generic_atomic_rmw} and its terminator
 * {@code memref.atomic_yield}: the custom form of the generic op and the checks, with MLIR's
 * messages.
 */
final class AtomicOps {
  /** The kinds of {@code arith.atomic_rmw_kind} that combine floats. */
  private static final Set<String> FLOAT_KINDS = Set.of("addf", "maximumf", "minimumf", "mulf");
  /** The kinds that combine integers ({@code assign}, {@code maxnumf}, {@code minnumf}: any). */
  private static final Set<String> INTEGER_KINDS = Set.of("addi", "maxs", "maxu", "mins", "minu",
      "muli", "ori", "xori", "andi");
  /** The keywords of {@code arith.atomic_rmw_kind}, by value. */
  private static final List<String> KINDS = List.of("addf", "addi", "andi", "assign", "maximumf",
      "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori",
      "xori");

  private AtomicOps() {
  }

  /** One index per dimension, and a value type the kind can combine. */
  static boolean verifyAtomicRmw(MemRefAtomicRMWOp op, DiagnosticEngine diag) {
    if (((ShapedType) op.memref().type()).rank() != op.numOperands() - 2) {
      diag.opError(op, "expects the number of subscripts to be equal to memref rank");
      return false;
    }
    String kind = KINDS.get((int) op.kind());
    Type type = op.value().type();
    if (FLOAT_KINDS.contains(kind) && !(type instanceof FloatType)) {
      diag.opError(op, "with kind '" + kind + "' expects a floating-point type");
      return false;
    }
    if (INTEGER_KINDS.contains(kind) && !(type instanceof IntegerType)) {
      diag.opError(op, "with kind '" + kind + "' expects an integer type");
      return false;
    }
    return true;
  }

  /** {@code %m[%i] : memref<10xf32> {^bb0(%old: f32): ...}}, block header and terminator shown. */
  static void printGeneric(MemRefGenericAtomicRMWOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperand(op.memref());
    printer.print("[");
    printer.printOperands(op.indices());
    printer.print("] : ");
    printer.printType(op.memref().type());
    printer.print(" ");
    printer.printRegion(op.atomicBody(), true, true, false);
    printer.printOptionalAttrDict(op, Set.of());
  }

  /**
   * Parses the form {@link #printGeneric} prints; the result is the element type, and the
   * region keeps the terminator it was written with (MLIR adds none).
   */
  static void parseGeneric(AsmParser parser, OperationState state) {
    AsmParser.UnresolvedOperand memref = parser.parseOperand();
    parser.parseToken("[");
    List<AsmParser.UnresolvedOperand> indices = parser.parseOperandList();
    parser.parseToken("]");
    parser.parseColon();
    Type type = parser.parseType();
    parser.resolveOperands(List.of(memref), List.of(type), state);
    parser.resolveOperands(indices, Collections.nCopies(indices.size(),
        IndexType.INSTANCE), state);
    parser.parseRegion(state.addRegions(1));
    parser.parseOptionalAttrDict(state);
    state.resultTypes.add(((MemRefType) type).elementType());
  }

  /**
   * One block argument of the result type, and only side-effect-free ops in the body (the
   * first other one is reported at itself).
   */
  static boolean verifyGeneric(MemRefGenericAtomicRMWOp op, DiagnosticEngine diag) {
    Region body = op.atomicBody();
    int arguments = body.isEmpty() ? 0 : body.firstBlock().numArguments();
    if (arguments != 1) {
      diag.opError(op, "expected single number of entry block arguments");
      return false;
    }
    if (!op.result().type().equals(body.firstBlock().argument(0).type())) {
      diag.opError(op, "expected block argument of the same type result type");
      return false;
    }
    WalkResult walk = op.walk(WalkOrder.POST_ORDER, nested -> {
      if (nested == op || OpEffects.isEffectFree(nested)) {
        return WalkResult.ADVANCE;
      }
      diag.errorAt(nested, "body of 'memref.generic_atomic_rmw' should contain only operations "
          + "with no side effects");
      return WalkResult.INTERRUPT;
    });
    return walk != WalkResult.INTERRUPT;
  }

  /** The yielded value has the parent's result type. */
  static boolean verifyYield(MemRefAtomicYieldOp op, DiagnosticEngine diag) {
    Type parentType = op.parentOp().result(0).type();
    Type type = op.result().type();
    if (!parentType.equals(type)) {
      diag.opError(op, "types mismatch between yield op: '" + AttrPrinter.toText(type)
          + "' and its parent: '" + AttrPrinter.toText(parentType) + "'");
      return false;
    }
    return true;
  }
}
