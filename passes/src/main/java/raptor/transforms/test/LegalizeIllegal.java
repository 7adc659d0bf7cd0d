package raptor.transforms.test;

import java.util.List;
import raptor.dialect.test.TestIllegalOp;
import raptor.dialect.test.TestLegalOp;
import raptor.ir.Value;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;
import raptor.rewrite.conversion.TypeConverter;

/** {@code test.illegal(operands) -> test.legal(converted operands)}. */
final class LegalizeIllegal extends OpConversionPattern<TestIllegalOp> {
  LegalizeIllegal(TypeConverter converter) {
    super(TestIllegalOp.INFO, converter);
  }

  @Override
  public boolean matchAndRewrite(TestIllegalOp op, List<Value> operands,
      ConversionRewriter rewriter) {
    rewriter.replaceOpWithNewOp(op, b -> TestLegalOp.create(b, op.location(), operands));
    return true;
  }
}
