package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * {@code memref.dma_start} and {@code memref.dma_wait}. A {@code dma_start} keeps its operands in
 * one list: the source memref and its indices, the destination memref and its indices, the
 * number of elements, the tag memref and its indices, and optionally a stride and the number of
 * elements per stride; the groups are found from the ranks of the memrefs, as in MLIR.
 */
final class DmaOps {
  private DmaOps() {
  }

  /**
   * {@code %src[%i], %dst[%j], %n, %tag[%k][, %stride, %perStride] : srcType, dstType, tagType}.
   */
  static void printStart(MemRefDmaStartOp op, AsmPrinter printer) {
    List<Value> operands = op.operands();
    int dst = rank(operands.get(0)) + 1;
    int tag = dst + rank(operands.get(dst)) + 2;
    int end = tag + rank(operands.get(tag)) + 1;
    printer.print(" ");
    printIndexed(printer, operands.subList(0, dst));
    printer.print(", ");
    printIndexed(printer, operands.subList(dst, tag - 1));
    printer.print(", ");
    printer.printOperand(operands.get(tag - 1));
    printer.print(", ");
    printIndexed(printer, operands.subList(tag, end));
    if (end < operands.size()) {
      printer.print(", ");
      printer.printOperands(operands.subList(end, operands.size()));
    }
    printer.printOptionalAttrDict(op, Set.of());
    printer.print(" : ");
    printer.printTypes(List.of(operands.get(0).type(), operands.get(dst).type(),
        operands.get(tag).type()));
  }

  /** {@code %m[%i, %j]} from the memref and its indices. */
  private static void printIndexed(AsmPrinter printer, List<Value> memrefAndIndices) {
    printer.printOperand(memrefAndIndices.get(0));
    printer.print("[");
    printer.printOperands(memrefAndIndices.subList(1, memrefAndIndices.size()));
    printer.print("]");
  }

  /** Parses the form {@link #printStart} prints; every operand but the memrefs is an index. */
  static void parseStart(AsmParser parser, OperationState state) {
    List<List<AsmParser.UnresolvedOperand>> indexed = new ArrayList<>();
    AsmParser.UnresolvedOperand numElements = null;
    for (int group = 0; group < 3; group++) {
      if (group > 0) {
        parser.parseToken(",");
      }
      if (group == 2) {
        numElements = parser.parseOperand();
        parser.parseToken(",");
      }
      List<AsmParser.UnresolvedOperand> operands = new ArrayList<>();
      operands.add(parser.parseOperand());
      parser.parseToken("[");
      operands.addAll(parser.parseOperandList());
      parser.parseToken("]");
      indexed.add(operands);
    }
    List<AsmParser.UnresolvedOperand> stride = parser.parseOptionalToken(",")
        ? parser.parseOperandList() : List.of();
    if (!stride.isEmpty() && stride.size() != 2) {
      throw parser.errorAt(parser.nameOffset(), "expected two stride related operands");
    }
    parser.parseColon();
    List<Type> types = parser.parseTypeList();
    if (types.size() != 3) {
      throw parser.errorAt(parser.nameOffset(), "fewer/more types expected");
    }
    for (int group = 0; group < 3; group++) {
      List<AsmParser.UnresolvedOperand> operands = indexed.get(group);
      parser.resolveOperands(operands.subList(0, 1), types.subList(group, group + 1), state);
      resolveIndices(parser, operands.subList(1, operands.size()), state);
      if (group == 1) {
        resolveIndices(parser, List.of(numElements), state);
      }
    }
    resolveIndices(parser, stride, state);
  }

  private static void resolveIndices(AsmParser parser, List<AsmParser.UnresolvedOperand> indices,
      OperationState state) {
    parser.resolveOperands(indices, Collections.nCopies(indices.size(), IndexType.INSTANCE),
        state);
  }

  /**
   * Each group in turn: a memref, then enough operands for its indices, which are indices; the
   * number of elements an index; either both stride operands or neither, both indices.
   */
  static boolean verifyStart(MemRefDmaStartOp op, DiagnosticEngine diag) {
    List<Value> operands = op.operands();
    if (operands.size() < 4) {
      return fail(op, diag, "expected at least 4 operands");
    }
    String[] names = {"source", "destination", "tag"};
    int position = 0;
    int expected = 4;
    for (int group = 0; group < 3; group++) {
      if (!(operands.get(position).type() instanceof MemRefType memref)) {
        return fail(op, diag, "expected " + names[group] + " to be of memref type");
      }
      expected += memref.rank();
      if (operands.size() < expected) {
        return fail(op, diag, "expected at least " + expected + " operands");
      }
      List<Value> indices = operands.subList(position + 1, position + 1 + memref.rank());
      if (!allIndices(indices)) {
        return fail(op, diag, "expected " + names[group] + " indices to be of index type");
      }
      position += 1 + memref.rank();
      if (group == 1) {
        if (!(operands.get(position).type() instanceof IndexType)) {
          return fail(op, diag, "expected num elements to be of index type");
        }
        position++;
      }
    }
    if (operands.size() != expected && operands.size() != expected + 2) {
      return fail(op, diag, "incorrect number of operands");
    }
    if (!allIndices(operands.subList(expected, operands.size()))) {
      return fail(op, diag, "expected stride and num elements per stride to be of type index");
    }
    return true;
  }

  private static boolean allIndices(List<Value> values) {
    return values.stream().allMatch(v -> v.type() instanceof IndexType);
  }

  /** One tag index per dimension of the tag memref. */
  static boolean verifyWait(MemRefDmaWaitOp op, DiagnosticEngine diag) {
    int rank = ((ShapedType) op.tagMemRef().type()).rank();
    int indices = op.tagIndices().size();
    if (indices != rank) {
      return fail(op, diag, "expected tagIndices to have the same number of elements as the "
          + "tagMemRef rank, expected " + rank + ", but got " + indices);
    }
    return true;
  }

  private static int rank(Value memref) {
    return ((ShapedType) memref.type()).rank();
  }

  private static boolean fail(Operation op, DiagnosticEngine diag, String message) {
    diag.opError(op, message);
    return false;
  }
}
