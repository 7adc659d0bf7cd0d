package raptor.dialect.bufferization;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.constraint.Props;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;

/**
 * Hand-written behaviour of the {@code bufferization} dialect: the custom form of
 * {@code alloc_tensor} (hand-written in MLIR too) and the checks that a tensor and a buffer
 * describe the same data, and the folds of a round trip between the two; everything else is
 * generated from Bufferization.td.
 */
@GenerateDialect(td = "bufferization/Bufferization.td")
public final class BufferizationOpsImpl {
  private BufferizationOpsImpl() {
  }

  static boolean verify(BufferizationToTensorOp op, DiagnosticEngine diag) {
    return tensorMatchesBuffer(op, op.result().type(), op.buffer().type(), diag);
  }

  static boolean verify(BufferizationToBufferOp op, DiagnosticEngine diag) {
    return tensorMatchesBuffer(op, op.tensor().type(), op.buffer().type(), diag);
  }

  /** {@code (%n) [copy(%t)] [size_hint=%h] [{attrs}] : tensor<?xf32>}. */
  static void print(BufferizationAllocTensorOp op, AsmPrinter printer) {
    printer.print("(");
    printer.printOperands(op.dynamicSizes());
    printer.print(")");
    op.copy().ifPresent(copy -> {
      printer.print(" copy(");
      printer.printOperand(copy);
      printer.print(")");
    });
    op.sizeHint().ifPresent(hint -> {
      printer.print(" size_hint=");
      printer.printOperand(hint);
    });
    printer.printOptionalAttrDict(op, Set.of("operandSegmentSizes"));
    printer.print(" : ");
    printer.printType(op.result().type());
  }

  /** Parses the form {@link #print(BufferizationAllocTensorOp, AsmPrinter)} prints. */
  static void parseAllocTensorOp(AsmParser parser, OperationState state) {
    parser.parseToken("(");
    List<AsmParser.UnresolvedOperand> sizes = parser.parseOperandList();
    parser.parseToken(")");
    List<AsmParser.UnresolvedOperand> copy = new ArrayList<>();
    if (parser.parseOptionalKeyword("copy")) {
      parser.parseToken("(");
      copy.add(parser.parseOperand());
      parser.parseToken(")");
    }
    List<AsmParser.UnresolvedOperand> sizeHint = new ArrayList<>();
    if (parser.parseOptionalKeyword("size_hint")) {
      parser.parseToken("=");
      sizeHint.add(parser.parseOperand());
    }
    parser.parseOptionalAttrDict(state);
    parser.parseColon();
    Type type = parser.parseType();
    state.resultTypes.add(type);
    parser.resolveOperands(sizes, Collections.nCopies(sizes.size(), IndexType.INSTANCE), state);
    parser.resolveOperands(copy, Collections.nCopies(copy.size(), type), state);
    parser.resolveOperands(sizeHint, Collections.nCopies(sizeHint.size(), IndexType.INSTANCE),
        state);
    Props.put(state, "operandSegmentSizes",
        DenseArrayAttr.ofI32(sizes.size(), copy.size(), sizeHint.size()));
  }

  /** One size per dynamic dimension; a copy has the result type. */
  static boolean verify(BufferizationAllocTensorOp op, DiagnosticEngine diag) {
    ShapedType result = (ShapedType) op.result().type();
    long dynamic = result.shape().stream().filter(d -> d == ShapedType.DYNAMIC).count();
    if (op.dynamicSizes().size() != dynamic) {
      diag.opError(op, "incorrect number of dynamic sizes, has " + op.dynamicSizes().size()
          + ", expected " + dynamic);
      return false;
    }
    if (op.copy().isPresent() && !op.copy().get().type().equals(result)) {
      diag.errorAt(op, "expected that `copy` and return type match");
      return false;
    }
    return true;
  }

  // ---- dealloc ----

  /**
   * {@code [(%m, ... : types) if (%c, ...)] [retain (%r, ... : types)] [{attrs}]}; the results
   * are one {@code i1} per retained memref.
   */
  static void print(BufferizationDeallocOp op, AsmPrinter printer) {
    if (!op.memrefs().isEmpty()) {
      printer.print(" (");
      printTypedOperands(op.memrefs(), printer);
      printer.print(") if (");
      printer.printOperands(op.conditions());
      printer.print(")");
    }
    if (!op.retained().isEmpty()) {
      printer.print(" retain (");
      printTypedOperands(op.retained(), printer);
      printer.print(")");
    }
    printer.printOptionalAttrDict(op, Set.of("operandSegmentSizes"));
  }

  private static void printTypedOperands(List<Value> values, AsmPrinter printer) {
    printer.printOperands(values);
    printer.print(" : ");
    printer.printTypes(values.stream().map(Value::type).toList());
  }

  /** Parses the form {@link #print(BufferizationDeallocOp, AsmPrinter)} prints. */
  static void parseDeallocOp(AsmParser parser, OperationState state) {
    List<AsmParser.UnresolvedOperand> memrefs = new ArrayList<>();
    List<Type> memrefTypes = new ArrayList<>();
    List<AsmParser.UnresolvedOperand> conditions = new ArrayList<>();
    int memrefsAt = parser.offset();
    if (parser.parseOptionalToken("(")) {
      memrefsAt = parser.offset();
      parseTypedOperands(parser, memrefs, memrefTypes);
      parser.parseKeyword("if");
      parser.parseToken("(");
      conditions.addAll(parser.parseOperandList());
      parser.parseToken(")");
    }
    List<AsmParser.UnresolvedOperand> retained = new ArrayList<>();
    List<Type> retainedTypes = new ArrayList<>();
    int retainedAt = parser.offset();
    if (parser.parseOptionalKeyword("retain")) {
      parser.parseToken("(");
      retainedAt = parser.offset();
      parseTypedOperands(parser, retained, retainedTypes);
    }
    parser.parseOptionalAttrDict(state);
    parser.resolveOperands(memrefs, memrefTypes, memrefsAt, state);
    parser.resolveOperands(conditions, Collections.nCopies(conditions.size(), IntegerType.I1),
        state);
    parser.resolveOperands(retained, retainedTypes, retainedAt, state);
    state.resultTypes.addAll(Collections.nCopies(retained.size(), IntegerType.I1));
    Props.put(state, "operandSegmentSizes",
        DenseArrayAttr.ofI32(memrefs.size(), conditions.size(), retained.size()));
  }

  /** {@code %a, ... : type, ...)}, after the opening parenthesis. */
  private static void parseTypedOperands(AsmParser parser,
      List<AsmParser.UnresolvedOperand> operands, List<Type> types) {
    operands.addAll(parser.parseOperandList());
    parser.parseColon();
    types.addAll(parser.parseTypeList());
    parser.parseToken(")");
  }

  /** One condition per memref, one result per retained memref. */
  static boolean verify(BufferizationDeallocOp op, DiagnosticEngine diag) {
    if (op.memrefs().size() != op.conditions().size()) {
      diag.opError(op, "must have the same number of conditions as memrefs to deallocate");
      return false;
    }
    if (op.retained().size() != op.updatedConditions().size()) {
      diag.opError(op, "must have the same number of updated conditions (results) as retained "
          + "operands");
      return false;
    }
    return true;
  }

  static void canonicalizeDeallocOp(PatternSet patterns) {
    DeallocSimplification.addPatterns(patterns);
  }

  /** The tensor and buffer have the same shape and element type (MLIR's two diagnostics). */
  private static boolean tensorMatchesBuffer(Operation op, Type tensor, Type buffer,
      DiagnosticEngine diag) {
    ShapedType t = (ShapedType) tensor;
    ShapedType b = (ShapedType) buffer;
    String problem = null;
    if (t.hasRank() != b.hasRank() || t.hasRank() && !t.shape().equals(b.shape())) {
      problem = "shapes do not match";
    } else if (!t.elementType().equals(b.elementType())) {
      problem = "element types do not match";
    }
    if (problem == null) {
      return true;
    }
    diag.errorAt(op, problem);
    diag.opError(op, "failed to verify that specified tensor and buffer types match");
    return false;
  }

  // ---- Folds and canonicalization ----

  /**
   * {@code to_tensor(to_buffer %t)} right after it folds to {@code %t}: with nothing in between,
   * nothing can have written the buffer (MLIR's conservative alias rule).
   */
  static List<OpFoldResult> fold(BufferizationToTensorOp op, List<Attribute> constants) {
    if (op.buffer().definingOp() instanceof BufferizationToBufferOp toBuffer
        && toBuffer.nextOp() == op && toBuffer.tensor().type().equals(op.result().type())) {
      return FoldResults.value(toBuffer.tensor());
    }
    return null;
  }

  /** {@code to_buffer(to_tensor %m)} of the same buffer type folds to {@code %m}. */
  static List<OpFoldResult> fold(BufferizationToBufferOp op, List<Attribute> constants) {
    if (op.tensor().definingOp() instanceof BufferizationToTensorOp toTensor
        && toTensor.buffer().type().equals(op.buffer().type())) {
      return FoldResults.value(toTensor.buffer());
    }
    return null;
  }

  static void canonicalizeToTensorOp(PatternSet patterns) {
    patterns.add(new DimOfToTensor().withDebugName("DimOfToTensorFolder"));
  }
}
