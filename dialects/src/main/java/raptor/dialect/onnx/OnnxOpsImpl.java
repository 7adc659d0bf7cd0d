package raptor.dialect.onnx;

import static raptor.dialect.onnx.OnnxChecks.fail;

import java.util.Optional;
import java.util.Set;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AttrPrinter;

/** Hand-written behaviour of the {@code onnx} dialect; everything else comes from Onnx.td. */
@GenerateDialect(td = "onnx/Onnx.td")
public final class OnnxOpsImpl {
  private static final Set<String> AUTO_PADS = Set.of("NOTSET", "SAME_UPPER", "SAME_LOWER",
      "VALID");
  private static final Set<String> PAD_MODES = Set.of("constant", "reflect", "edge", "wrap");
  private static final Set<String> RESIZE_MODES = Set.of("nearest", "linear", "cubic");
  private static final Set<String> COORDINATE_MODES = Set.of("half_pixel",
      "half_pixel_symmetric", "pytorch_half_pixel", "align_corners", "asymmetric",
      "tf_crop_and_resize");
  private static final Set<String> NEAREST_MODES = Set.of("round_prefer_floor",
      "round_prefer_ceil", "floor", "ceil");
  private static final Set<String> ASPECT_POLICIES = Set.of("stretch", "not_larger",
      "not_smaller");

  private OnnxOpsImpl() {
  }

  // ---- Constants ----

  static boolean verify(OnnxConstantOp op, DiagnosticEngine diag) {
    Attribute value = op.valueAttr();
    if (!(value instanceof DenseElementsAttr dense)) {
      return fail(op, diag, "expects a dense elements 'value', but got "
          + AttrPrinter.toText(value));
    }
    if (!dense.type().equals(op.output().type())) {
      return fail(op, diag, "result type '" + AttrPrinter.toText(op.output().type())
          + "' differs from the type of 'value', '" + AttrPrinter.toText(dense.type()) + "'");
    }
    return true;
  }

  // ---- Variadic elementwise ops ----

  static boolean verify(OnnxSumOp op, DiagnosticEngine diag) {
    return OnnxChecks.nonEmpty(op, diag, op.data0());
  }

  static boolean verify(OnnxMaxOp op, DiagnosticEngine diag) {
    return OnnxChecks.nonEmpty(op, diag, op.data0());
  }

  static boolean verify(OnnxMinOp op, DiagnosticEngine diag) {
    return OnnxChecks.nonEmpty(op, diag, op.data0());
  }

  static boolean verify(OnnxSoftmaxOp op, DiagnosticEngine diag) {
    return OnnxChecks.axis(op, diag, op.axis(), OnnxChecks.rank(op.input()));
  }

  // ---- Contractions ----

  static boolean verify(OnnxGemmOp op, DiagnosticEngine diag) {
    return OnnxChecks.flag(op, diag, "transA", op.transA())
        && OnnxChecks.flag(op, diag, "transB", op.transB())
        && OnnxChecks.rankIs(op, diag, "operand 'A'", op.A(), 2)
        && OnnxChecks.rankIs(op, diag, "operand 'B'", op.B(), 2)
        && (OnnxChecks.rank(op.C()) <= 2
            || fail(op, diag, "operand 'C' must have rank <= 2, but has rank "
                + OnnxChecks.rank(op.C())));
  }

  static boolean verify(OnnxMatMulOp op, DiagnosticEngine diag) {
    return OnnxChecks.rankAtLeast(op, diag, "operand 'A'", op.A(), 1)
        && OnnxChecks.rankAtLeast(op, diag, "operand 'B'", op.B(), 1);
  }

  static boolean verify(OnnxConvOp op, DiagnosticEngine diag) {
    if (op.group() < 1) {
      return fail(op, diag, "attribute 'group' must be positive, but is " + op.group());
    }
    int spatial = spatialDims(op.X(), op.W());
    if (spatial == -2) {
      return fail(op, diag, "operands 'X' and 'W' must have the same rank >= 3, but have ranks "
          + OnnxChecks.rank(op.X()) + " and " + OnnxChecks.rank(op.W()));
    }
    return OnnxChecks.keyword(op, diag, "auto_pad", op.autoPad(), AUTO_PADS)
        && windowAttributes(op, diag, spatial, optional(op.kernelShapeAttr()), optional(op.stridesAttr()),
            optional(op.dilationsAttr()), optional(op.padsAttr()))
        && convChannels(op, diag);
  }

  /** The channels of X must be group times those of W, and W's filters divisible by group. */
  private static boolean convChannels(OnnxConvOp op, DiagnosticEngine diag) {
    if (!(op.X().type() instanceof ShapedType x && x.hasRank() && x.rank() >= 2)
        || !(op.W().type() instanceof ShapedType w && w.hasRank() && w.rank() >= 2)) {
      return true;
    }
    long channels = x.shape().get(1);
    long filters = w.shape().get(0);
    long perGroup = w.shape().get(1);
    if (channels != ShapedType.DYNAMIC && perGroup != ShapedType.DYNAMIC
        && channels != perGroup * op.group()) {
      return fail(op, diag, "input has " + channels + " channels, but W expects " + perGroup
          + " per group x " + op.group() + " groups");
    }
    if (filters != ShapedType.DYNAMIC && filters % op.group() != 0) {
      return fail(op, diag, "W has " + filters + " filters, not a multiple of group "
          + op.group());
    }
    return true;
  }

  // ---- Pooling ----

  static boolean verify(OnnxMaxPoolSingleOutOp op, DiagnosticEngine diag) {
    return pool(op, diag, op.X(), op.autoPad(), op.ceilMode(), op.kernelShapeAttr(),
        optional(op.stridesAttr()), optional(op.dilationsAttr()), optional(op.padsAttr()))
        && OnnxChecks.flag(op, diag, "storage_order", op.storageOrder());
  }

  static boolean verify(OnnxAveragePoolOp op, DiagnosticEngine diag) {
    return pool(op, diag, op.X(), op.autoPad(), op.ceilMode(), op.kernelShapeAttr(),
        optional(op.stridesAttr()), optional(op.dilationsAttr()), optional(op.padsAttr()))
        && OnnxChecks.flag(op, diag, "count_include_pad", op.countIncludePad());
  }

  private static boolean pool(Operation op, DiagnosticEngine diag, Value input, String autoPad,
      long ceilMode, ArrayAttr kernel, Optional<ArrayAttr> strides,
      Optional<ArrayAttr> dilations, Optional<ArrayAttr> pads) {
    int spatial = kernel.size();
    if (spatial == 0) {
      return fail(op, diag, "attribute 'kernel_shape' must not be empty");
    }
    int rank = OnnxChecks.rank(input);
    if (rank >= 0 && rank != spatial + 2) {
      return fail(op, diag, "a " + spatial + "-D kernel needs an input of rank " + (spatial + 2)
          + ", but the input has rank " + rank);
    }
    return OnnxChecks.keyword(op, diag, "auto_pad", autoPad, AUTO_PADS)
        && OnnxChecks.flag(op, diag, "ceil_mode", ceilMode)
        && windowAttributes(op, diag, spatial, Optional.of(kernel), strides, dilations, pads);
  }

  /**
   * {@return the number of spatial dimensions of a window op, -1 when unknown, -2 when the ranks
   * of the input and the weights disagree}
   */
  private static int spatialDims(Value input, Value weights) {
    int x = OnnxChecks.rank(input);
    int w = OnnxChecks.rank(weights);
    if (x >= 0 && w >= 0 && (x != w || x < 3)) {
      return -2;
    }
    int rank = Math.max(x, w);
    return rank < 0 ? -1 : rank - 2;
  }

  /** Kernel, strides and dilations: one positive value per spatial dimension; pads: two. */
  private static boolean windowAttributes(Operation op, DiagnosticEngine diag, int spatial,
      Optional<ArrayAttr> kernel, Optional<ArrayAttr> strides, Optional<ArrayAttr> dilations,
      Optional<ArrayAttr> pads) {
    int n = spatial >= 0 ? spatial : kernel.map(ArrayAttr::size).orElse(-1);
    return OnnxChecks.list(op, diag, "kernel_shape", kernel, n, 1)
        && OnnxChecks.list(op, diag, "strides", strides, n, 1)
        && OnnxChecks.list(op, diag, "dilations", dilations, n, 1)
        && OnnxChecks.list(op, diag, "pads", pads, n < 0 ? -1 : 2 * n, 0);
  }

  private static Optional<ArrayAttr> optional(ArrayAttr attr) {
    return Optional.ofNullable(attr);
  }

  // ---- Shape manipulation ----

  static boolean verify(OnnxTransposeOp op, DiagnosticEngine diag) {
    return op.permAttr() == null
        || OnnxChecks.permutation(op, diag, op.permAttr(), OnnxChecks.rank(op.data()));
  }

  static boolean verify(OnnxConcatOp op, DiagnosticEngine diag) {
    return OnnxChecks.nonEmpty(op, diag, op.inputs())
        && OnnxChecks.axis(op, diag, op.axis(), OnnxChecks.rank(op.inputs().get(0)));
  }

  static boolean verify(OnnxSplitOp op, DiagnosticEngine diag) {
    if (op.outputs().isEmpty()) {
      return fail(op, diag, "expects at least one result");
    }
    if (op.numOutputs().isPresent()) {
      if (!OnnxChecks.isNone(op.split())) {
        return fail(op, diag, "takes either the 'split' operand or 'num_outputs', not both");
      }
      if (op.numOutputs().get() != op.outputs().size()) {
        return fail(op, diag, "attribute 'num_outputs' is " + op.numOutputs().get()
            + ", but the op has " + op.outputs().size() + " results");
      }
    }
    return OnnxChecks.axis(op, diag, op.axis(), OnnxChecks.rank(op.input()));
  }

  static boolean verify(OnnxPadOp op, DiagnosticEngine diag) {
    return OnnxChecks.keyword(op, diag, "mode", op.mode(), PAD_MODES);
  }

  static boolean verify(OnnxResizeOp op, DiagnosticEngine diag) {
    // Opsets 11 to 17 pass an empty 'scales' beside 'sizes'.
    boolean emptyScales = op.scales().type() instanceof ShapedType scales
        && scales.hasStaticShape() && scales.numElements() == 0;
    if (!OnnxChecks.isNone(op.scales()) && !emptyScales && !OnnxChecks.isNone(op.sizes())) {
      return fail(op, diag, "takes either 'scales' or 'sizes', not both");
    }
    return OnnxChecks.keyword(op, diag, "mode", op.mode(), RESIZE_MODES)
        && OnnxChecks.keyword(op, diag, "coordinate_transformation_mode",
            op.coordinateTransformationMode(), COORDINATE_MODES)
        && OnnxChecks.keyword(op, diag, "nearest_mode", op.nearestMode(), NEAREST_MODES)
        && OnnxChecks.keyword(op, diag, "keep_aspect_ratio_policy", op.keepAspectRatioPolicy(),
            ASPECT_POLICIES)
        && OnnxChecks.flag(op, diag, "antialias", op.antialias())
        && OnnxChecks.flag(op, diag, "exclude_outside", op.excludeOutside());
  }
}
