package raptor.dialect.onnx.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.onnx.OnnxAddOp;
import raptor.dialect.onnx.OnnxAveragePoolOp;
import raptor.dialect.onnx.OnnxBatchNormalizationInferenceModeOp;
import raptor.dialect.onnx.OnnxCastOp;
import raptor.dialect.onnx.OnnxClipOp;
import raptor.dialect.onnx.OnnxConcatOp;
import raptor.dialect.onnx.OnnxConstantOfShapeOp;
import raptor.dialect.onnx.OnnxConstantOp;
import raptor.dialect.onnx.OnnxConvOp;
import raptor.dialect.onnx.OnnxDivOp;
import raptor.dialect.onnx.OnnxDropoutOp;
import raptor.dialect.onnx.OnnxExpOp;
import raptor.dialect.onnx.OnnxFlattenOp;
import raptor.dialect.onnx.OnnxGatherOp;
import raptor.dialect.onnx.OnnxGemmOp;
import raptor.dialect.onnx.OnnxGlobalAveragePoolOp;
import raptor.dialect.onnx.OnnxGlobalMaxPoolOp;
import raptor.dialect.onnx.OnnxHardSigmoidOp;
import raptor.dialect.onnx.OnnxHardSwishOp;
import raptor.dialect.onnx.OnnxIdentityOp;
import raptor.dialect.onnx.OnnxLRNOp;
import raptor.dialect.onnx.OnnxLeakyReluOp;
import raptor.dialect.onnx.OnnxMatMulOp;
import raptor.dialect.onnx.OnnxMaxOp;
import raptor.dialect.onnx.OnnxMaxPoolSingleOutOp;
import raptor.dialect.onnx.OnnxMinOp;
import raptor.dialect.onnx.OnnxMulOp;
import raptor.dialect.onnx.OnnxPadOp;
import raptor.dialect.onnx.OnnxPowOp;
import raptor.dialect.onnx.OnnxReduceMeanOp;
import raptor.dialect.onnx.OnnxReduceSumOp;
import raptor.dialect.onnx.OnnxReluOp;
import raptor.dialect.onnx.OnnxReshapeOp;
import raptor.dialect.onnx.OnnxResizeOp;
import raptor.dialect.onnx.OnnxShapeOp;
import raptor.dialect.onnx.OnnxSiLUOp;
import raptor.dialect.onnx.OnnxSigmoidOp;
import raptor.dialect.onnx.OnnxSliceOp;
import raptor.dialect.onnx.OnnxSoftmaxOp;
import raptor.dialect.onnx.OnnxSplitOp;
import raptor.dialect.onnx.OnnxSqrtOp;
import raptor.dialect.onnx.OnnxSqueezeOp;
import raptor.dialect.onnx.OnnxSubOp;
import raptor.dialect.onnx.OnnxSumOp;
import raptor.dialect.onnx.OnnxTanhOp;
import raptor.dialect.onnx.OnnxTransposeOp;
import raptor.dialect.onnx.OnnxUnsqueezeOp;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;

/**
 * The result types of every op of the {@code onnx} dialect from its operands' static shapes,
 * its attributes and its constant operands (the shape rules of {@link OnnxShapes}).
 */
final class ResultTypes {
  /** The inference of one op kind. */
  @FunctionalInterface
  private interface Rule<T extends Operation> {
    List<Type> infer(T op) throws ShapeException, Pending;
  }

  private static final Map<String, Rule<Operation>> RULES = new HashMap<>();
  /** Shape computations evaluated during inference stay this small. */
  private static final long MAX_EVALUATED_ELEMENTS = 1024;
  private static final int MAX_EVALUATION_DEPTH = 32;

  static {
    rule(OnnxConstantOp.INFO, op -> List.of(((DenseElementsAttr) op.valueAttr()).type()));
    rule(OnnxConstantOfShapeOp.INFO, op -> one(ints(op.input(), "input"),
        op.valueAttr() instanceof DenseElementsAttr value ? value.elementType() : FloatType.F32));
    rule(OnnxAddOp.INFO, op -> broadcast(op.A(), op.B()));
    rule(OnnxSubOp.INFO, op -> broadcast(op.A(), op.B()));
    rule(OnnxMulOp.INFO, op -> broadcast(op.A(), op.B()));
    rule(OnnxDivOp.INFO, op -> broadcast(op.A(), op.B()));
    rule(OnnxPowOp.INFO, op -> broadcast(op.X(), op.Y()));
    rule(OnnxSumOp.INFO, op -> broadcast(op.data0().toArray(Value[]::new)));
    rule(OnnxMaxOp.INFO, op -> broadcast(op.data0().toArray(Value[]::new)));
    rule(OnnxMinOp.INFO, op -> broadcast(op.data0().toArray(Value[]::new)));
    rule(OnnxReluOp.INFO, op -> same(op.X()));
    rule(OnnxSigmoidOp.INFO, op -> same(op.X()));
    rule(OnnxHardSwishOp.INFO, op -> same(op.X()));
    rule(OnnxSqrtOp.INFO, op -> same(op.X()));
    rule(OnnxSiLUOp.INFO, op -> same(op.X()));
    rule(OnnxTanhOp.INFO, op -> same(op.input()));
    rule(OnnxExpOp.INFO, op -> same(op.input()));
    rule(OnnxLeakyReluOp.INFO, op -> same(op.X()));
    rule(OnnxHardSigmoidOp.INFO, op -> same(op.X()));
    rule(OnnxSoftmaxOp.INFO, op -> same(op.input()));
    rule(OnnxClipOp.INFO, op -> same(op.input()));
    rule(OnnxLRNOp.INFO, op -> same(op.X()));
    rule(OnnxIdentityOp.INFO, op -> same(op.input()));
    rule(OnnxBatchNormalizationInferenceModeOp.INFO, op -> same(op.X()));
    rule(OnnxCastOp.INFO, op -> one(shape(op.input(), "input"), op.toAttr()));
    rule(OnnxDropoutOp.INFO, ResultTypes::dropout);
    rule(OnnxGemmOp.INFO, op -> one(OnnxShapes.gemm(shape(op.A(), "A"), shape(op.B(), "B"),
        OnnxValues.isNone(op.C()) ? null : shape(op.C(), "C"), op.transA() != 0,
        op.transB() != 0), element(op.A())));
    rule(OnnxMatMulOp.INFO, op -> one(OnnxShapes.matmul(shape(op.A(), "A"), shape(op.B(), "B")),
        element(op.A())));
    rule(OnnxConvOp.INFO, ResultTypes::conv);
    rule(OnnxMaxPoolSingleOutOp.INFO, op -> pool(op.X(), window(op.kernelShapeAttr(),
        op.stridesAttr(), op.dilationsAttr(), op.padsAttr(), op.autoPad(), op.ceilMode())));
    rule(OnnxAveragePoolOp.INFO, op -> pool(op.X(), window(op.kernelShapeAttr(),
        op.stridesAttr(), op.dilationsAttr(), op.padsAttr(), op.autoPad(), op.ceilMode())));
    rule(OnnxGlobalAveragePoolOp.INFO, op -> one(OnnxShapes.globalPool(shape(op.X(), "X")),
        element(op.X())));
    rule(OnnxGlobalMaxPoolOp.INFO, op -> one(OnnxShapes.globalPool(shape(op.X(), "X")),
        element(op.X())));
    rule(OnnxReduceMeanOp.INFO, op -> reduce(op.data(), op.axes(), op.keepdims(),
        op.noopWithEmptyAxes()));
    rule(OnnxReduceSumOp.INFO, op -> reduce(op.data(), op.axes(), op.keepdims(),
        op.noopWithEmptyAxes()));
    rule(OnnxFlattenOp.INFO, op -> one(OnnxShapes.flatten(shape(op.input(), "input"),
        op.axis()), element(op.input())));
    rule(OnnxReshapeOp.INFO, op -> one(OnnxShapes.reshape(shape(op.data(), "data"),
        ints(op.shape(), "shape"), op.allowzero() != 0), element(op.data())));
    rule(OnnxTransposeOp.INFO, op -> {
      long[] x = shape(op.data(), "data");
      return one(OnnxShapes.transpose(x,
          OnnxShapes.permutation(OnnxValues.longs(op.permAttr()), x.length)),
          element(op.data()));
    });
    rule(OnnxConcatOp.INFO, op -> {
      List<long[]> shapes = new ArrayList<>();
      for (Value input : op.inputs()) {
        shapes.add(shape(input, "inputs"));
      }
      return one(OnnxShapes.concat(shapes, op.axis()), element(op.inputs().get(0)));
    });
    rule(OnnxSplitOp.INFO, ResultTypes::split);
    rule(OnnxSliceOp.INFO, op -> {
      long[][] ranges = OnnxShapes.slice(shape(op.data(), "data"), ints(op.starts(), "starts"),
          ints(op.ends(), "ends"), optionalInts(op.axes(), "axes"),
          optionalInts(op.steps(), "steps"));
      long[] y = new long[ranges.length];
      for (int i = 0; i < y.length; i++) {
        y[i] = ranges[i][2];
      }
      return one(y, element(op.data()));
    });
    rule(OnnxGatherOp.INFO, op -> {
      long[] data = shape(op.data(), "data");
      return one(OnnxShapes.gather(data, shape(op.indices(), "indices"),
          OnnxShapes.axis(op.axis(), data.length, "axis")), element(op.data()));
    });
    rule(OnnxSqueezeOp.INFO, op -> one(OnnxShapes.squeeze(shape(op.data(), "data"),
        optionalInts(op.axes(), "axes")), element(op.data())));
    rule(OnnxUnsqueezeOp.INFO, op -> one(OnnxShapes.unsqueeze(shape(op.data(), "data"),
        ints(op.axes(), "axes")), element(op.data())));
    rule(OnnxPadOp.INFO, op -> one(OnnxShapes.pad(shape(op.data(), "data"),
        ints(op.pads(), "pads"), optionalInts(op.axes(), "axes")), element(op.data())));
    rule(OnnxResizeOp.INFO, ResultTypes::resize);
    rule(OnnxShapeOp.INFO, op -> {
      int[] range = OnnxShapes.shapeRange(shape(op.data(), "data").length, op.start(),
          op.end().orElse(null));
      return one(new long[] {range[1] - range[0]}, IntegerType.I64);
    });
  }

  private ResultTypes() {
  }

  @SuppressWarnings("unchecked")
  private static <T extends Operation> void rule(OpInfo<T> info, Rule<T> rule) {
    RULES.put(info.name(), (Rule<Operation>) rule);
  }

  /** {@return whether the result types of {@code op} have a rule here} */
  static boolean handles(Operation op) {
    return RULES.containsKey(op.name());
  }

  /**
   * {@return the result types of {@code op}, one per result}
   *
   * @throws ShapeException when the operands do not fit the op
   * @throws Pending when an operand's shape or constant value is not known yet
   */
  static List<Type> infer(Operation op) throws ShapeException, Pending {
    return RULES.get(op.name()).infer(op);
  }

  // ---- Rules with more than one step ----

  private static List<Type> dropout(OnnxDropoutOp op) throws Pending {
    long[] x = shape(op.data(), "data");
    Type mask = op.mask().type() instanceof NoneType ? op.mask().type()
        : OnnxValues.tensor(x, IntegerType.I1);
    return List.of(OnnxValues.tensor(x, element(op.data())), mask);
  }

  private static List<Type> conv(OnnxConvOp op) throws ShapeException, Pending {
    long[] x = shape(op.X(), "X");
    long[] w = shape(op.W(), "W");
    if (x.length != w.length || x.length < 3) {
      throw new ShapeException("Conv of X " + OnnxShapes.text(x) + " by W " + OnnxShapes.text(w)
          + " needs equal ranks >= 3");
    }
    long[] kernel = OnnxValues.longs(op.kernelShapeAttr());
    if (kernel == null) {
      kernel = Arrays.copyOfRange(w, 2, w.length);
    }
    OnnxShapes.Window window = OnnxShapes.Window.of(kernel, OnnxValues.longs(op.stridesAttr()),
        OnnxValues.longs(op.dilationsAttr()), OnnxValues.longs(op.padsAttr()), op.autoPad(),
        false);
    if (!OnnxValues.isNone(op.B())) {
      long[] b = shape(op.B(), "B");
      if (b.length != 1 || b[0] != w[0]) {
        throw new ShapeException("Conv bias of shape " + OnnxShapes.text(b) + " does not match "
            + w[0] + " filters");
      }
    }
    return one(OnnxShapes.conv(x, w, op.group(), window), element(op.X()));
  }

  private static OnnxShapes.Window window(ArrayAttr kernel, ArrayAttr strides,
      ArrayAttr dilations, ArrayAttr pads, String autoPad, long ceilMode) {
    return OnnxShapes.Window.of(OnnxValues.longs(kernel), OnnxValues.longs(strides),
        OnnxValues.longs(dilations), OnnxValues.longs(pads), autoPad, ceilMode != 0);
  }

  private static List<Type> pool(Value x, OnnxShapes.Window window)
      throws ShapeException, Pending {
    return one(OnnxShapes.pool(shape(x, "X"), window), element(x));
  }

  private static List<Type> reduce(Value data, Value axes, long keepdims, long noop)
      throws ShapeException, Pending {
    return one(OnnxShapes.reduce(shape(data, "data"), optionalInts(axes, "axes"), keepdims != 0,
        noop != 0), element(data));
  }

  private static List<Type> split(OnnxSplitOp op) throws ShapeException, Pending {
    long[] x = shape(op.input(), "input");
    int axis = OnnxShapes.axis(op.axis(), x.length, "axis");
    int outputs = op.outputs().size();
    long[] sizes = OnnxShapes.splitSizes(x, axis, optionalInts(op.split(), "split"), outputs,
        op.numOutputs().isPresent());
    List<Type> types = new ArrayList<>();
    for (long size : sizes) {
      long[] y = x.clone();
      y[axis] = size;
      types.add(OnnxValues.tensor(y, element(op.input())));
    }
    return types;
  }

  private static List<Type> resize(OnnxResizeOp op) throws ShapeException, Pending {
    long[] x = shape(op.X(), "X");
    ConstTensor scales = OnnxValues.isNone(op.scales()) ? null : constant(op.scales(), "scales");
    if (scales != null && scales.size() == 0) {
      scales = null;
    }
    long[] sizes = scales != null ? null : optionalInts(op.sizes(), "sizes");
    if (scales == null && sizes == null) {
      throw new ShapeException("Resize needs 'scales' or 'sizes'");
    }
    double[] factors = scales == null ? null : scales.cast(FloatType.F64).floats();
    return one(OnnxShapes.resize(x, factors, sizes, OnnxValues.longs(op.axesAttr()),
        op.keepAspectRatioPolicy()), element(op.X()));
  }

  // ---- Operand access ----

  private static List<Type> one(long[] shape, Type elementType) {
    return List.of(OnnxValues.tensor(shape, elementType));
  }

  private static List<Type> same(Value input) throws Pending {
    return one(shape(input, "input"), element(input));
  }

  private static List<Type> broadcast(Value... inputs) throws ShapeException, Pending {
    List<long[]> shapes = new ArrayList<>();
    for (Value input : inputs) {
      shapes.add(shape(input, "input"));
    }
    return one(OnnxShapes.broadcast(shapes), element(inputs[0]));
  }

  private static long[] shape(Value value, String name) throws Pending {
    long[] shape = OnnxValues.staticShape(value);
    if (shape == null) {
      throw new Pending("operand '" + name + "' has no static shape");
    }
    return shape;
  }

  private static Type element(Value value) {
    return OnnxValues.elementType(value);
  }

  private static ConstTensor constant(Value value, String name) throws Pending {
    ConstTensor tensor = knownValue(value, 0);
    if (tensor == null) {
      throw new Pending("operand '" + name + "' is not a constant");
    }
    return tensor;
  }

  /**
   * {@return the value of {@code value} when it is a constant or a small shape computation on
   * constants and static shapes (Shape, Gather, Concat, ... as {@code onnx-constant-folding}
   * folds them), evaluated without changing the IR; else {@code null}}
   */
  private static ConstTensor knownValue(Value value, int depth) {
    ConstTensor constant = OnnxValues.constant(value);
    Operation producer = value.definingOp();
    if (constant != null || producer == null || depth > MAX_EVALUATION_DEPTH
        || !ConstantEvaluator.handles(producer) || producer.numResults() != 1
        || !(value.type() instanceof ShapedType shaped) || !shaped.hasStaticShape()
        || shaped.numElements() > MAX_EVALUATED_ELEMENTS) {
      return constant;
    }
    try {
      return ConstantEvaluator.evaluate(producer, shaped, operand -> knownValue(operand,
          depth + 1));
    } catch (ShapeException | ArithmeticException e) {
      return null;
    }
  }

  private static long[] ints(Value value, String name) throws Pending {
    ConstTensor tensor = constant(value, name);
    return tensor.cast(IntegerType.I64).ints();
  }

  private static long[] optionalInts(Value value, String name) throws Pending {
    return OnnxValues.isNone(value) ? null : ints(value, name);
  }
}
