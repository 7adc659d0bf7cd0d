package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.spat.SpatExtractRowsOp;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;

/**
 * Lowers {@code spat.extract_rows} to one {@code tensor.empty} and one local copy per row:
 * {@code pim.memcp %row_i[%c0], %input[i * rowBytes] size rowBytes}.
 */
final class ExtractRowsLowering extends OpConversionPattern<SpatExtractRowsOp> {
  private final CoreConstants constants;

  /** Creates the pattern, its row offsets from {@code constants}. */
  ExtractRowsLowering(CoreConstants constants) {
    super(SpatExtractRowsOp.INFO, null);
    this.constants = constants;
  }

  @Override
  public boolean matchAndRewrite(SpatExtractRowsOp op, List<Value> operands,
      ConversionRewriter rewriter) {
    if (!PimValues.insideCore(op)) {
      return rewriter.notifyMatchFailure(op, "not inside a Pim core");
    }
    Type rowType = op.outputs().get(0).type();
    IntegerAttr rowBytes = PimValues.sizeAttr(rowType);
    if (rowBytes == null) {
      return rewriter.notifyMatchFailure(op, "a row has no static byte size in i32");
    }
    Location location = op.location();
    rewriter.setInsertionPoint(op);
    Value zero = constants.get(rewriter, location, 0);
    List<Value> rows = new ArrayList<>();
    for (int i = 0; i < op.outputs().size(); i++) {
      Value row = PimValues.emptyTensor(rewriter, location, rowType);
      Value offset = constants.get(rewriter, location, i * rowBytes.longValue());
      rows.add(PimMemCopyOp.create(rewriter, location, rowType, zero, offset, row,
          operands.get(0), rowBytes).result(0));
    }
    rewriter.replaceOp(op, rows);
    return true;
  }
}
