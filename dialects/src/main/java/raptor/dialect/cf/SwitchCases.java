package raptor.dialect.cf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Type;
import raptor.ir.attr.VectorType;
import raptor.ir.constraint.Props;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * The custom form of {@code cf.switch}, as mlir-opt 22 prints it:
 *
 * <pre>
 * cf.switch %flag : i32, [
 *   default: ^bb1(%a : f32),
 *   42: ^bb2
 * ] {attrs}
 * </pre>
 *
 * Case values print as unsigned numbers of the flag's width (MLIR prints
 * {@code APInt::getLimitedValue}); they are kept as {@code case_values}, a dense vector of the
 * flag type, and the operands of each case as one segment of {@code case_operand_segments}.
 */
final class SwitchCases {
  private static final Set<String> ELIDED =
      Set.of("case_values", "case_operand_segments", "operandSegmentSizes");

  private SwitchCases() {
  }

  static void print(CfSwitchOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperand(op.flag());
    printer.print(" : ");
    printer.printType(op.flag().type());
    printer.print(", [");
    printer.printNewline();
    printer.print("  default: ");
    printDestination(printer, op.successor(0), op.defaultOperands());
    List<List<Value>> caseOperands = caseOperands(op);
    if (op.caseValuesAttr() instanceof DenseElementsAttr values) {
      int width = IntegerAttr.bitWidth(values.elementType());
      for (int i = 0; i < values.numElements() && i + 1 < op.numSuccessors(); i++) {
        printer.print(",");
        printer.printNewline();
        BigInteger value = values.intValue(i);
        BigInteger unsigned = value.signum() < 0 ? value.add(BigInteger.ONE.shiftLeft(width)) : value;
        printer.print("  " + unsigned + ": ");
        printDestination(printer, op.successor(i + 1), caseOperands.get(i));
      }
      // mlir-opt ends the list on a new line only when there are cases.
      printer.printNewline();
    }
    printer.print("]");
    printer.printOptionalAttrDict(op, ELIDED);
  }

  /** {@return the operands of each case, split by {@code case_operand_segments}} */
  static List<List<Value>> caseOperands(CfSwitchOp op) {
    List<List<Value>> cases = new ArrayList<>();
    DenseArrayAttr segments = op.caseOperandSegmentsAttr();
    List<Value> all = op.caseOperands();
    int start = 0;
    for (int i = 0; i < segments.size(); i++) {
      int end = (int) Math.min(all.size(), start + segments.get(i));
      cases.add(all.subList(start, end));
      start = end;
    }
    return cases;
  }

  private static void printDestination(AsmPrinter printer, Block block, List<Value> operands) {
    printer.printSuccessor(block);
    if (operands.isEmpty()) {
      return;
    }
    printer.print("(");
    printer.printOperands(operands);
    printer.print(" : ");
    printer.printTypes(operands.stream().map(Value::type).toList());
    printer.print(")");
  }

  static void parse(AsmParser parser, OperationState state) {
    AsmParser.UnresolvedOperand flag = parser.parseOperand();
    parser.parseColon();
    Type flagType = parser.parseType();
    parser.resolveOperands(List.of(flag), List.of(flagType), state);
    parser.parseToken(",");
    parser.parseToken("[");
    parser.parseKeyword("default");
    parser.parseColon();
    int defaultCount = parseDestination(parser, state);
    List<Long> values = new ArrayList<>();
    List<Integer> segments = new ArrayList<>();
    int caseCount = 0;
    while (parser.parseOptionalToken(",")) {
      boolean negative = parser.parseOptionalToken("-");
      long value = parser.parseInteger();
      values.add(negative ? -value : value);
      parser.parseColon();
      int count = parseDestination(parser, state);
      segments.add(count);
      caseCount += count;
    }
    parser.parseToken("]");
    parser.parseOptionalAttrDict(state);
    long[] segmentArray = segments.stream().mapToLong(Integer::longValue).toArray();
    Props.put(state, "case_operand_segments", DenseArrayAttr.ofI32(segmentArray));
    if (!values.isEmpty()) {
      VectorType type = VectorType.of(List.of((long) values.size()), flagType);
      Props.put(state, "case_values", DenseElementsAttr.ofLongs(type,
          values.stream().mapToLong(v -> IntegerAttr.of(flagType, v).value().longValue()).toArray()));
    }
    Props.put(state, "operandSegmentSizes", DenseArrayAttr.ofI32(1, defaultCount, caseCount));
  }

  /** Parses {@code ^bb(%a, %b : T, U)}, adding the block and operands; returns the operand count. */
  private static int parseDestination(AsmParser parser, OperationState state) {
    state.successors.add(parser.parseSuccessor());
    if (!parser.parseOptionalToken("(")) {
      return 0;
    }
    int offset = parser.offset();
    List<AsmParser.UnresolvedOperand> operands = parser.parseOperandList();
    parser.parseColon();
    List<Type> types = parser.parseTypeList();
    parser.parseToken(")");
    parser.resolveOperands(operands, types, offset, state);
    return operands.size();
  }
}
