package raptor.conversion.onnxtospatial;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxFlattenOp;
import raptor.dialect.onnx.OnnxReshapeOp;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * {@code onnx.Flatten} and {@code onnx.Reshape} (spec §1.9): the row-major order of the
 * elements does not change, so the new shape is one whole copy (a gather of one run) in a
 * compute.
 */
final class Flatten {
  private Flatten() {
  }

  static void register(Map<String, OpLowering> lowerings) {
    OpLowering reshape = (op, computes, tile) -> List.of(lower(op, computes));
    lowerings.put(OnnxFlattenOp.NAME, reshape);
    lowerings.put(OnnxReshapeOp.NAME, reshape);
  }

  private static Value lower(Operation op, Computes computes) throws LoweringException {
    Value input = op.operand(0);
    return reshape(computes, input, Tensors.floatShape(op, input),
        Tensors.shape(op, op.result(0)));
  }

  /** {@return {@code value} of shape {@code from} with shape {@code to}, itself if equal} */
  static Value reshape(Computes computes, Value value, long[] from, long[] to) {
    if (Arrays.equals(from, to)) {
      return value;
    }
    return computes.gather(Gather.of(Tensors.count(to), index -> Gather.element(0, index)),
        List.of(value), 0f, to);
  }
}
