package raptor.dialect.spat;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * The shape rules of the ONNX-like plan ops: NCHW activations, convolution and pooling windows
 * ({@code pads} = top, left, bottom, right), flatten, bias and resize. Dynamic sizes match
 * anything.
 */
final class PlanShapes {
  private PlanShapes() {
  }

  /** {@code input[N,C,H,W] * weight[O,C/group,kH,kW] (+ bias[O]) -> output[N,O,oH,oW]}. */
  static boolean verifyConv2D(SpatConv2DPlanOp op, DiagnosticEngine diag) {
    if (!rank(op, diag, "input", op.input().type(), 4)
        || !rank(op, diag, "weight", op.weight().type(), 4)
        || !rank(op, diag, "output", op.output().type(), 4)) {
      return false;
    }
    List<Long> in = shape(op.input().type());
    List<Long> w = shape(op.weight().type());
    List<Long> out = shape(op.output().type());
    long group = op.group();
    if (in.get(1) != ShapedType.DYNAMIC && w.get(1) != ShapedType.DYNAMIC
        && in.get(1) != w.get(1) * group) {
      return fail(op, diag, "input has " + in.get(1) + " channels, but the weight expects "
          + w.get(1) + " per group times " + group + " groups");
    }
    if (!TensorShapes.dimsMatch(out.get(1), w.get(0))) {
      return fail(op, diag, "output has " + out.get(1) + " channels, but the weight has "
          + w.get(0) + " filters");
    }
    if (op.bias().isPresent()) {
      Type bias = op.bias().get().type();
      if (shape(bias).size() != 1 || !TensorShapes.dimsMatch(shape(bias).get(0), w.get(0))) {
        return fail(op, diag, "expects a bias of " + w.get(0) + " elements, but got '"
            + AttrPrinter.toText(bias) + "'");
      }
    }
    long[] kernel = op.kernelShape();
    if (!length(op, diag, "kernel_shape", kernel, 2)) {
      return false;
    }
    if (!TensorShapes.dimsMatch(kernel[0], w.get(2))
        || !TensorShapes.dimsMatch(kernel[1], w.get(3))) {
      return fail(op, diag, "kernel_shape does not match the weight's spatial sizes "
          + w.get(2) + "x" + w.get(3));
    }
    return verifyWindow(op, diag, in, out, kernel, op.strides(), op.pads(), op.dilations());
  }

  /** {@code input[N,C,H,W] -> output[N,C,oH,oW]} over a max-pooling window. */
  static boolean verifyMaxPool2D(SpatMaxPool2DPlanOp op, DiagnosticEngine diag) {
    if (!rank(op, diag, "input", op.input().type(), 4)
        || !rank(op, diag, "output", op.output().type(), 4)
        || !length(op, diag, "kernel_shape", op.kernelShape(), 2)) {
      return false;
    }
    List<Long> in = shape(op.input().type());
    List<Long> out = shape(op.output().type());
    if (!TensorShapes.dimsMatch(in.get(1), out.get(1))) {
      return fail(op, diag, "output has " + out.get(1) + " channels, but the input has "
          + in.get(1));
    }
    return verifyWindow(op, diag, in, out, op.kernelShape(), op.strides(), op.pads(),
        new long[] {1, 1});
  }

  /** {@code input[N,C,H,W] -> output[N,C,1,1]}. */
  static boolean verifyGlobalAveragePool(SpatGlobalAveragePoolPlanOp op, DiagnosticEngine diag) {
    if (!rank(op, diag, "input", op.input().type(), 4)
        || !rank(op, diag, "output", op.output().type(), 4)) {
      return false;
    }
    List<Long> in = shape(op.input().type());
    List<Long> out = shape(op.output().type());
    if (!TensorShapes.dimsMatch(in.get(0), out.get(0))
        || !TensorShapes.dimsMatch(in.get(1), out.get(1)) || out.get(2) != 1 || out.get(3) != 1) {
      return fail(op, diag, "expects an output of shape [N, C, 1, 1] for input '"
          + AttrPrinter.toText(op.input().type()) + "', but got '"
          + AttrPrinter.toText(op.output().type()) + "'");
    }
    return true;
  }

  /** {@code input[d0..dn] -> output[d0*..*d(axis-1), d(axis)*..*dn]}. */
  static boolean verifyFlatten(SpatFlattenPlanOp op, DiagnosticEngine diag) {
    List<Long> in = shape(op.input().type());
    if (op.axis() > in.size()) {
      return fail(op, diag, "axis " + op.axis() + " is out of range for rank " + in.size());
    }
    if (!rank(op, diag, "output", op.output().type(), 2)) {
      return false;
    }
    long outer = product(in.subList(0, (int) op.axis()));
    long inner = product(in.subList((int) op.axis(), in.size()));
    List<Long> out = shape(op.output().type());
    if (!TensorShapes.dimsMatch(out.get(0), outer) || !TensorShapes.dimsMatch(out.get(1), inner)) {
      return fail(op, diag, "expects an output of shape [" + outer + ", " + inner
          + "], but got '" + AttrPrinter.toText(op.output().type()) + "'");
    }
    return true;
  }

  /** {@code input[N,C,H,W] + bias[C] -> output[N,C,H,W]}. */
  static boolean verifyBiasAdd(SpatBiasAddPlanOp op, DiagnosticEngine diag) {
    if (!rank(op, diag, "input", op.input().type(), 4)) {
      return false;
    }
    if (!op.input().type().equals(op.output().type())) {
      return fail(op, diag, "expects the output type to equal the input type '"
          + AttrPrinter.toText(op.input().type()) + "'");
    }
    long channels = shape(op.input().type()).get(1);
    ShapedType bias = (ShapedType) op.bias().type();
    if (!bias.hasStaticShape() || !TensorShapes.dimsMatch(bias.numElements(), channels)) {
      return fail(op, diag, "expects a bias of " + channels + " elements, but got '"
          + AttrPrinter.toText(bias) + "'");
    }
    return true;
  }

  /** {@code input[N,C,H,W] -> output[N,C,H',W']}. */
  static boolean verifyResizeNearest(SpatResizeNearestPlanOp op, DiagnosticEngine diag) {
    if (!rank(op, diag, "input", op.input().type(), 4)
        || !rank(op, diag, "output", op.output().type(), 4)) {
      return false;
    }
    List<Long> in = shape(op.input().type());
    List<Long> out = shape(op.output().type());
    if (!TensorShapes.dimsMatch(in.get(0), out.get(0))
        || !TensorShapes.dimsMatch(in.get(1), out.get(1))) {
      return fail(op, diag, "expects the output to keep the input's batch and channels");
    }
    return true;
  }

  private static boolean verifyWindow(Operation op, DiagnosticEngine diag, List<Long> in,
      List<Long> out, long[] kernel, long[] strides, long[] pads, long[] dilations) {
    if (!length(op, diag, "strides", strides, 2) || !length(op, diag, "pads", pads, 4)
        || !length(op, diag, "dilations", dilations, 2)) {
      return false;
    }
    for (int d = 0; d < 2; d++) {
      if (strides[d] <= 0 || dilations[d] <= 0 || kernel[d] <= 0 || pads[d] < 0
          || pads[d + 2] < 0) {
        return fail(op, diag, "expects positive kernel sizes, strides and dilations and "
            + "non-negative pads");
      }
      long size = in.get(2 + d);
      if (size == ShapedType.DYNAMIC) {
        continue;
      }
      long span = dilations[d] * (kernel[d] - 1) + 1;
      long expected = (size + pads[d] + pads[d + 2] - span) / strides[d] + 1;
      if (!TensorShapes.dimsMatch(out.get(2 + d), expected)) {
        return fail(op, diag, "output has size " + out.get(2 + d) + " in spatial dimension "
            + d + ", but the window gives " + expected);
      }
    }
    return true;
  }

  private static List<Long> shape(Type type) {
    return ((ShapedType) type).shape();
  }

  private static long product(List<Long> dims) {
    long product = 1;
    for (long dim : dims) {
      if (dim == ShapedType.DYNAMIC) {
        return ShapedType.DYNAMIC;
      }
      product *= dim;
    }
    return product;
  }

  private static boolean rank(Operation op, DiagnosticEngine diag, String what, Type type,
      int rank) {
    if (((ShapedType) type).rank() != rank) {
      return fail(op, diag, "expects a " + rank + "-D " + what + ", but got '"
          + AttrPrinter.toText(type) + "'");
    }
    return true;
  }

  private static boolean length(Operation op, DiagnosticEngine diag, String what, long[] values,
      int length) {
    if (values.length != length) {
      return fail(op, diag, "expects " + length + " values in '" + what + "', but got "
          + values.length);
    }
    return true;
  }

  private static boolean fail(Operation op, DiagnosticEngine diag, String message) {
    return TensorShapes.fail(op, diag, message);
  }
}
