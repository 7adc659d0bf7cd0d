package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.attr.Type;
import raptor.ir.constraint.Props;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * {@code memref.extract_strided_metadata}: result types inferred from the source (MLIR's
 * {@code InferTypeOpAdaptor}), result names, and the fold that turns the static offset, sizes
 * and strides into constants.
 */
final class StridedMetadata {
  private StridedMetadata() {
  }

  /** {@code %base_buffer, %offset, %sizes:N, %strides:N}. */
  static void nameResults(MemRefExtractStridedMetadataOp op, BiConsumer<Value, String> setName) {
    setName.accept(op.baseBuffer(), "base_buffer");
    setName.accept(op.offset(), "offset");
    if (!op.sizes().isEmpty()) {
      setName.accept(op.sizes().get(0), "sizes");
      setName.accept(op.strides().get(0), "strides");
    }
  }

  /** The results are the 0-D base buffer, then an index for the offset, each size and stride. */
  static boolean verify(MemRefExtractStridedMetadataOp op, DiagnosticEngine diag) {
    MemRefType source = (MemRefType) op.source().type();
    List<Type> inferred = new ArrayList<>();
    inferred.add(new MemRefType(List.of(), source.elementType(), null, source.memorySpace()));
    for (int i = 0; i <= 2 * source.rank(); i++) {
      inferred.add(IndexType.INSTANCE);
    }
    if (inferred.equals(op.resultTypes())) {
      return true;
    }
    diag.error(op.location(), "'" + op.name() + "' op inferred type(s) " + quoted(inferred)
        + " are incompatible with return type(s) of operation " + quoted(op.resultTypes()));
    diag.opError(op, "failed to infer returned types");
    return false;
  }

  private static String quoted(List<Type> types) {
    return types.stream().map(t -> "'" + AttrPrinter.toText(t) + "'")
        .collect(Collectors.joining(", "));
  }

  /**
   * Each used result that the source type fixes (a static offset, size or stride) is replaced by
   * a new index constant before the op, and a source made by a {@code memref.cast} of a ranked
   * memref by the cast's source; in place.
   */
  static List<OpFoldResult> fold(MemRefExtractStridedMetadataOp op) {
    MemRefType source = (MemRefType) op.source().type();
    StridedLayoutAttr layout = MemRefShapes.stridesAndOffset(source);
    boolean replaced = replaceConstantUses(op, List.of(op.offset()), List.of(layout.offset()));
    replaced |= replaceConstantUses(op, op.sizes(), source.shape());
    replaced |= replaceConstantUses(op, op.strides(), layout.strides());
    if (op.source().definingOp() instanceof MemRefCastOp cast
        && cast.source().type() instanceof MemRefType) {
      op.setOperand(0, cast.source());
      replaced = true;
    }
    return replaced ? FoldResults.inPlace() : null;
  }

  /** Replaces the uses of each used result whose value is static by a new constant. */
  private static boolean replaceConstantUses(Operation op, List<? extends Value> results,
      List<Long> values) {
    boolean replaced = false;
    for (int i = 0; i < results.size(); i++) {
      Value result = results.get(i);
      if (result.hasNoUses() || values.get(i) == ShapedType.DYNAMIC) {
        continue;
      }
      OperationState state = new OperationState(ArithConstantOp.INFO, op.location());
      state.resultTypes.add(IndexType.INSTANCE);
      Props.put(state, "value", IntegerAttr.index(values.get(i)));
      Operation constant = Operation.create(state);
      op.parentBlock().insertBefore(constant, op);
      result.replaceAllUsesWith(constant.result(0));
      replaced = true;
    }
    return replaced;
  }
}
