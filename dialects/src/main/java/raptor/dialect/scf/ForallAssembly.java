package raptor.dialect.scf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import raptor.dialect.interfaces.DynamicIndexList;
import raptor.dialect.interfaces.DynamicIndexList.Delimiter;
import raptor.ir.Block;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;
import raptor.ir.constraint.Props;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.trait.ConstantLike;

/**
 * The custom forms of {@code scf.forall} and {@code scf.forall.in_parallel}, as mlir-opt 22
 * prints them (MLIR's {@code ForallOp::print}/{@code parse}).
 */
final class ForallAssembly {
  private static final Set<String> BOUNDS = Set.of("operandSegmentSizes", "staticLowerBound",
      "staticUpperBound", "staticStep");

  private ForallAssembly() {
  }

  /**
   * {@code scf.forall (%i) in (ubs)}, or {@code = (lbs) to (ubs) step (steps)} unless every
   * lower bound is 0 and every step 1 (a constant operand counts, so it is dropped), then
   * {@code shared_outs(%o = %t) -> (T)}, the body (with its terminator only when there are
   * results) and the attributes.
   */
  static void printForall(ScfForallOp op, AsmPrinter printer) {
    Block body = op.region().firstBlock();
    int rank = op.staticLowerBoundAttr().size();
    printer.print(" (");
    printer.printOperands(body.arguments().subList(0, rank));
    if (allConstant(op.dynamicLowerBound(), op.staticLowerBoundAttr(), 0)
        && allConstant(op.dynamicStep(), op.staticStepAttr(), 1)) {
      printer.print(") in ");
      DynamicIndexList.print(printer, op.dynamicUpperBound(), op.staticUpperBoundAttr(),
          Delimiter.PAREN);
    } else {
      printer.print(") = ");
      DynamicIndexList.print(printer, op.dynamicLowerBound(), op.staticLowerBoundAttr(),
          Delimiter.PAREN);
      printer.print(" to ");
      DynamicIndexList.print(printer, op.dynamicUpperBound(), op.staticUpperBoundAttr(),
          Delimiter.PAREN);
      printer.print(" step ");
      DynamicIndexList.print(printer, op.dynamicStep(), op.staticStepAttr(), Delimiter.PAREN);
    }
    LoopAssembly.printInitializationList(printer, body.arguments().subList(rank,
        body.numArguments()), op.outputs(), " shared_outs");
    printer.print(" ");
    if (op.numResults() > 0) {
      printer.print("-> (");
      printer.printTypes(op.resultTypes());
      printer.print(") ");
    }
    printer.printRegion(op.region(), false, op.numResults() > 0, false);
    printer.printOptionalAttrDict(op, BOUNDS);
  }

  /** Parses the form {@link #printForall} prints, adding the implicit terminator. */
  static void parseForall(AsmParser parser, OperationState state) {
    List<AsmParser.Argument> regionArgs = parseInductionVariables(parser);
    int rank = regionArgs.size();
    List<List<AsmParser.UnresolvedOperand>> bounds = List.of(new ArrayList<>(),
        new ArrayList<>(), new ArrayList<>());
    Attribute[] statics = new Attribute[3];
    if (parser.parseOptionalKeyword("in")) {
      DynamicIndexList.parse(parser, bounds.get(1), a -> statics[1] = a, Delimiter.PAREN);
      statics[0] = DenseArrayAttr.ofI64(filled(rank, 0));
      statics[2] = DenseArrayAttr.ofI64(filled(rank, 1));
    } else {
      parser.parseToken("=");
      DynamicIndexList.parse(parser, bounds.get(0), a -> statics[0] = a, Delimiter.PAREN);
      parser.parseKeyword("to");
      DynamicIndexList.parse(parser, bounds.get(1), a -> statics[1] = a, Delimiter.PAREN);
      parser.parseKeyword("step");
      DynamicIndexList.parse(parser, bounds.get(2), a -> statics[2] = a, Delimiter.PAREN);
    }
    for (List<AsmParser.UnresolvedOperand> group : bounds) {
      parser.resolveOperands(group, Collections.nCopies(group.size(), IndexType.INSTANCE), state);
    }
    List<AsmParser.UnresolvedOperand> outputs = new ArrayList<>();
    int outputsOffset = parser.offset();
    if (parser.parseOptionalKeyword("shared_outs")) {
      LoopAssembly.parseAssignmentList(parser, regionArgs, outputs);
      if (parser.parseOptionalToken("->")) {
        state.resultTypes.addAll(LoopAssembly.parseParenthesizedTypes(parser));
      }
      parser.resolveOperands(outputs, state.resultTypes, outputsOffset, state);
    }
    for (int i = rank; i < regionArgs.size(); i++) {
      regionArgs.set(i, regionArgs.get(i).withType(state.resultTypes.get(i - rank)));
    }
    Region body = state.addRegions(1);
    parser.parseRegion(body, regionArgs);
    ensureTerminator(body, state.location);
    parser.parseOptionalAttrDict(state);
    Props.put(state, "staticLowerBound", statics[0]);
    Props.put(state, "staticUpperBound", statics[1]);
    Props.put(state, "staticStep", statics[2]);
    Props.put(state, "operandSegmentSizes", DenseArrayAttr.ofI32(bounds.get(0).size(),
        bounds.get(1).size(), bounds.get(2).size(), outputs.size()));
  }

  /** {@code (%i, %j)}: the induction variables, typed {@code index}. */
  private static List<AsmParser.Argument> parseInductionVariables(AsmParser parser) {
    List<AsmParser.Argument> ivs = new ArrayList<>();
    for (AsmParser.Argument iv : parser.parseArgumentNameList()) {
      ivs.add(iv.withType(IndexType.INSTANCE));
    }
    return ivs;
  }

  /** Ends the body with an empty {@code scf.forall.in_parallel} unless it has one. */
  private static void ensureTerminator(Region body, Location location) {
    if (body.isEmpty()) {
      body.append(new Block());
    }
    Block block = body.lastBlock();
    if (block.isEmpty() || !ScfInParallelOp.NAME.equals(block.lastOp().name())) {
      OperationState terminator = new OperationState(ScfInParallelOp.INFO, location);
      terminator.addRegions(1).append(new Block());
      block.append(Operation.create(terminator));
    }
  }

  /** {@code scf.forall.in_parallel {...}}: the region without entry header, and attributes. */
  static void printInParallel(ScfInParallelOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printRegion(op.region(), false, false, false);
    printer.printOptionalAttrDict(op, Set.of());
  }

  /** Parses the form {@link #printInParallel} prints; an empty region gets its block. */
  static void parseInParallel(AsmParser parser, OperationState state) {
    Region region = state.addRegions(1);
    parser.parseRegion(region);
    if (region.isEmpty()) {
      region.append(new Block());
    }
    parser.parseOptionalAttrDict(state);
  }

  /** {@return whether every entry of the mixed list is the constant {@code expected}} */
  private static boolean allConstant(List<Value> dynamic, DenseArrayAttr statics, long expected) {
    int next = 0;
    for (int i = 0; i < statics.size(); i++) {
      long entry = statics.get(i);
      boolean matches = entry == ShapedType.DYNAMIC
          ? constantEquals(dynamic.get(next++), expected) : entry == expected;
      if (!matches) {
        return false;
      }
    }
    return true;
  }

  /** {@return whether a constant-like op defines {@code value} as the integer {@code expected}} */
  private static boolean constantEquals(Value value, long expected) {
    return value instanceof OpResult result && result.owner().hasTrait(ConstantLike.class)
        && result.owner().inherentAttr("value") instanceof IntegerAttr integer
        && integer.longValue() == expected;
  }

  private static long[] filled(int count, long value) {
    long[] array = new long[count];
    Arrays.fill(array, value);
    return array;
  }
}
