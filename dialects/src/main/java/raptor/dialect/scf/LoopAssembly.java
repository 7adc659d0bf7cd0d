package raptor.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.constraint.FormatSupport;
import raptor.ir.constraint.Props;
import raptor.ir.constraint.TypeKind;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/** The custom forms of {@code scf.for} and {@code scf.while}, as mlir-opt 22 prints them. */
final class LoopAssembly {
  private LoopAssembly() {
  }

  // ---- scf.for ----

  /**
   * {@code scf.for [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %x) -> (T)] [ : T] {...}};
   * the two spaces before {@code :} are mlir-opt's.
   */
  static void printFor(ScfForOp op, AsmPrinter printer) {
    if (op.unsignedCmp()) {
      printer.print(" unsigned");
    }
    Block body = op.region().firstBlock();
    printer.print(" ");
    printer.printOperand(body.argument(0));
    printer.print(" = ");
    printer.printOperand(op.lowerBound());
    printer.print(" to ");
    printer.printOperand(op.upperBound());
    printer.print(" step ");
    printer.printOperand(op.step());
    printInitializationList(printer, body.arguments().subList(1, body.numArguments()),
        op.initArgs(), " iter_args");
    if (!op.initArgs().isEmpty()) {
      printer.print(" -> (");
      printer.printTypes(FormatSupport.typesOf(op.initArgs()));
      printer.print(")");
    }
    printer.print(" ");
    Type type = body.argument(0).type();
    if (!(type instanceof IndexType)) {
      printer.print(" : ");
      printer.printType(type);
      printer.print(" ");
    }
    printer.printRegion(op.region(), false, !op.initArgs().isEmpty(), false);
    printer.printOptionalAttrDict(op, Set.of("unsignedCmp"));
  }

  /** Parses the form {@link #printFor} prints, adding the implicit {@code scf.yield}. */
  static void parseFor(AsmParser parser, OperationState state) {
    boolean unsigned = parser.parseOptionalKeyword("unsigned");
    List<AsmParser.Argument> regionArgs = new ArrayList<>();
    regionArgs.add(parser.parseArgumentName(true));
    parser.parseToken("=");
    AsmParser.UnresolvedOperand lowerBound = parser.parseOperand();
    parser.parseKeyword("to");
    AsmParser.UnresolvedOperand upperBound = parser.parseOperand();
    parser.parseKeyword("step");
    AsmParser.UnresolvedOperand step = parser.parseOperand();
    List<AsmParser.UnresolvedOperand> inits = new ArrayList<>();
    if (parser.parseOptionalKeyword("iter_args")) {
      parseAssignmentList(parser, regionArgs, inits);
      parser.parseToken("->");
      state.resultTypes.addAll(parseParenthesizedTypes(parser));
    }
    if (regionArgs.size() != state.resultTypes.size() + 1) {
      throw parser.errorAt(parser.nameOffset(),
          "mismatch in number of loop-carried values and defined values");
    }
    Type type = parser.parseOptionalToken(":") ? parser.parseType() : IndexType.INSTANCE;
    regionArgs.set(0, regionArgs.get(0).withType(type));
    for (int i = 1; i < regionArgs.size(); i++) {
      regionArgs.set(i, regionArgs.get(i).withType(state.resultTypes.get(i - 1)));
    }
    parser.parseRegion(state.addRegions(1), regionArgs);
    FormatSupport.ensureTerminator(state.regions.get(0), ScfYieldOp.INFO, state.location);
    List<AsmParser.UnresolvedOperand> operands = new ArrayList<>(List.of(lowerBound, upperBound, step));
    operands.addAll(inits);
    List<Type> types = new ArrayList<>(List.of(type, type, type));
    types.addAll(state.resultTypes);
    parser.resolveOperands(operands, types, state);
    parser.parseOptionalAttrDict(state);
    if (unsigned) {
      Props.put(state, "unsignedCmp", UnitAttr.INSTANCE);
    }
  }

  // ---- scf.while ----

  /** {@code scf.while [(%a = %x)] : (T) -> T {...} do {...} [attributes {...}]}. */
  static void printWhile(ScfWhileOp op, AsmPrinter printer) {
    printInitializationList(printer, op.before().firstBlock().arguments(), op.inits(), " ");
    printer.print(" : ");
    printer.printFunctionalType(FormatSupport.typesOf(op.inits()), op.resultTypes());
    printer.print(" ");
    printer.printRegion(op.before(), false, true, false);
    printer.print(" do ");
    printer.printRegion(op.after(), true, true, false);
    printer.printOptionalAttrDictWithKeyword(op, Set.of());
  }

  /** Parses the form {@link #printWhile} prints. */
  static void parseWhile(AsmParser parser, OperationState state) {
    List<AsmParser.Argument> regionArgs = new ArrayList<>();
    List<AsmParser.UnresolvedOperand> inits = new ArrayList<>();
    if (parser.atToken("(")) {
      parseAssignmentList(parser, regionArgs, inits);
    }
    int typeOffset = parser.offset();
    FunctionType type = (FunctionType) parser.parseColonType(TypeKind.FUNCTION);
    state.resultTypes.addAll(type.results());
    if (type.inputs().size() != inits.size()) {
      throw parser.errorAt(typeOffset, "expected as many input types as operands (expected "
          + inits.size() + " got " + type.inputs().size() + ")");
    }
    parser.resolveOperands(inits, type.inputs(), state);
    for (int i = 0; i < regionArgs.size(); i++) {
      regionArgs.set(i, regionArgs.get(i).withType(type.inputs().get(i)));
    }
    parser.parseRegion(state.addRegions(1), regionArgs);
    parser.parseKeyword("do");
    parser.parseRegion(state.addRegions(1));
    parser.parseOptionalAttrDictWithKeyword(state);
  }

  // ---- Shared pieces ----

  /** {@code <prefix>(%arg = %init, ...)}, or nothing without initializers. */
  static void printInitializationList(AsmPrinter printer, List<? extends Value> args,
      List<Value> inits, String prefix) {
    if (inits.isEmpty()) {
      return;
    }
    printer.print(prefix).print("(");
    for (int i = 0; i < inits.size(); i++) {
      printer.print(i == 0 ? "" : ", ");
      printer.printOperand(args.get(i));
      printer.print(" = ");
      printer.printOperand(inits.get(i));
    }
    printer.print(")");
  }

  /**
   * Parses {@code (%arg = %init, ...)} into region arguments (without types) and operands, with
   * the messages of MLIR's {@code parseAssignmentList}.
   */
  static void parseAssignmentList(AsmParser parser, List<AsmParser.Argument> args,
      List<AsmParser.UnresolvedOperand> inits) {
    if (!parser.parseOptionalToken("(")) {
      throw parser.error("expected '('");
    }
    if (parser.parseOptionalToken(")")) {
      return;
    }
    do {
      args.add(parser.parseArgumentName());
      parser.parseToken("=");
      inits.add(parser.parseOperand());
    } while (parser.parseOptionalToken(","));
    if (!parser.parseOptionalToken(")")) {
      throw parser.missingToken("expected ',' or ')'");
    }
  }

  /** Parses {@code (T, ...)}, {@code ()} or a single type. */
  static List<Type> parseParenthesizedTypes(AsmParser parser) {
    if (!parser.parseOptionalToken("(")) {
      return List.of(parser.parseType());
    }
    if (parser.parseOptionalToken(")")) {
      return List.of();
    }
    List<Type> types = parser.parseTypeList();
    parser.parseToken(")");
    return types;
  }
}
