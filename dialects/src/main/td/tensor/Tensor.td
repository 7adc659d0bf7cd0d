//===- Tensor.td - the tensor dialect -----------------------*- tablegen -*-===//
//
// Ops on tensor values, as MLIR's tensor dialect (LLVM 22). Offsets, sizes, strides
// and paddings are mixed static/dynamic lists: `[0, %i]` is stored as
// static_offsets = array<i64: 0, -9223372036854775808> plus one operand.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Tensor_Dialect : Dialect {
  let name = "tensor";
  let summary = "Creation, slicing and reshaping of tensor values";
  let description = [{
    Value-semantics ops on builtin tensor types; bufferization turns them into
    memref ops.
  }];
  let hasConstantMaterializer = 1;
}

class Tensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tensor_Dialect, mnemonic, traits>;

def Tensor_EmptyOp : Tensor_Op<"empty", [Pure]> {
  let summary = "empty tensor operation";
  let description = [{
    `%0 = tensor.empty(%n) : tensor<?x8xf32>`: a tensor of unspecified contents, one
    size operand per dynamic dimension.
  }];
  let arguments = (ins Variadic<Index>:$dynamicSizes);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "`(`$dynamicSizes`)` attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tensor_ExtractSliceOp : Tensor_Op<"extract_slice", [Pure, AttrSizedOperandSegments,
    ResultNames<["extracted_slice"]>]> {
  let summary = "extract slice operation";
  let description = [{
    `tensor.extract_slice %t[0, %i] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>`;
    the result may drop unit dimensions (rank reduction).
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tensor_InsertSliceOp : Tensor_Op<"insert_slice", [Pure, AttrSizedOperandSegments,
    AllTypesMatch<["dest", "result"]>, ResultNames<["inserted_slice"]>,
    DestinationStyle<"dest">]> {
  let summary = "insert_slice operation";
  let description = [{
    `tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>`.
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       AnyRankedTensor:$dest,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `into` type($dest)
  }];
  let hasVerifier = 1;
}

def Tensor_ParallelInsertSliceOp : Tensor_Op<"parallel_insert_slice", [
    AttrSizedOperandSegments, ParallelCombiningOpInterface]> {
  let summary = "Specify the tensor slice update of a single thread of a parent "
                "ParallelCombiningOpInterface op.";
  let description = [{
    `tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into
    tensor<8x16xf32>`, in `scf.forall.in_parallel`: inserts a slice into a shared output
    (a block argument of the loop) once every iteration is done.
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       AnyRankedTensor:$dest,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let assemblyFormat = [{
    $source `into` $dest ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `into` type($dest)
  }];
  let hasVerifier = 1;
}

def Tensor_GenerateOp : Tensor_Op<"generate", [
    SingleBlockImplicitTerminator<"tensor.yield">, RecursiveMemoryEffects,
    ResultNames<["generated"]>]> {
  let summary = "Creates a dynamically sized tensor from elements";
  let description = [{
    `%g = tensor.generate %n { ^bb0(%i: index, %j: index): ... tensor.yield %v : f32 }
    : tensor<?x4xf32>`: one index operand per dynamic dimension; the body takes one index
    per dimension and yields the element there.
  }];
  let arguments = (ins Variadic<Index>:$dynamicExtents);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$dynamicExtents $body attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tensor_PadOp : Tensor_Op<"pad", [Pure, AttrSizedOperandSegments,
    SingleBlockImplicitTerminator<"tensor.yield">, ResultNames<["padded"]>]> {
  let summary = "tensor pad operation";
  let description = [{
    Pads `source` by `low` and `high` entries per dimension; the region gets one index
    per dimension and yields the padding value.
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       Variadic<Index>:$low,
                       Variadic<Index>:$high,
                       DenseI64ArrayAttr:$static_low,
                       DenseI64ArrayAttr:$static_high,
                       UnitAttr:$nofold);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    $source
    (`nofold` $nofold^)?
    `low` `` custom<DynamicIndexList>($low, $static_low)
    `high` `` custom<DynamicIndexList>($high, $static_high)
    $region attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tensor_YieldOp : Tensor_Op<"yield", [Pure, Terminator, ReturnLike,
    ParentOneOf<["tensor.generate", "tensor.pad"]>]> {
  let summary = "Yield a value from a region";
  let description = [{
    Ends the region of `tensor.pad` with the padding value, or of `tensor.generate` with
    the element.
  }];
  let arguments = (ins AnyType:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Tensor_ConcatOp : Tensor_Op<"concat", [Pure, ResultNames<["concat"]>]> {
  let summary = "tensor concatenation operation";
  let description = [{
    `tensor.concat dim(0) %a, %b : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>`.
  }];
  let arguments = (ins I64Attr:$dim, Variadic<AnyRankedTensor>:$inputs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    `dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tensor_ExtractOp : Tensor_Op<"extract", [Pure, ResultNames<["extracted"]>,
    TypesMatchWith<"result type matches element type of tensor", "tensor", "result",
                   "elementType">]> {
  let summary = "element extraction operation";
  let description = [{
    `%x = tensor.extract %t[%i, %j] : tensor<8x16xf32>`.
  }];
  let arguments = (ins AnyRankedTensor:$tensor, Variadic<Index>:$indices);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$tensor `[` $indices `]` attr-dict `:` type($tensor)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tensor_InsertOp : Tensor_Op<"insert", [Pure, ResultNames<["inserted"]>,
    AllTypesMatch<["dest", "result"]>, DestinationStyle<"dest">,
    TypesMatchWith<"scalar type matches element type of dest", "dest", "scalar",
                   "elementType">]> {
  let summary = "element insertion operation";
  let description = [{
    `%t2 = tensor.insert %x into %t[%i, %j] : tensor<8x16xf32>`.
  }];
  let arguments = (ins AnyType:$scalar, AnyRankedTensor:$dest, Variadic<Index>:$indices);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)";
  let hasVerifier = 1;
}

def Tensor_DimOp : Tensor_Op<"dim", [NoMemoryEffect, ResultNames<["dim"]>]> {
  let summary = "dimension index operation";
  let description = [{
    `%d = tensor.dim %t, %i : tensor<?x16xf32>`: the size of dimension `%i`.
  }];
  let arguments = (ins AnyNon0RankedOrUnrankedTensor:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $source `,` $index `:` type($source)";
  let hasFolder = 1;
}

def Tensor_RankOp : Tensor_Op<"rank", [Pure, ResultNames<["rank"]>]> {
  let summary = "rank operation";
  let description = [{
    `%r = tensor.rank %t : tensor<*xf32>`: the number of dimensions.
  }];
  let arguments = (ins AnyTensor:$tensor);
  let results = (outs Index:$result);
  let assemblyFormat = "$tensor attr-dict `:` type($tensor)";
  let hasFolder = 1;
}

def Tensor_ReshapeOp : Tensor_Op<"reshape", [Pure, ResultNames<["reshape"]>]> {
  let summary = "tensor reshape operation";
  let description = [{
    `%r = tensor.reshape %t(%shape) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>`:
    the elements of a tensor in the shape held by a 1-D tensor.
  }];
  let arguments = (ins AnyTensor:$source, ShapeTensor:$shape);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = [{
    $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Tensor_GatherOp : Tensor_Op<"gather", [Pure, ResultNames<["gather"]>]> {
  let summary = "gather a subset of a tensor at specified indices";
  let description = [{
    `%g = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<2x1xindex>)
    -> tensor<2x4x1x6xf32>`: the leading dimensions of the indices give the leading
    dimensions of the result, the last one holds one coordinate per gathered dimension;
    the gathered dimensions have size 1 in the result, or are dropped.
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       RankedTensorOf<[AnySignlessIntegerOrIndex]>:$indices,
                       DenseI64ArrayAttr:$gather_dims,
                       UnitAttr:$unique);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `[` $indices `]`
      `gather_dims` `(` $gather_dims `)`
      (`unique` $unique^)?
      attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tensor_ScatterOp : Tensor_Op<"scatter", [Pure, ResultNames<["scatter"]>]> {
  let summary =
      "scatter a tensor into a destination tensor at specified indices";
  let description = [{
    `%s = tensor.scatter %v into %t[%i] scatter_dims([1]) unique : (tensor<2x4x1x6xf32>,
    tensor<4x5x6xf32>, tensor<2x1xindex>) -> tensor<4x5x6xf32>`: the inverse of
    `tensor.gather`, whose result type `%v` has; the coordinates must be `unique`.
  }];
  let arguments = (ins AnyRankedTensor:$source,
                       AnyRankedTensor:$dest,
                       RankedTensorOf<[AnySignlessIntegerOrIndex]>:$indices,
                       DenseI64ArrayAttr:$scatter_dims,
                       UnitAttr:$unique);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest `[` $indices `]`
      `scatter_dims` `(` $scatter_dims `)`
      (`unique` $unique^)?
      attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Tensor_CastOp : Tensor_Op<"cast", [Pure, ResultNames<["cast"]>]> {
  let summary = "tensor cast operation";
  let description = [{
    Converts between tensor types of compatible shapes (static, dynamic, unranked).
  }];
  let arguments = (ins AnyTensor:$source);
  let results = (outs AnyTensor:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tensor_CollapseShapeOp : Tensor_Op<"collapse_shape", [Pure,
    ResultNames<["collapsed"]>]> {
  let summary = "operation to produce a tensor with a smaller rank";
  let description = [{
    `tensor.collapse_shape %t [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>`: each
    group of source dimensions becomes one result dimension.
  }];
  let arguments = (ins AnyRankedTensor:$src, IndexListArrayAttr:$reassociation);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];
  let hasVerifier = 1;
}

def Tensor_ExpandShapeOp : Tensor_Op<"expand_shape", [Pure, ResultNames<["expanded"]>]> {
  let summary = "operation to produce a tensor with a higher rank";
  let description = [{
    `tensor.expand_shape %t [[0, 1]] output_shape [8, 16] : tensor<128xf32> into tensor<8x16xf32>`.
  }];
  let arguments = (ins AnyRankedTensor:$src, IndexListArrayAttr:$reassociation,
                       Variadic<Index>:$output_shape,
                       DenseI64ArrayAttr:$static_output_shape);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $src $reassociation `output_shape`
    custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
    type($src) `into` type($result)
  }];
  let hasVerifier = 1;
}

def Tensor_SplatOp : Tensor_Op<"splat", [Pure, ResultNames<["splat"]>,
    TypesMatchWith<"operand type matches element type of result", "aggregate", "input",
                   "elementType">]> {
  let summary = "tensor splat or broadcast operation";
  let description = [{
    `%s = tensor.splat %x[%n] : tensor<?x4xf32>`: every element is `%x`.
  }];
  let arguments = (ins AnyType:$input, Variadic<Index>:$dynamicSizes);
  let results = (outs AnyRankedTensor:$aggregate);
  let assemblyFormat = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)";
  let hasVerifier = 1;
}

def Tensor_FromElementsOp : Tensor_Op<"from_elements", [Pure,
    ResultNames<["from_elements"]>,
    TypesMatchWith<"operand types match result element type", "result", "elements",
                   "elementType">]> {
  let summary = "tensor from elements operation.";
  let description = [{
    `%t = tensor.from_elements %a, %b : tensor<2xf32>`, in row-major order.
  }];
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$elements attr-dict `:` type($result)";
  let hasVerifier = 1;
}
