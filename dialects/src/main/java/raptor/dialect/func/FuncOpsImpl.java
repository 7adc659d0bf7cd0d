package raptor.dialect.func;

import java.util.List;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.SymbolTable;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.Type;
import raptor.ir.constraint.Props;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/** Hand-written behaviour of the {@code func} dialect; everything else is generated from Func.td. */
@GenerateDialect(td = "func/Func.td")
public final class FuncOpsImpl {
  private static final Set<String> SIGNATURE_ATTRS =
      Set.of("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs");
  /** The attributes the signature spells, in the order MLIR rejects them in the dictionary. */
  private static final List<String> INFERRED_ATTRS =
      List.of("sym_visibility", "sym_name", "function_type");

  private FuncOpsImpl() {
  }

  // ---- func.func: printing ----

  /** {@code func.func private @f(%arg0: i32 {a}) -> (i32 {b}) attributes {...} { ... }}. */
  static void print(FuncFuncOp op, AsmPrinter printer) {
    printer.print(" ");
    if (op.symVisibilityAttr() != null) {
      printer.print(op.symVisibilityAttr().value()).print(" ");
    }
    printer.printSymbolName(op.symName());
    FunctionType type = (FunctionType) op.functionTypeAttr();
    boolean external = op.body().isEmpty();
    printer.print("(");
    for (int i = 0; i < type.inputs().size(); i++) {
      printer.print(i == 0 ? "" : ", ");
      if (external) {
        printer.printType(type.inputs().get(i));
        printArgAttrs(printer, op.argAttrsAttr(), i);
      } else {
        BlockArgument argument = op.body().firstBlock().argument(i);
        printer.printOperand(argument);
        printer.print(": ");
        printer.printType(type.inputs().get(i));
        printArgAttrs(printer, op.argAttrsAttr(), i);
        printer.printOptionalLocationSpecifier(argument.location());
      }
    }
    printer.print(")");
    printResults(printer, type.results(), op.resAttrsAttr());
    printer.printOptionalAttrDictWithKeyword(op, SIGNATURE_ATTRS);
    if (!external) {
      printer.print(" ");
      printer.printRegion(op.body(), false, true, false);
    }
  }

  private static void printResults(AsmPrinter printer, List<Type> results, ArrayAttr attrs) {
    if (results.isEmpty()) {
      return;
    }
    printer.print(" -> ");
    boolean parens = results.size() > 1 || attrs != null
        || results.get(0) instanceof FunctionType;
    printer.print(parens ? "(" : "");
    for (int i = 0; i < results.size(); i++) {
      printer.print(i == 0 ? "" : ", ");
      printer.printType(results.get(i));
      printArgAttrs(printer, attrs, i);
    }
    printer.print(parens ? ")" : "");
  }

  private static void printArgAttrs(AsmPrinter printer, ArrayAttr attrs, int index) {
    if (attrs != null && attrs.get(index) instanceof DictionaryAttr dict && !dict.isEmpty()) {
      printer.print(" ");
      printer.printAttribute(dict);
    }
  }

  // ---- func.func: parsing ----

  /**
   * Parses the form {@link #print(FuncFuncOp, AsmPrinter)} prints, as MLIR's
   * {@code function_interface_impl::parseFunctionOp}.
   */
  static void parseFuncOp(AsmParser parser, OperationState state) {
    for (String visibility : List.of("private", "public", "nested")) {
      if (parser.parseOptionalToken(visibility)) {
        Props.put(state, "sym_visibility", StringAttr.of(visibility));
        break;
      }
    }
    Props.put(state, "sym_name", StringAttr.of(parser.parseSymbolName()));
    FunctionSignatureParser signature = new FunctionSignatureParser(parser);
    signature.parse();
    Props.put(state, "function_type", signature.type());
    Props.put(state, "arg_attrs", signature.argAttrs());
    Props.put(state, "res_attrs", signature.resAttrs());
    int dictOffset = parser.offset();
    DictionaryAttr explicit = parser.parseOptionalAttrDictWithKeyword(state);
    for (String inferred : INFERRED_ATTRS) {
      if (explicit.get(inferred) != null) {
        throw parser.errorAt(dictOffset, "'" + inferred + "' is an inferred attribute and should "
            + "not be specified in the explicit attribute dictionary");
      }
    }
    Region body = state.addRegions(1);
    if (!parser.atToken("{")) {
      return;
    }
    int bodyOffset = parser.offset();
    parser.parseRegion(body, signature.namedArguments());
    if (body.isEmpty()) {
      if (signature.type().inputs().isEmpty()) {
        throw parser.errorAt(bodyOffset, "expected non-empty function body");
      }
      // MLIR opens the entry block before it sees '}' when the signature lists (unnamed) types.
      body.append(new Block());
    }
  }

  // ---- Verification ----

  /**
   * {@code arg_attrs} or {@code res_attrs}, when present, hold one dictionary per entry, and
   * only dialect attributes (names with a dot), as MLIR's function interface requires.
   */
  private static boolean attributeArrayMatches(FuncFuncOp op, DiagnosticEngine diag,
      ArrayAttr attrs, String what, String plural, int expected) {
    if (attrs == null) {
      return true;
    }
    if (attrs.size() != expected) {
      diag.opError(op, "expects " + what + " attribute array to have the same number of elements"
          + " as the number of function " + plural + ", got " + attrs.size() + ", but expected "
          + expected);
      return false;
    }
    for (Attribute entry : attrs.elements()) {
      if (entry instanceof DictionaryAttr dictionary
          && dictionary.entries().stream().anyMatch(a -> !a.name().contains("."))) {
        diag.opError(op, plural + " may only have dialect attributes");
        return false;
      }
    }
    return true;
  }

  static boolean verify(FuncFuncOp op, DiagnosticEngine diag) {
    if (!(op.functionTypeAttr() instanceof FunctionType type)) {
      diag.opError(op, "attribute 'function_type' failed to satisfy constraint: "
          + "type attribute of function type");
      return false;
    }
    if (!attributeArrayMatches(op, diag, op.argAttrsAttr(), "argument", "arguments",
        type.inputs().size())
        || !attributeArrayMatches(op, diag, op.resAttrsAttr(), "result", "results",
            type.results().size())) {
      return false;
    }
    if (op.body().isEmpty()) {
      if (op.symVisibilityAttr() == null || op.symVisibilityAttr().value().equals("public")) {
        diag.opError(op, "symbol declaration cannot have public visibility");
        return false;
      }
      return true;
    }
    Block entry = op.body().firstBlock();
    if (entry.numArguments() != type.inputs().size()) {
      diag.opError(op, "entry block must have " + type.inputs().size()
          + " arguments to match function signature");
      return false;
    }
    for (int i = 0; i < entry.numArguments(); i++) {
      Type actual = entry.argument(i).type();
      if (!actual.equals(type.inputs().get(i))) {
        diag.opError(op, "type of entry block argument #" + i + "('" + AttrPrinter.toText(actual)
            + "') must match the type of the corresponding argument in function signature('"
            + AttrPrinter.toText(type.inputs().get(i)) + "')");
        return false;
      }
    }
    return true;
  }

  /** The operands must match the results of the enclosing function. */
  static boolean verify(FuncReturnOp op, DiagnosticEngine diag) {
    if (!(op.parentOp() instanceof FuncFuncOp func)
        || !(func.functionTypeAttr() instanceof FunctionType type)) {
      return true;
    }
    List<Type> results = type.results();
    if (op.numOperands() != results.size()) {
      diag.opError(op, "has " + op.numOperands() + " operands, but enclosing function (@"
          + func.symName() + ") returns " + results.size());
      return false;
    }
    for (int i = 0; i < results.size(); i++) {
      Type actual = op.operand(i).type();
      if (!actual.equals(results.get(i))) {
        diag.errorAt(op, "type of return operand " + i + " ('" + AttrPrinter.toText(actual)
            + "') doesn't match function result type ('" + AttrPrinter.toText(results.get(i))
            + "') in function @" + func.symName());
        return false;
      }
    }
    return true;
  }

  /** A function constant names a function of the nearest symbol table, of its type. */
  static boolean verifySymbolUses(FuncConstantOp op, DiagnosticEngine diag) {
    Operation table = SymbolTable.nearestSymbolTable(op);
    Operation callee = table == null ? null : SymbolTable.lookup(table, op.value());
    if (!(callee instanceof FuncFuncOp func)) {
      diag.opError(op, "reference to undefined function '" + op.value() + "'");
      return false;
    }
    if (!func.functionTypeAttr().equals(op.result().type())) {
      diag.opError(op, "reference to function with mismatched type");
      return false;
    }
    return true;
  }

  static List<OpFoldResult> fold(FuncConstantOp op, List<Attribute> constants) {
    return FoldResults.constant(op.valueAttr());
  }

  /** The callee must be a function of the nearest symbol table with a matching signature. */
  static boolean verifySymbolUses(FuncCallOp op, DiagnosticEngine diag) {
    Operation table = SymbolTable.nearestSymbolTable(op);
    Operation callee = table == null ? null : SymbolTable.lookup(table, op.callee());
    if (!(callee instanceof FuncFuncOp func) || !(func.functionTypeAttr() instanceof FunctionType type)) {
      diag.opError(op, "'" + op.callee() + "' does not reference a valid function");
      return false;
    }
    if (type.inputs().size() != op.args().size()) {
      diag.opError(op, "incorrect number of operands for callee");
      return false;
    }
    for (int i = 0; i < type.inputs().size(); i++) {
      Type actual = op.args().get(i).type();
      if (!actual.equals(type.inputs().get(i))) {
        diag.opError(op, "operand type mismatch: expected operand type '"
            + AttrPrinter.toText(type.inputs().get(i)) + "', but provided '"
            + AttrPrinter.toText(actual) + "' for operand number " + i);
        return false;
      }
    }
    if (type.results().size() != op.numResults()) {
      diag.opError(op, "incorrect number of results for callee");
      return false;
    }
    for (int i = 0; i < type.results().size(); i++) {
      if (!type.results().get(i).equals(op.result(i).type())) {
        diag.opError(op, "result type mismatch at index " + i);
        return false;
      }
    }
    return true;
  }

  // ---- func.call_indirect ----

  /** {@code %r = func.call_indirect %f(%a) {attrs} : (i32) -> i32}. */
  static void print(FuncCallIndirectOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperand(op.callee());
    printer.print("(");
    printer.printOperands(op.calleeOperands());
    printer.print(")");
    printer.printOptionalAttrDict(op, Set.of());
    printer.print(" : ");
    printer.printType(op.callee().type());
  }

  /**
   * Parses the form {@link #print(FuncCallIndirectOp, AsmPrinter)} prints; the operand and
   * result types are those of the function type.
   */
  static void parseCallIndirectOp(AsmParser parser, OperationState state) {
    AsmParser.UnresolvedOperand callee = parser.parseOperand();
    parser.parseToken("(");
    int operandsOffset = parser.offset();
    List<AsmParser.UnresolvedOperand> operands = parser.parseOperandList();
    parser.parseToken(")");
    parser.parseOptionalAttrDict(state);
    parser.parseColon();
    FunctionType type = parser.parseFunctionType();
    parser.resolveOperands(List.of(callee), List.of(type), state);
    parser.resolveOperands(operands, type.inputs(), operandsOffset, state);
    state.resultTypes.addAll(type.results());
  }

  /** The operands and results have the types of the callee's function type. */
  static boolean verify(FuncCallIndirectOp op, DiagnosticEngine diag) {
    FunctionType type = (FunctionType) op.callee().type();
    if (!type.inputs().equals(typesOf(op.calleeOperands()))) {
      diag.opError(op, "failed to verify that callee input types match argument types");
      return false;
    }
    if (!type.results().equals(typesOf(op.outs()))) {
      diag.opError(op, "failed to verify that callee result types match result types");
      return false;
    }
    return true;
  }

  private static List<Type> typesOf(List<? extends Value> values) {
    return values.stream().map(Value::type).toList();
  }

  /** An indirect call of a {@code func.constant} becomes a direct {@code func.call}. */
  static boolean canonicalize(FuncCallIndirectOp op, PatternRewriter rewriter) {
    if (!(op.callee().definingOp() instanceof FuncConstantOp constant)) {
      return rewriter.notifyMatchFailure(op, "callee is not a func.constant");
    }
    rewriter.replaceOpWithNewOp(op, b -> FuncCallOp.create(b, op.location(),
        typesOf(op.outs()), op.calleeOperands(), constant.valueAttr(), null, null, false));
    return true;
  }
}
