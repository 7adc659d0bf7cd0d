package raptor.dialect.bufferization;

import raptor.dialect.memref.MemRefDimOp;
import raptor.dialect.tensor.TensorDimOp;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code tensor.dim (to_tensor %m), %i} reads the size from the buffer instead:
 * {@code memref.dim %m, %i} (MLIR's {@code DimOfToTensorFolder}).
 */
final class DimOfToTensor extends OpRewritePattern<TensorDimOp> {
  DimOfToTensor() {
    super(TensorDimOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(TensorDimOp op, PatternRewriter rewriter) {
    if (!(op.source().definingOp() instanceof BufferizationToTensorOp toTensor)) {
      return rewriter.notifyMatchFailure(op, "the source is no bufferization.to_tensor");
    }
    rewriter.replaceOpWithNewOp(op, b -> MemRefDimOp.create(b, op.location(), toTensor.buffer(), op.index()));
    return true;
  }
}
