package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * A {@code memref.subview} whose dynamic offsets, sizes or strides are constants takes them as
 * static values; the new subview has the type inferred from them and is cast back to the old
 * type (MLIR's {@code OpWithOffsetSizesAndStridesConstantArgumentFolder}, here only for
 * subviews that drop no dimension).
 */
final class FoldConstantSubViewOperands extends OpRewritePattern<MemRefSubViewOp> {
  FoldConstantSubViewOperands() {
    super(MemRefSubViewOp.INFO);
  }

  /** One mixed list being folded: its remaining dynamic values and its static entries. */
  private static final class Mixed {
    final List<Value> dynamic = new ArrayList<>();
    final long[] statics;
    boolean changed;

    Mixed(List<Value> values, DenseArrayAttr attr, boolean nonNegative) {
      statics = attr.toArray();
      int next = 0;
      for (int i = 0; i < statics.length; i++) {
        if (statics[i] != ShapedType.DYNAMIC) {
          continue;
        }
        Value value = values.get(next++);
        long constant = constant(value);
        if (constant == Long.MIN_VALUE || nonNegative && constant < 0) {
          dynamic.add(value);
        } else {
          statics[i] = constant;
          changed = true;
        }
      }
    }
  }

  @Override
  public boolean matchAndRewrite(MemRefSubViewOp op, PatternRewriter rewriter) {
    MemRefType source = (MemRefType) op.source().type();
    MemRefType result = (MemRefType) op.result().type();
    Mixed offsets = new Mixed(op.offsets(), op.staticOffsetsAttr(), false);
    Mixed sizes = new Mixed(op.sizes(), op.staticSizesAttr(), true);
    Mixed strides = new Mixed(op.strides(), op.staticStridesAttr(), false);
    if (!offsets.changed && !sizes.changed && !strides.changed || result.rank() != source.rank()
        || MemRefShapes.stridesAndOffset(source) == null) {
      return rewriter.notifyMatchFailure(op, "no constant operand to fold");
    }
    DenseArrayAttr staticOffsets = DenseArrayAttr.ofI64(offsets.statics);
    DenseArrayAttr staticSizes = DenseArrayAttr.ofI64(sizes.statics);
    DenseArrayAttr staticStrides = DenseArrayAttr.ofI64(strides.statics);
    MemRefType inferred = SubViewResult.infer(source, MemRefShapes.stridesAndOffset(source),
        staticOffsets, staticSizes, staticStrides);
    rewriter.setInsertionPoint(op);
    MemRefSubViewOp folded = MemRefSubViewOp.create(rewriter, op.location(), inferred, op.source(),
        offsets.dynamic, sizes.dynamic, strides.dynamic, staticOffsets, staticSizes, staticStrides);
    rewriter.replaceOpWithNewOp(op, b -> MemRefCastOp.create(b, op.location(), result, folded.result()));
    return true;
  }

  /** {@return the value of a constant index, or {@link Long#MIN_VALUE} when it is none} */
  private static long constant(Value value) {
    if (OpEffects.constantValue(value.definingOp()) instanceof IntegerAttr attr
        && attr.value().bitLength() < Long.SIZE) {
      return attr.value().longValue();
    }
    return Long.MIN_VALUE;
  }
}
