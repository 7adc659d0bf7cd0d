package raptor.dialect.arith;

import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code trunci(extsi(x)) -> extsi(x)} and {@code trunci(extui(x)) -> extui(x)} when {@code x}
 * is narrower than the truncated type (MLIR's {@code TruncIExtSIToExtSI} and
 * {@code TruncIExtUIToExtUI}).
 */
final class NarrowerExtension extends OpRewritePattern<ArithTruncIOp> {
  NarrowerExtension() {
    super(ArithTruncIOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ArithTruncIOp op, PatternRewriter rewriter) {
    Operation ext = op.in().definingOp();
    if (!(ext instanceof ArithExtSIOp || ext instanceof ArithExtUIOp)
        || width(ext.operand(0).type()) >= width(op.out().type())) {
      return rewriter.notifyMatchFailure(op, "not a truncation of a narrower extension");
    }
    Value source = ext.operand(0);
    Type type = op.out().type();
    rewriter.replaceOpWithNewOp(op, b -> ext instanceof ArithExtSIOp
        ? ArithExtSIOp.create(b, op.location(), type, source)
        : ArithExtUIOp.create(b, op.location(), type, source));
    return true;
  }

  private static int width(Type type) {
    return IntegerAttr.bitWidth(type instanceof ShapedType shaped ? shaped.elementType() : type);
  }
}
