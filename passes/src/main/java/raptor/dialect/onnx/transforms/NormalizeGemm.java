package raptor.dialect.onnx.transforms;

import java.util.List;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxGemmOp;
import raptor.dialect.onnx.OnnxMulOp;
import raptor.dialect.onnx.OnnxTransposeOp;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * Brings {@code onnx.Gemm} to {@code transA = 0, transB = 0, alpha = 1, beta = 1}: transposes
 * and scales are applied to constant operands at compile time, and otherwise by an
 * {@code onnx.Transpose} or an {@code onnx.Mul} by a scalar constant.
 */
final class NormalizeGemm extends OpRewritePattern<OnnxGemmOp> {
  NormalizeGemm() {
    super(OnnxGemmOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(OnnxGemmOp op, PatternRewriter rewriter) {
    boolean hasC = !OnnxValues.isNone(op.C());
    if (op.transA() == 0 && op.transB() == 0 && op.alpha() == 1
        && (op.beta() == 1 || !hasC)) {
      return rewriter.notifyMatchFailure(op, "already normalized");
    }
    long[] a = OnnxValues.staticShape(op.A());
    long[] b = OnnxValues.staticShape(op.B());
    long[] c = hasC ? OnnxValues.staticShape(op.C()) : new long[0];
    if (a == null || b == null || c == null || a.length != 2 || b.length != 2) {
      return rewriter.notifyMatchFailure(op, "operands without static 2-D shapes");
    }
    rewriter.setInsertionPoint(op);
    Location loc = op.location();
    Value left = op.transA() != 0 ? transpose(rewriter, loc, op.A()) : op.A();
    Value right = op.transB() != 0 ? transpose(rewriter, loc, op.B()) : op.B();
    if (op.alpha() != 1) {
      right = scale(rewriter, loc, right, op.alpha());
    }
    Value bias = hasC && op.beta() != 1 ? scale(rewriter, loc, op.C(), op.beta()) : op.C();
    OnnxGemmOp gemm = OnnxGemmOp.create(rewriter, loc, op.Y().type(), left, right, bias, null,
        null, null, null);
    rewriter.replaceOp(op, gemm.Y());
    return true;
  }

  /** {@return {@code value}'s 2-D transpose: folded when constant, else an onnx.Transpose} */
  private static Value transpose(PatternRewriter rewriter, Location loc, Value value) {
    DenseElementsAttr constant = OnnxValues.constantAttr(value);
    if (constant != null && !constant.isStringElements()) {
      DenseElementsAttr transposed = MatrixTranspose.of(constant);
      return OnnxConstantOp.create(rewriter, loc, transposed.type(), transposed).output();
    }
    long[] shape = OnnxValues.staticShape(value);
    ArrayAttr perm = new ArrayAttr(List.of(IntegerAttr.of(IntegerType.I64, 1),
        IntegerAttr.of(IntegerType.I64, 0)));
    return OnnxTransposeOp.create(rewriter, loc,
        OnnxValues.tensor(new long[] {shape[1], shape[0]}, OnnxValues.elementType(value)),
        value, perm).transposed();
  }

  /** {@return {@code value * factor}: folded when constant, else an onnx.Mul} */
  private static Value scale(PatternRewriter rewriter, Location loc, Value value,
      double factor) {
    Type element = OnnxValues.elementType(value);
    ConstTensor constant = OnnxValues.constant(value);
    if (constant != null && constant.isFloat()) {
      double[] scaled = constant.floats().clone();
      for (int i = 0; i < scaled.length; i++) {
        scaled[i] *= factor;
      }
      return Build.constant(rewriter, loc,
          ConstTensor.ofFloats(constant.shape(), element, scaled));
    }
    Value factorValue = Build.constant(rewriter, loc, Build.scalar(element, factor));
    return OnnxMulOp.create(rewriter, loc, value.type(), value, factorValue).C();
  }
}
