package raptor.dialect.memref;

import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * A {@code memref.subview} of the whole of a static memref (zero offsets, unit strides, full
 * sizes, no dimension dropped) is its source, through a {@code memref.cast} when the result type
 * differs (MLIR's {@code TrivialSubViewOpFolder}).
 */
final class TrivialSubView extends OpRewritePattern<MemRefSubViewOp> {
  TrivialSubView() {
    super(MemRefSubViewOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(MemRefSubViewOp op, PatternRewriter rewriter) {
    MemRefType source = (MemRefType) op.source().type();
    MemRefType result = (MemRefType) op.result().type();
    if (!source.hasStaticShape() || result.rank() != source.rank() || !op.offsets().isEmpty()
        || !op.sizes().isEmpty() || !op.strides().isEmpty()
        || !all(op.staticOffsetsAttr(), 0) || !all(op.staticStridesAttr(), 1)) {
      return rewriter.notifyMatchFailure(op, "the subview is not the whole source");
    }
    for (int i = 0; i < source.rank(); i++) {
      if (op.staticSizesAttr().get(i) != source.shape().get(i)) {
        return rewriter.notifyMatchFailure(op, "the subview is not the whole source");
      }
    }
    if (source.equals(result)) {
      rewriter.replaceOp(op, op.source());
    } else {
      rewriter.replaceOpWithNewOp(op, b -> MemRefCastOp.create(b, op.location(), result, op.source()));
    }
    return true;
  }

  private static boolean all(DenseArrayAttr values, long expected) {
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i) != expected) {
        return false;
      }
    }
    return true;
  }
}
