package raptor.dialect.onnx.transforms;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.onnx.OnnxAddOp;
import raptor.dialect.onnx.OnnxSumOp;
import raptor.ir.Value;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/** {@code onnx.Sum(a, b, c) -> onnx.Add(onnx.Add(a, b), c)}; {@code onnx.Sum(a) -> a}. */
final class SumToAddChain extends OpRewritePattern<OnnxSumOp> {
  SumToAddChain() {
    super(OnnxSumOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(OnnxSumOp op, PatternRewriter rewriter) {
    List<Value> inputs = op.data0();
    List<long[]> shapes = new ArrayList<>();
    for (Value input : inputs) {
      long[] shape = OnnxValues.staticShape(input);
      if (shape == null) {
        return rewriter.notifyMatchFailure(op, "an operand has no static shape");
      }
      shapes.add(shape);
    }
    if (inputs.size() == 1 && !inputs.get(0).type().equals(op.sum().type())) {
      return rewriter.notifyMatchFailure(op, "the result type differs from the operand's");
    }
    List<long[]> partials = new ArrayList<>();
    try {
      for (int i = 1; i < inputs.size(); i++) {
        partials.add(OnnxShapes.broadcast(shapes.subList(0, i + 1)));
      }
    } catch (ShapeException e) {
      return rewriter.notifyMatchFailure(op, e.getMessage());
    }
    rewriter.setInsertionPoint(op);
    Value sum = inputs.get(0);
    for (int i = 1; i < inputs.size(); i++) {
      // The last Add keeps the Sum's result type, so its users see no change.
      Type type = i == inputs.size() - 1 ? op.sum().type()
          : OnnxValues.tensor(partials.get(i - 1), OnnxValues.elementType(sum));
      sum = OnnxAddOp.create(rewriter, op.location(), type, sum, inputs.get(i)).C();
    }
    rewriter.replaceOp(op, sum);
    return true;
  }
}
