package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code memref.alloc} with constant non-negative dynamic sizes allocates the static type instead,
 * cast back to the original type (MLIR's {@code SimplifyAllocConst}).
 */
final class FoldConstantAllocSizes extends OpRewritePattern<MemRefAllocOp> {
  FoldConstantAllocSizes() {
    super(MemRefAllocOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(MemRefAllocOp op, PatternRewriter rewriter) {
    if (op.dynamicSizes().stream().allMatch(size -> constantSize(size) < 0)) {
      return rewriter.notifyMatchFailure(op, "no dynamic size is a constant");
    }
    MemRefType type = (MemRefType) op.memref().type();
    List<Long> shape = new ArrayList<>();
    List<Value> dynamicSizes = new ArrayList<>();
    int next = 0;
    for (long dim : type.shape()) {
      if (dim != ShapedType.DYNAMIC) {
        shape.add(dim);
        continue;
      }
      Value size = op.dynamicSizes().get(next++);
      long constant = constantSize(size);
      shape.add(constant < 0 ? ShapedType.DYNAMIC : constant);
      if (constant < 0) {
        dynamicSizes.add(size);
      }
    }
    MemRefType staticType = new MemRefType(shape, type.elementType(), type.layout(), type.memorySpace());
    rewriter.setInsertionPoint(op);
    MemRefAllocOp alloc = MemRefAllocOp.create(rewriter, op.location(), staticType, dynamicSizes,
        new ArrayList<>(op.symbolOperands()), op.alignmentAttr());
    rewriter.replaceOpWithNewOp(op, b -> MemRefCastOp.create(b, op.location(), type, alloc.memref()));
    return true;
  }

  /** {@return the value of a constant non-negative size, or -1} */
  private static long constantSize(Value size) {
    if (OpEffects.constantValue(size.definingOp()) instanceof IntegerAttr value
        && value.value().signum() >= 0 && value.value().bitLength() < Long.SIZE) {
      return value.value().longValue();
    }
    return -1;
  }
}
