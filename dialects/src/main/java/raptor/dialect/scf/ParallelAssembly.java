package raptor.dialect.scf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.constraint.FormatSupport;
import raptor.ir.constraint.Props;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/** The custom form of {@code scf.parallel}, as mlir-opt 22 prints it ({@code ParallelOp::print}). */
final class ParallelAssembly {
  private ParallelAssembly() {
  }

  /**
   * {@code scf.parallel (%i) = (lbs) to (ubs) step (steps) [init (%x)] [-> T]} then the body,
   * terminator included, and the attributes.
   */
  static void print(ScfParallelOp op, AsmPrinter printer) {
    Block body = op.region().firstBlock();
    printer.print(" (");
    printer.printOperands(body.arguments());
    printer.print(") = (");
    printer.printOperands(op.lowerBound());
    printer.print(") to (");
    printer.printOperands(op.upperBound());
    printer.print(") step (");
    printer.printOperands(op.step());
    printer.print(")");
    if (!op.initVals().isEmpty()) {
      printer.print(" init (");
      printer.printOperands(op.initVals());
      printer.print(")");
    }
    BranchAssembly.printArrowTypeList(printer, op.resultTypes());
    printer.print(" ");
    printer.printRegion(op.region(), false, true, false);
    printer.printOptionalAttrDict(op, Set.of("operandSegmentSizes"));
  }

  /** Parses the form {@link #print} prints, adding an {@code scf.reduce} without operands. */
  static void parse(AsmParser parser, OperationState state) {
    List<AsmParser.Argument> ivs = new ArrayList<>();
    for (AsmParser.Argument iv : parser.parseArgumentNameList()) {
      ivs.add(iv.withType(IndexType.INSTANCE));
    }
    parser.parseToken("=");
    long[] segments = new long[4];
    segments[0] = parseBounds(parser, ivs.size(), state);
    parser.parseKeyword("to");
    segments[1] = parseBounds(parser, ivs.size(), state);
    parser.parseKeyword("step");
    segments[2] = parseBounds(parser, ivs.size(), state);
    List<AsmParser.UnresolvedOperand> inits = new ArrayList<>();
    if (parser.parseOptionalKeyword("init")) {
      inits = parseParenthesizedOperands(parser);
    }
    BranchAssembly.parseOptionalArrowTypeList(parser, state);
    Region body = state.addRegions(1);
    parser.parseRegion(body, ivs);
    segments[3] = inits.size();
    Props.put(state, "operandSegmentSizes", DenseArrayAttr.ofI32(segments));
    parser.parseOptionalAttrDict(state);
    parser.resolveOperands(inits, state.resultTypes, parser.nameOffset(), state);
    FormatSupport.ensureTerminator(body, ScfReduceOp.INFO, state.location);
  }

  /** {@code (%a, %b)} of exactly {@code count} index operands (MLIR's message otherwise). */
  private static int parseBounds(AsmParser parser, int count, OperationState state) {
    int offset = parser.offset();
    List<AsmParser.UnresolvedOperand> bounds = parseParenthesizedOperands(parser);
    if (bounds.size() != count) {
      throw parser.errorAt(offset, "expected " + count + " operands");
    }
    parser.resolveOperands(bounds, Collections.nCopies(count, IndexType.INSTANCE), state);
    return count;
  }

  private static List<AsmParser.UnresolvedOperand> parseParenthesizedOperands(AsmParser parser) {
    parser.parseToken("(");
    List<AsmParser.UnresolvedOperand> operands = parser.parseOperandList();
    parser.parseToken(")");
    return operands;
  }
}
