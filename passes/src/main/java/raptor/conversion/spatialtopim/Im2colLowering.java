package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.pim.PimIm2colOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.spat.SpatIm2colOp;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;

/**
 * Lowers {@code spat.im2col} to one {@code pim.im2col} writing the patches into its fill, in
 * place when the im2col is the fill's only use, else into a fresh buffer holding a copy of the
 * fill: the whole chunk stays one op until code generation, which expands it into local moves.
 */
final class Im2colLowering extends OpConversionPattern<SpatIm2colOp> {
  private final CoreConstants constants;

  /** Creates the pattern, its copy offsets from {@code constants}. */
  Im2colLowering(CoreConstants constants) {
    super(SpatIm2colOp.INFO, null);
    this.constants = constants;
  }

  @Override
  public boolean matchAndRewrite(SpatIm2colOp op, List<Value> operands,
      ConversionRewriter rewriter) {
    if (!PimValues.insideCore(op)) {
      return rewriter.notifyMatchFailure(op, "not inside a Pim core");
    }
    Type type = op.output().type();
    IntegerAttr bytes = PimValues.sizeAttr(type);
    if (bytes == null) {
      return rewriter.notifyMatchFailure(op, "the result has no static byte size in i32");
    }
    Location location = op.location();
    rewriter.setInsertionPoint(op);
    Value buffer = operands.get(1);
    if (!op.fill().hasOneUse()) {
      Value zero = constants.get(rewriter, location, 0);
      buffer = PimMemCopyOp.create(rewriter, location, type, zero, zero,
          PimValues.emptyTensor(rewriter, location, type), buffer, bytes).result(0);
    }
    Value output = PimIm2colOp.create(rewriter, location, type, operands.get(0), buffer,
        op.kernelAttr(), op.stridesAttr(), op.dilationsAttr(), op.padsAttr(), op.outSizeAttr(),
        op.channelsAttr(), op.positionsAttr(), op.patchAttr(), op.channelsLast()).output();
    rewriter.replaceOp(op, List.of(output));
    return true;
  }
}
