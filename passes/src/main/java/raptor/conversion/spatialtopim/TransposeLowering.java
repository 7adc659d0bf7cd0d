package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.pim.PimVMVOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatTransposeOp;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;

/**
 * Lowers {@code spat.transpose} of a {@code rows x columns} matrix to one {@code tensor.empty}
 * and one strided gather per output row (dialects spec §5.3, the instruction selection of
 * {@code pim.transpose}): output row {@code j} is input column {@code j},
 * {@code pim.vmv %input[j * elementBytes] stride columns into %out[j * rows * elementBytes]
 * length rows}.
 */
final class TransposeLowering extends OpConversionPattern<SpatTransposeOp> {
  private final CoreConstants constants;

  /** Creates the pattern, its offsets and strides from {@code constants}. */
  TransposeLowering(CoreConstants constants) {
    super(SpatTransposeOp.INFO, null);
    this.constants = constants;
  }

  @Override
  public boolean matchAndRewrite(SpatTransposeOp op, List<Value> operands,
      ConversionRewriter rewriter) {
    if (!PimValues.insideCore(op)) {
      return rewriter.notifyMatchFailure(op, "not inside a Pim core");
    }
    ShapedType input = (ShapedType) op.input().type();
    long elementBytes = StaticValues.elementBytes(input.elementType());
    if (!input.hasStaticShape() || elementBytes == StaticValues.UNKNOWN
        || input.shape().get(0) > Integer.MAX_VALUE) {
      return rewriter.notifyMatchFailure(op, "needs a static shape of known element size");
    }
    long rows = input.shape().get(0);
    long columns = input.shape().get(1);
    Location location = op.location();
    rewriter.setInsertionPoint(op);
    Value stride = constants.get(rewriter, location, columns);
    IntegerAttr length = IntegerAttr.of(IntegerType.I32, rows);
    Value output = PimValues.emptyTensor(rewriter, location, op.output().type());
    for (long j = 0; j < columns; j++) {
      output = PimVMVOp.create(rewriter, location, op.output().type(), output, operands.get(0),
          constants.get(rewriter, location, j * rows * elementBytes),
          constants.get(rewriter, location, j * elementBytes), stride, length).output();
    }
    rewriter.replaceOp(op, List.of(output));
    return true;
  }
}
