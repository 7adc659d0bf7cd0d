//===- Onnx.td - the onnx dialect ---------------------------*- tablegen -*-===//
//
// The operators of an ONNX graph, named and attributed as onnx-mlir's ONNX
// dialect. The importer gives every operator its latest form: bounds, axes,
// pads and scales that older opsets held in attributes become operands, and an
// absent optional operand is the result of `onnx.NoValue`.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Onnx_Dialect : Dialect {
  let name = "onnx";
  let summary = "The operators of an imported ONNX graph";
  let description = [{
    A model becomes `func.func @main_graph`, its initializers `onnx.Constant`
    ops, and each node one op located at the node's name. Result types start
    as the model declares them (often unranked) and are refined by shape
    inference, which sets them in place (`Value.setType`).
  }];
}

// A value of an ONNX graph: a ranked or unranked tensor.
def OnnxTensor : Type<"tensor", "tensor of any type values"> { let typeKind = "TENSOR"; }
// An optional input: a tensor, or the `none` of `onnx.NoValue` when absent.
def OnnxTensorOrNone : AnyTypeOf<[AnyTensor, NoneType], "tensor or none">;

class Onnx_Op<string mnemonic, list<Trait> traits = []>
    : Op<Onnx_Dialect, mnemonic, !listconcat([Pure], traits)>;

//===----------------------------------------------------------------------===//
// Constants and absent values
//===----------------------------------------------------------------------===//

def Onnx_NoValueOp : Onnx_Op<"NoValue", [ConstantLike]> {
  let summary = "The absent value of an optional input";
  let arguments = (ins UnitAttr:$value);
  let results = (outs NoneType:$none_val);
}

def Onnx_ConstantOp : Onnx_Op<"Constant", [ConstantLike]> {
  let summary = "A constant tensor (an initializer or a Constant node)";
  let description = [{
    Every form of ONNX's `Constant` (`value`, `value_float(s)`, `value_int(s)`)
    and every initializer is imported as a dense `value` of the result type.
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs OnnxTensor:$output);
  let hasVerifier = 1;
}

def Onnx_ConstantOfShapeOp : Onnx_Op<"ConstantOfShape"> {
  let summary = "A tensor of the given shape filled with one value";
  let arguments = (ins OnnxTensor:$input, OptionalAttr<ElementsAttr>:$value);
  let results = (outs OnnxTensor:$output);
}

//===----------------------------------------------------------------------===//
// Elementwise arithmetic (multidirectional broadcasting)
//===----------------------------------------------------------------------===//

class Onnx_BinaryOp<string mnemonic, string what> : Onnx_Op<mnemonic> {
  let summary = what # " with multidirectional broadcasting";
  let arguments = (ins OnnxTensor:$A, OnnxTensor:$B);
  let results = (outs OnnxTensor:$C);
}

def Onnx_AddOp : Onnx_BinaryOp<"Add", "Elementwise addition">;
def Onnx_SubOp : Onnx_BinaryOp<"Sub", "Elementwise subtraction">;
def Onnx_MulOp : Onnx_BinaryOp<"Mul", "Elementwise multiplication">;
def Onnx_DivOp : Onnx_BinaryOp<"Div", "Elementwise division">;

def Onnx_PowOp : Onnx_Op<"Pow"> {
  let summary = "Elementwise power with multidirectional broadcasting";
  let arguments = (ins OnnxTensor:$X, OnnxTensor:$Y);
  let results = (outs OnnxTensor:$Z);
}

def Onnx_SumOp : Onnx_Op<"Sum"> {
  let summary = "Elementwise sum of one or more tensors";
  let arguments = (ins Variadic<OnnxTensor>:$data_0);
  let results = (outs OnnxTensor:$sum);
  let hasVerifier = 1;
}

def Onnx_MaxOp : Onnx_Op<"Max"> {
  let summary = "Elementwise maximum of one or more tensors";
  let arguments = (ins Variadic<OnnxTensor>:$data_0);
  let results = (outs OnnxTensor:$max);
  let hasVerifier = 1;
}

def Onnx_MinOp : Onnx_Op<"Min"> {
  let summary = "Elementwise minimum of one or more tensors";
  let arguments = (ins Variadic<OnnxTensor>:$data_0);
  let results = (outs OnnxTensor:$min);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Activations and unary functions
//===----------------------------------------------------------------------===//

class Onnx_UnaryXYOp<string mnemonic, string what> : Onnx_Op<mnemonic> {
  let summary = what;
  let arguments = (ins OnnxTensor:$X);
  let results = (outs OnnxTensor:$Y);
}

def Onnx_ReluOp : Onnx_UnaryXYOp<"Relu", "max(x, 0), elementwise">;
def Onnx_SigmoidOp : Onnx_UnaryXYOp<"Sigmoid", "1 / (1 + exp(-x)), elementwise">;
def Onnx_HardSwishOp : Onnx_UnaryXYOp<"HardSwish", "x * max(0, min(1, x / 6 + 1 / 2)), elementwise">;
def Onnx_SqrtOp : Onnx_UnaryXYOp<"Sqrt", "Square root, elementwise">;
// Not an ONNX operator: onnx-decompose recognizes x * Sigmoid(x), the exporter writes it back.
def Onnx_SiLUOp : Onnx_UnaryXYOp<"SiLU", "x * sigmoid(x), elementwise (recognized from Mul and Sigmoid)">;

def Onnx_TanhOp : Onnx_Op<"Tanh"> {
  let summary = "Hyperbolic tangent, elementwise";
  let arguments = (ins OnnxTensor:$input);
  let results = (outs OnnxTensor:$output);
}

def Onnx_ExpOp : Onnx_Op<"Exp"> {
  let summary = "Exponential, elementwise";
  let arguments = (ins OnnxTensor:$input);
  let results = (outs OnnxTensor:$output);
}

def Onnx_LeakyReluOp : Onnx_Op<"LeakyRelu"> {
  let summary = "x for x >= 0, alpha * x otherwise, elementwise";
  let arguments = (ins OnnxTensor:$X, DefaultValuedAttr<F32Attr, "0.01">:$alpha);
  let results = (outs OnnxTensor:$Y);
}

def Onnx_HardSigmoidOp : Onnx_Op<"HardSigmoid"> {
  let summary = "max(0, min(1, alpha * x + beta)), elementwise";
  let arguments = (ins OnnxTensor:$X, DefaultValuedAttr<F32Attr, "0.2">:$alpha,
                       DefaultValuedAttr<F32Attr, "0.5">:$beta);
  let results = (outs OnnxTensor:$Y);
}

def Onnx_SoftmaxOp : Onnx_Op<"Softmax"> {
  let summary = "Normalized exponential along one axis (opset 13 semantics)";
  let description = [{
    Before opset 13 Softmax flattened its input to two dimensions at `axis`;
    the importer expresses that form as Flatten, Softmax on axis 1 and Reshape.
  }];
  let arguments = (ins OnnxTensor:$input, DefaultValuedAttr<SI64Attr, "-1">:$axis);
  let results = (outs OnnxTensor:$output);
  let hasVerifier = 1;
}

def Onnx_ClipOp : Onnx_Op<"Clip"> {
  let summary = "Limits every element to [min, max] (bounds as inputs, opset 11 form)";
  let arguments = (ins OnnxTensor:$input, OnnxTensorOrNone:$min, OnnxTensorOrNone:$max);
  let results = (outs OnnxTensor:$output);
}

//===----------------------------------------------------------------------===//
// Contractions and normalization
//===----------------------------------------------------------------------===//

def Onnx_GemmOp : Onnx_Op<"Gemm"> {
  let summary = "alpha * A' * B' + beta * C, with A' and B' optionally transposed";
  let arguments = (ins OnnxTensor:$A, OnnxTensor:$B, OnnxTensorOrNone:$C,
                       DefaultValuedAttr<F32Attr, "1.0">:$alpha,
                       DefaultValuedAttr<F32Attr, "1.0">:$beta,
                       DefaultValuedAttr<SI64Attr, "0">:$transA,
                       DefaultValuedAttr<SI64Attr, "0">:$transB);
  let results = (outs OnnxTensor:$Y);
  let hasVerifier = 1;
}

def Onnx_MatMulOp : Onnx_Op<"MatMul"> {
  let summary = "Matrix product with numpy broadcasting of the batch dimensions";
  let arguments = (ins OnnxTensor:$A, OnnxTensor:$B);
  let results = (outs OnnxTensor:$Y);
  let hasVerifier = 1;
}

def Onnx_ConvOp : Onnx_Op<"Conv"> {
  let summary = "N-dimensional convolution over an NCHW input";
  let arguments = (ins OnnxTensor:$X, OnnxTensor:$W, OnnxTensorOrNone:$B,
                       DefaultValuedAttr<StrAttr, "\"NOTSET\"">:$auto_pad,
                       OptionalAttr<I64ArrayAttr>:$dilations,
                       DefaultValuedAttr<SI64Attr, "1">:$group,
                       OptionalAttr<I64ArrayAttr>:$kernel_shape,
                       OptionalAttr<I64ArrayAttr>:$pads,
                       OptionalAttr<I64ArrayAttr>:$strides);
  let results = (outs OnnxTensor:$Y);
  let hasVerifier = 1;
}

def Onnx_BatchNormalizationInferenceModeOp : Onnx_Op<"BatchNormalizationInferenceMode"> {
  let summary = "Batch normalization with stored statistics (ONNX BatchNormalization, one output)";
  let arguments = (ins OnnxTensor:$X, OnnxTensor:$scale, OnnxTensor:$B, OnnxTensor:$mean,
                       OnnxTensor:$var,
                       DefaultValuedAttr<F32Attr, "1.0e-5">:$epsilon,
                       DefaultValuedAttr<F32Attr, "0.9">:$momentum);
  let results = (outs OnnxTensor:$o_Y);
}

def Onnx_LRNOp : Onnx_Op<"LRN"> {
  let summary = "Local response normalization across channels";
  let arguments = (ins OnnxTensor:$X,
                       DefaultValuedAttr<F32Attr, "1.0e-4">:$alpha,
                       DefaultValuedAttr<F32Attr, "0.75">:$beta,
                       DefaultValuedAttr<F32Attr, "1.0">:$bias,
                       ConfinedAttr<SI64Attr, [IntPositive]>:$size);
  let results = (outs OnnxTensor:$Y);
}

//===----------------------------------------------------------------------===//
// Pooling and reductions
//===----------------------------------------------------------------------===//

def Onnx_MaxPoolSingleOutOp : Onnx_Op<"MaxPoolSingleOut"> {
  let summary = "Max pooling (ONNX MaxPool without its Indices output)";
  let arguments = (ins OnnxTensor:$X,
                       DefaultValuedAttr<StrAttr, "\"NOTSET\"">:$auto_pad,
                       DefaultValuedAttr<SI64Attr, "0">:$ceil_mode,
                       OptionalAttr<I64ArrayAttr>:$dilations,
                       I64ArrayAttr:$kernel_shape,
                       OptionalAttr<I64ArrayAttr>:$pads,
                       DefaultValuedAttr<SI64Attr, "0">:$storage_order,
                       OptionalAttr<I64ArrayAttr>:$strides);
  let results = (outs OnnxTensor:$o_Y);
  let hasVerifier = 1;
}

def Onnx_AveragePoolOp : Onnx_Op<"AveragePool"> {
  let summary = "Average pooling";
  let arguments = (ins OnnxTensor:$X,
                       DefaultValuedAttr<StrAttr, "\"NOTSET\"">:$auto_pad,
                       DefaultValuedAttr<SI64Attr, "0">:$ceil_mode,
                       DefaultValuedAttr<SI64Attr, "0">:$count_include_pad,
                       OptionalAttr<I64ArrayAttr>:$dilations,
                       I64ArrayAttr:$kernel_shape,
                       OptionalAttr<I64ArrayAttr>:$pads,
                       OptionalAttr<I64ArrayAttr>:$strides);
  let results = (outs OnnxTensor:$Y);
  let hasVerifier = 1;
}

def Onnx_GlobalAveragePoolOp : Onnx_UnaryXYOp<"GlobalAveragePool",
    "Mean over all spatial dimensions">;
def Onnx_GlobalMaxPoolOp : Onnx_UnaryXYOp<"GlobalMaxPool", "Maximum over all spatial dimensions">;

class Onnx_ReduceOp<string mnemonic, string what> : Onnx_Op<mnemonic> {
  let summary = what # " over the given axes (axes as an input, opset 18 form)";
  let arguments = (ins OnnxTensor:$data, OnnxTensorOrNone:$axes,
                       DefaultValuedAttr<SI64Attr, "1">:$keepdims,
                       DefaultValuedAttr<SI64Attr, "0">:$noop_with_empty_axes);
  let results = (outs OnnxTensor:$reduced);
}

def Onnx_ReduceMeanOp : Onnx_ReduceOp<"ReduceMean", "Mean">;
def Onnx_ReduceSumOp : Onnx_ReduceOp<"ReduceSum", "Sum">;

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def Onnx_FlattenOp : Onnx_Op<"Flatten"> {
  let summary = "Collapses the dimensions before and from `axis` into a matrix";
  let arguments = (ins OnnxTensor:$input, DefaultValuedAttr<SI64Attr, "1">:$axis);
  let results = (outs OnnxTensor:$output);
}

def Onnx_ReshapeOp : Onnx_Op<"Reshape"> {
  let summary = "Gives the data a new shape (0 copies a dimension unless allowzero)";
  let arguments = (ins OnnxTensor:$data, OnnxTensor:$shape,
                       DefaultValuedAttr<SI64Attr, "0">:$allowzero);
  let results = (outs OnnxTensor:$reshaped);
}

def Onnx_TransposeOp : Onnx_Op<"Transpose"> {
  let summary = "Permutes the dimensions (reversed when perm is absent)";
  let arguments = (ins OnnxTensor:$data, OptionalAttr<I64ArrayAttr>:$perm);
  let results = (outs OnnxTensor:$transposed);
  let hasVerifier = 1;
}

def Onnx_ConcatOp : Onnx_Op<"Concat"> {
  let summary = "Joins tensors along one axis";
  let arguments = (ins Variadic<OnnxTensor>:$inputs, SI64Attr:$axis);
  let results = (outs OnnxTensor:$concat_result);
  let hasVerifier = 1;
}

def Onnx_SplitOp : Onnx_Op<"Split"> {
  let summary = "Splits a tensor along one axis (sizes as an input, opset 13 form)";
  let arguments = (ins OnnxTensor:$input, OnnxTensorOrNone:$split,
                       DefaultValuedAttr<SI64Attr, "0">:$axis,
                       OptionalAttr<SI64Attr>:$num_outputs);
  let results = (outs Variadic<OnnxTensor>:$outputs);
  let hasVerifier = 1;
}

def Onnx_SliceOp : Onnx_Op<"Slice"> {
  let summary = "Takes a strided slice (bounds as inputs, opset 10 form)";
  let arguments = (ins OnnxTensor:$data, OnnxTensor:$starts, OnnxTensor:$ends,
                       OnnxTensorOrNone:$axes, OnnxTensorOrNone:$steps);
  let results = (outs OnnxTensor:$output);
}

def Onnx_GatherOp : Onnx_Op<"Gather"> {
  let summary = "Takes the entries at the given indices along one axis";
  let arguments = (ins OnnxTensor:$data, OnnxTensor:$indices,
                       DefaultValuedAttr<SI64Attr, "0">:$axis);
  let results = (outs OnnxTensor:$output);
}

def Onnx_SqueezeOp : Onnx_Op<"Squeeze"> {
  let summary = "Removes dimensions of size 1 (axes as an input, opset 13 form)";
  let arguments = (ins OnnxTensor:$data, OnnxTensorOrNone:$axes);
  let results = (outs OnnxTensor:$squeezed);
}

def Onnx_UnsqueezeOp : Onnx_Op<"Unsqueeze"> {
  let summary = "Inserts dimensions of size 1 (axes as an input, opset 13 form)";
  let arguments = (ins OnnxTensor:$data, OnnxTensor:$axes);
  let results = (outs OnnxTensor:$expanded);
}

def Onnx_PadOp : Onnx_Op<"Pad"> {
  let summary = "Pads a tensor (pads and value as inputs, opset 18 form)";
  let arguments = (ins OnnxTensor:$data, OnnxTensor:$pads, OnnxTensorOrNone:$constant_value,
                       OnnxTensorOrNone:$axes,
                       DefaultValuedAttr<StrAttr, "\"constant\"">:$mode);
  let results = (outs OnnxTensor:$output);
  let hasVerifier = 1;
}

def Onnx_ResizeOp : Onnx_Op<"Resize"> {
  let summary = "Resizes a tensor by scales or to sizes (opset 19 form)";
  let description = [{
    Opset 10's Resize (X, scales) is imported with `asymmetric` coordinates and
    `floor` rounding, which is what it computed.
  }];
  let arguments = (ins OnnxTensor:$X, OnnxTensorOrNone:$roi, OnnxTensorOrNone:$scales,
                       OnnxTensorOrNone:$sizes,
                       DefaultValuedAttr<SI64Attr, "0">:$antialias,
                       OptionalAttr<I64ArrayAttr>:$axes,
                       DefaultValuedAttr<StrAttr, "\"half_pixel\"">:$coordinate_transformation_mode,
                       DefaultValuedAttr<F32Attr, "-0.75">:$cubic_coeff_a,
                       DefaultValuedAttr<SI64Attr, "0">:$exclude_outside,
                       DefaultValuedAttr<F32Attr, "0.0">:$extrapolation_value,
                       DefaultValuedAttr<StrAttr, "\"stretch\"">:$keep_aspect_ratio_policy,
                       DefaultValuedAttr<StrAttr, "\"nearest\"">:$mode,
                       DefaultValuedAttr<StrAttr, "\"round_prefer_floor\"">:$nearest_mode);
  let results = (outs OnnxTensor:$Y);
  let hasVerifier = 1;
}

def Onnx_ShapeOp : Onnx_Op<"Shape"> {
  let summary = "The shape of a tensor as a 1-D int64 tensor, optionally a slice of it";
  let arguments = (ins OnnxTensor:$data, OptionalAttr<SI64Attr>:$end,
                       DefaultValuedAttr<SI64Attr, "0">:$start);
  let results = (outs OnnxTensor:$shape);
}

//===----------------------------------------------------------------------===//
// Identity-like ops and conversion
//===----------------------------------------------------------------------===//

def Onnx_IdentityOp : Onnx_Op<"Identity"> {
  let summary = "Returns its input";
  let arguments = (ins OnnxTensor:$input);
  let results = (outs OnnxTensor:$output);
}

def Onnx_DropoutOp : Onnx_Op<"Dropout"> {
  let summary = "Random dropout in training, the identity in inference";
  let arguments = (ins OnnxTensor:$data, OnnxTensorOrNone:$ratio,
                       OnnxTensorOrNone:$training_mode, OptionalAttr<SI64Attr>:$seed);
  let results = (outs OnnxTensor:$output, OnnxTensorOrNone:$mask);
}

def Onnx_CastOp : Onnx_Op<"Cast"> {
  let summary = "Converts every element to the element type `to`";
  let arguments = (ins OnnxTensor:$input, DefaultValuedAttr<SI64Attr, "1">:$saturate,
                       TypeAttr:$to);
  let results = (outs OnnxTensor:$output);
}
