package raptor.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.constraint.FormatSupport;
import raptor.ir.constraint.Props;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * The custom forms of {@code scf.if}, {@code scf.execute_region} and {@code scf.index_switch}, as
 * mlir-opt 22 prints them.
 */
final class BranchAssembly {
  private BranchAssembly() {
  }

  // ---- scf.if ----

  /** {@code scf.if %c [-> (T)] {...} [else {...}]}; terminators shown only with results. */
  static void printIf(ScfIfOp op, AsmPrinter printer) {
    boolean printTerminators = op.numResults() > 0;
    printer.print(" ");
    printer.printOperand(op.condition());
    if (printTerminators) {
      printer.print(" -> (");
      printer.printTypes(op.resultTypes());
      printer.print(")");
    }
    printer.print(" ");
    printer.printRegion(op.thenRegion(), false, printTerminators, false);
    if (!op.elseRegion().isEmpty()) {
      printer.print(" else ");
      printer.printRegion(op.elseRegion(), false, printTerminators, false);
    }
    printer.printOptionalAttrDict(op, Set.of());
  }

  /** Parses the form {@link #printIf} prints, adding the implicit {@code scf.yield}s. */
  static void parseIf(AsmParser parser, OperationState state) {
    Region thenRegion = state.addRegions(1);
    Region elseRegion = state.addRegions(1);
    parser.resolveOperands(List.of(parser.parseOperand()), List.of(IntegerType.I1), state);
    if (parser.parseOptionalToken("->")) {
      state.resultTypes.addAll(LoopAssembly.parseParenthesizedTypes(parser));
    }
    parser.parseRegion(thenRegion);
    FormatSupport.ensureTerminator(thenRegion, ScfYieldOp.INFO, state.location);
    if (parser.parseOptionalKeyword("else")) {
      parser.parseRegion(elseRegion);
      FormatSupport.ensureTerminator(elseRegion, ScfYieldOp.INFO, state.location);
    }
    parser.parseOptionalAttrDict(state);
  }

  // ---- scf.execute_region ----

  /** {@code scf.execute_region [-> T | -> (T, U)] [no_inline] {...}}, terminators shown. */
  static void printExecuteRegion(ScfExecuteRegionOp op, AsmPrinter printer) {
    printArrowTypeList(printer, op.resultTypes());
    if (op.noInline()) {
      printer.print(" no_inline");
    }
    printer.print(" ");
    printer.printRegion(op.region(), false, true, false);
    printer.printOptionalAttrDict(op, Set.of("no_inline"));
  }

  /** Parses the form {@link #printExecuteRegion} prints. */
  static void parseExecuteRegion(AsmParser parser, OperationState state) {
    parseOptionalArrowTypeList(parser, state);
    if (parser.parseOptionalKeyword("no_inline")) {
      Props.put(state, "no_inline", UnitAttr.INSTANCE);
    }
    parser.parseRegion(state.addRegions(1));
    parser.parseOptionalAttrDict(state);
  }

  /**
   * {@code -> T} or {@code -> (T, U)} (parentheses also around a single function type), nothing
   * without types (MLIR's {@code printOptionalArrowTypeList}).
   */
  static void printArrowTypeList(AsmPrinter printer, List<Type> types) {
    if (!types.isEmpty()) {
      boolean parens = types.size() > 1 || types.get(0) instanceof FunctionType;
      printer.print(parens ? " -> (" : " -> ");
      printer.printTypes(types);
      printer.print(parens ? ")" : "");
    }
  }

  /** Parses the form {@link #printArrowTypeList} prints into the result types. */
  static void parseOptionalArrowTypeList(AsmParser parser, OperationState state) {
    if (parser.parseOptionalToken("->")) {
      state.resultTypes.addAll(parser.atToken("(")
          ? LoopAssembly.parseParenthesizedTypes(parser) : List.of(parser.parseType()));
    }
  }

  // ---- scf.index_switch ----

  /**
   * {@code scf.index_switch %x [-> T, U] } then one {@code case N {...}} line per case and
   * {@code default {...}}; the space ending the first line is mlir-opt's.
   */
  static void printIndexSwitch(ScfIndexSwitchOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperand(op.arg());
    printer.printOptionalAttrDict(op, Set.of("cases"));
    if (op.numResults() > 0) {
      printer.print(" -> ");
      printer.printTypes(op.resultTypes());
    }
    printer.print(" ");
    long[] cases = op.cases();
    List<Region> caseRegions = op.caseRegions();
    for (int i = 0; i < Math.min(cases.length, caseRegions.size()); i++) {
      printer.printNewline();
      printer.print("case " + cases[i] + " ");
      printer.printRegion(caseRegions.get(i), false, true, false);
    }
    printer.printNewline();
    printer.print("default ");
    printer.printRegion(op.defaultRegion(), true, false, false);
  }

  /**
   * Parses the form {@link #printIndexSwitch} prints; the default region is region 0. As with
   * mlir-opt, only the default region gets an implicit {@code scf.yield}.
   */
  static void parseIndexSwitch(AsmParser parser, OperationState state) {
    Region defaultRegion = state.addRegions(1);
    parser.resolveOperands(List.of(parser.parseOperand()), List.of(IndexType.INSTANCE), state);
    parser.parseOptionalAttrDict(state);
    if (parser.parseOptionalToken("->")) {
      state.resultTypes.addAll(parser.parseTypeList());
    }
    List<Long> cases = new ArrayList<>();
    while (parser.parseOptionalKeyword("case")) {
      cases.add(parser.parseInteger());
      parser.parseRegion(state.addRegions(1));
    }
    parser.parseKeyword("default");
    parser.parseRegion(defaultRegion);
    FormatSupport.ensureTerminator(defaultRegion, ScfYieldOp.INFO, state.location);
    long[] values = new long[cases.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = cases.get(i);
    }
    Props.put(state, "cases", DenseArrayAttr.ofI64(values));
  }
}
