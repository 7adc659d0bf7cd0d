//===- MemRef.td - the memref dialect -----------------------*- tablegen -*-===//
//
// Buffers, as MLIR's memref dialect (LLVM 22): allocation, globals, element access,
// views (subview, reinterpret_cast, reshapes) and copies.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def MemRef_Dialect : Dialect {
  let name = "memref";
  let summary = "Allocation, access and views of memory buffers";
  let description = [{
    Ops on builtin memref types: the target of bufferization and of the PIM host
    and device memory model.
  }];
  let hasConstantMaterializer = 1;
}

class MemRef_Op<string mnemonic, list<Trait> traits = []>
    : Op<MemRef_Dialect, mnemonic, traits>;

class MemRef_AllocLikeOp<string mnemonic, string resultName>
    : MemRef_Op<mnemonic, [AttrSizedOperandSegments, ResultNames<[resultName]>]> {
  let arguments = (ins Variadic<Index>:$dynamicSizes,
                       Variadic<Index>:$symbolOperands,
                       ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>:$alignment);
  let results = (outs AnyMemRef:$memref);
  let assemblyFormat = [{
    `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
  }];
  let hasVerifier = 1;
}

def MemRef_AllocOp : MemRef_AllocLikeOp<"alloc", "alloc"> {
  let summary = "memory allocation operation";
  let description = [{
    `%alloc = memref.alloc(%n)[%s] : memref<?x4xf32, #map>`: one size per dynamic
    dimension, one operand per symbol of the layout map.
  }];
  let hasCanonicalizer = 1;
}

def MemRef_AllocaOp : MemRef_AllocLikeOp<"alloca", "alloca"> {
  let summary = "stack memory allocation operation";
  let description = [{
    Like `memref.alloc`, freed when the enclosing scope returns.
  }];
}

def MemRef_DeallocOp : MemRef_Op<"dealloc"> {
  let summary = "memory deallocation operation";
  let description = [{
    `memref.dealloc %m : memref<4xf32>` frees a buffer made by `memref.alloc`.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
}

def MemRef_GlobalOp : MemRef_Op<"global", [Symbol]> {
  let summary = "declare or define a global memref variable";
  let description = [{
    `memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>`;
    `= uninitialized` is a unit initial value, no initializer an external global.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       TypeAttr:$type,
                       OptionalAttr<AnyAttr>:$initial_value,
                       UnitAttr:$constant,
                       OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = [{
    ($sym_visibility^)?
    (`constant` $constant^)?
    $sym_name `:`
    custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)
    attr-dict
  }];
  let hasVerifier = 1;
}

def MemRef_GetGlobalOp : MemRef_Op<"get_global",
    [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "get the memref pointing to a global variable";
  let description = [{
    `%0 = memref.get_global @c : memref<2xf32>`; the type must be the global's.
  }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = "$name `:` type($result) attr-dict";
}

def MemRef_LoadOp : MemRef_Op<"load", [
    TypesMatchWith<"result type matches element type of 'memref'", "memref", "result",
                   "elementType">]> {
  let summary = "load operation";
  let description = [{
    `%x = memref.load %m[%i, %j] : memref<4x4xf32>`: one index per dimension.
  }];
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices,
                       OptionalAttr<BoolAttr>:$nontemporal,
                       OptionalAttr<I64Attr>:$alignment);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref)";
  let hasVerifier = 1;
}

def MemRef_StoreOp : MemRef_Op<"store", [
    TypesMatchWith<"type of 'value' matches element type of 'memref'", "memref", "value",
                   "elementType">]> {
  let summary = "store operation";
  let description = [{
    `memref.store %x, %m[%i, %j] : memref<4x4xf32>`.
  }];
  let arguments = (ins AnyType:$value, AnyMemRef:$memref, Variadic<Index>:$indices,
                       OptionalAttr<BoolAttr>:$nontemporal,
                       OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)";
  let hasVerifier = 1;
}

def MemRef_SubViewOp : MemRef_Op<"subview", [Pure, AttrSizedOperandSegments,
    ResultNames<["subview"]>]> {
  let summary = "memref subview operation";
  let description = [{
    `memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>`.
  }];
  let arguments = (ins AnyMemRef:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source ``
    custom<DynamicIndexList>($offsets, $static_offsets)
    custom<DynamicIndexList>($sizes, $static_sizes)
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def MemRef_CopyOp : MemRef_Op<"copy"> {
  let summary = "copies the data from the source to the destination memref.";
  let description = [{
    `memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2]>>`: same shape and
    element type, any layouts.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       AnyRankedOrUnrankedMemRef:$target);
  let assemblyFormat = [{
    $source `,` $target attr-dict `:` type($source) `to` type($target)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def MemRef_CastOp : MemRef_Op<"cast", [Pure, ResultNames<["cast"]>]> {
  let summary = "memref cast operation";
  let description = [{
    Converts between memref types of compatible shapes and layouts.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_DimOp : MemRef_Op<"dim", [NoMemoryEffect, ResultNames<["dim"]>]> {
  let summary = "dimension index operation";
  let description = [{
    `%d = memref.dim %m, %i : memref<?x4xf32>`: the size of dimension `%i`.
  }];
  let arguments = (ins AnyNon0RankedOrUnrankedMemRef:$source, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $source `,` $index `:` type($source)";
  let hasFolder = 1;
}

def MemRef_RankOp : MemRef_Op<"rank", [Pure]> {
  let summary = "rank operation";
  let description = [{
    `%r = memref.rank %m : memref<*xf32>`: the number of dimensions.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
  let results = (outs Index:$result);
  let assemblyFormat = "$memref attr-dict `:` type($memref)";
  let hasFolder = 1;
}

def MemRef_ReinterpretCastOp : MemRef_Op<"reinterpret_cast", [Pure,
    AttrSizedOperandSegments, ResultNames<["reinterpret_cast"]>]> {
  let summary = "memref reinterpret cast operation";
  let description = [{
    `memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>`.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
                       Variadic<Index>:$offsets,
                       Variadic<Index>:$sizes,
                       Variadic<Index>:$strides,
                       DenseI64ArrayAttr:$static_offsets,
                       DenseI64ArrayAttr:$static_sizes,
                       DenseI64ArrayAttr:$static_strides);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source `to` `offset` `` `:`
    custom<DynamicIndexList>($offsets, $static_offsets)
    `` `,` `sizes` `` `:`
    custom<DynamicIndexList>($sizes, $static_sizes)
    `` `,` `strides` `` `:`
    custom<DynamicIndexList>($strides, $static_strides)
    attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
}

def MemRef_CollapseShapeOp : MemRef_Op<"collapse_shape", [Pure,
    ResultNames<["collapse_shape"]>]> {
  let summary = "operation to produce a memref with a smaller rank.";
  let description = [{
    `memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>`.
  }];
  let arguments = (ins AnyMemRef:$src, IndexListArrayAttr:$reassociation);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $src $reassociation attr-dict `:` type($src) `into` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_ExpandShapeOp : MemRef_Op<"expand_shape", [Pure,
    ResultNames<["expand_shape"]>]> {
  let summary = "operation to produce a memref with a higher rank.";
  let description = [{
    `memref.expand_shape %m [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>`.
  }];
  let arguments = (ins AnyMemRef:$src, IndexListArrayAttr:$reassociation,
                       Variadic<Index>:$output_shape,
                       DenseI64ArrayAttr:$static_output_shape);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $src $reassociation `output_shape`
    custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
    type($src) `into` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_AssumeAlignmentOp : MemRef_Op<"assume_alignment", [Pure, SameOperandsAndResultType,
    ResultNames<["assume_align"]>]> {
  let summary = "assumption that gives alignment information to the input memref";
  let description = [{
    `%a = memref.assume_alignment %m, 16 : memref<4xf32>`: the same buffer, assumed aligned
    to a power of two bytes.
  }];
  let arguments = (ins AnyMemRef:$memref, ConfinedAttr<I32Attr, [IntPositive]>:$alignment);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = "$memref `,` $alignment attr-dict `:` type($memref)";
  let hasVerifier = 1;
}

// MLIR's SameOperandsAndResultShape is left out as for memref.cast: the cast compatibility
// check reports first, and covers the shapes.
def MemRef_MemorySpaceCastOp : MemRef_Op<"memory_space_cast", [Pure,
    ResultNames<["memspacecast"]>]> {
  let summary = "memref memory space cast operation";
  let description = [{
    `%c = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>`: the same shape,
    element type and layout in another memory space.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
  let results = (outs AnyRankedOrUnrankedMemRef:$dest);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
  let hasVerifier = 1;
}

def MemRef_ReshapeOp : MemRef_Op<"reshape", [Pure, ResultNames<["reshape"]>]> {
  let summary = "memref reshape operation";
  let description = [{
    `%r = memref.reshape %m(%shape) : (memref<4x4xf32>, memref<1xi32>) -> memref<16xf32>`:
    a view of an identity-layout buffer in the shape held by a 1-D buffer.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$source, ShapeMemRef:$shape);
  let results = (outs AnyRankedOrUnrankedMemRef:$result);
  let assemblyFormat = [{
    $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def MemRef_ViewOp : MemRef_Op<"view", [Pure, ResultNames<["view"]>]> {
  let summary = "memref view operation";
  let description = [{
    `%v = memref.view %bytes[%shift][%n] : memref<64xi8> to memref<?x4xf32>`: a view of a
    byte buffer from a byte offset, one size per dynamic dimension.
  }];
  let arguments = (ins ByteBufferMemRef:$source, Index:$byte_shift, Variadic<Index>:$sizes);
  let results = (outs AnyMemRef:$result);
  let assemblyFormat = [{
    $source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict
    `:` type($source) `to` type(results)
  }];
  let hasVerifier = 1;
}

def MemRef_ReallocOp : MemRef_Op<"realloc"> {
  let summary = "memory reallocation operation";
  let description = [{
    `%r = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>`: a 1-D buffer of another
    size holding the source's elements, which is freed; the size operand is given exactly
    when the result size is dynamic.
  }];
  let arguments = (ins AnyMemRef1D:$source,
                       Optional<Index>:$dynamicResultSize,
                       ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive, IntPowerOf2]>:$alignment);
  let results = (outs AnyMemRef1D:$result);
  let assemblyFormat = [{
    $source (`(` $dynamicResultSize^ `)`)? attr-dict
    `:` type($source) `to` type(results)
  }];
  let hasVerifier = 1;
}

def MemRef_TransposeOp : MemRef_Op<"transpose", [Pure, ResultNames<["transpose"]>]> {
  let summary = "`transpose` produces a new strided memref (metadata-only)";
  let description = [{
    `%t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>`:
    the same buffer with sizes and strides permuted; the permutation is written as a bare
    affine map.
  }];
  let arguments = (ins AnyStridedMemRef:$in, AffineMapAttr:$permutation);
  let results = (outs AnyStridedMemRef:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_ExtractStridedMetadataOp : MemRef_Op<"extract_strided_metadata", [Pure,
    SameVariadicResultSize, DeclareOpInterfaceMethods<OpAsmOpInterface>]> {
  let summary = "Extracts a buffer base with offset and strides";
  let description = [{
    `%base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32>
    -> memref<f32>, index, index, index, index, index`: the 0-D base buffer, then the offset,
    sizes and strides of a strided memref; the result types are inferred from the source.
  }];
  let arguments = (ins AnyStridedMemRef:$source);
  let results = (outs AnyStridedMemRefOfRank<0>:$base_buffer, Index:$offset,
                      Variadic<Index>:$sizes, Variadic<Index>:$strides);
  let assemblyFormat = "$source `:` type($source) `->` type(results) attr-dict";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_PrefetchOp : MemRef_Op<"prefetch"> {
  let summary = "prefetch operation";
  let description = [{
    `memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>`: a hint to
    prefetch one element for reading or writing, with a locality from 0 (none) to 3 (keep in
    cache), into the data or instruction cache.
  }];
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices, BoolAttr:$isWrite,
                       ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>:$localityHint,
                       BoolAttr:$isDataCache);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

// MLIR's arith.atomic_rmw_kind (ArithBase.td), used by memref.atomic_rmw only.
def AtomicRMWKindAttr : I64EnumAttr<"AtomicRMWKind", "", [
    I64EnumAttrCase<"addf", 0>, I64EnumAttrCase<"addi", 1>, I64EnumAttrCase<"andi", 2>,
    I64EnumAttrCase<"assign", 3>, I64EnumAttrCase<"maximumf", 4>, I64EnumAttrCase<"maxnumf", 5>,
    I64EnumAttrCase<"maxs", 6>, I64EnumAttrCase<"maxu", 7>, I64EnumAttrCase<"minimumf", 8>,
    I64EnumAttrCase<"minnumf", 9>, I64EnumAttrCase<"mins", 10>, I64EnumAttrCase<"minu", 11>,
    I64EnumAttrCase<"mulf", 12>, I64EnumAttrCase<"muli", 13>, I64EnumAttrCase<"ori", 14>,
    I64EnumAttrCase<"xori", 15>]>;

def MemRef_AtomicRMWOp : MemRef_Op<"atomic_rmw", [
    AllTypesMatch<["value", "result"]>,
    TypesMatchWith<"value type matches element type of memref", "memref", "value",
                   "elementType">]> {
  let summary = "atomic read-modify-write operation";
  let description = [{
    `%x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32`: combines the
    element with the value without a data race and returns the value stored last.
  }];
  let arguments = (ins AtomicRMWKindAttr:$kind,
                       AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$value,
                       MemRefOf<[AnySignlessInteger, AnyFloat]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let assemblyFormat = [{
    $kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,`
    type($memref) `)` `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_GenericAtomicRMWOp : MemRef_Op<"generic_atomic_rmw", [
    SingleBlockImplicitTerminator<"memref.atomic_yield">,
    TypesMatchWith<"result type matches element type of memref", "memref", "result",
                   "elementType">]> {
  let summary = "atomic read-modify-write operation with a region";
  let description = [{
    `%x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%old: f32): ...
    memref.atomic_yield %new : f32 }`: the region computes the value to store from the
    current one, its only block argument, with side-effect-free ops.
  }];
  let arguments = (ins MemRefOf<[AnySignlessInteger, AnyFloat]>:$memref,
                       Variadic<Index>:$indices);
  let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
  let regions = (region AnyRegion:$atomic_body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def MemRef_AtomicYieldOp : MemRef_Op<"atomic_yield", [
    HasParent<"memref.generic_atomic_rmw">, Pure, Terminator, ReturnLike]> {
  let summary = "yield operation for GenericAtomicRMWOp";
  let description = [{
    `memref.atomic_yield %v : f32` ends the region of `memref.generic_atomic_rmw` with the
    value to store.
  }];
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope", [AutomaticAllocationScope,
    SingleBlockImplicitTerminator<"memref.alloca_scope.return">, RecursiveMemoryEffects,
    NoRegionArguments]> {
  let summary = "explicitly delimited scope for stack allocation";
  let description = [{
    `%r = memref.alloca_scope -> (f32) { ... memref.alloca_scope.return %v : f32 }`: the
    `memref.alloca`s of the region are freed when it exits; without results the terminator may
    be left out.
  }];
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$bodyRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def MemRef_AllocaScopeReturnOp : MemRef_Op<"alloca_scope.return", [
    HasParent<"memref.alloca_scope">, Pure, ReturnLike, Terminator]> {
  let summary = "terminator for alloca_scope operation";
  let description = [{
    `memref.alloca_scope.return %v : f32` returns the values of a `memref.alloca_scope`.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def MemRef_DmaStartOp : MemRef_Op<"dma_start"> {
  let summary = "non-blocking DMA operation that starts a transfer";
  let description = [{
    `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] : memref<64xf32>, memref<64xf32, 1>,
    memref<1xi32>`: starts copying `%n` elements, optionally with a stride and a number of
    elements per stride at the end; the operands are checked by the verifier, which finds each
    group from the ranks of the memrefs.
  }];
  let arguments = (ins Variadic<AnyType>:$dmaOperands);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def MemRef_DmaWaitOp : MemRef_Op<"dma_wait"> {
  let summary = "blocking DMA operation that waits for transfer completion";
  let description = [{
    `memref.dma_wait %tag[%k], %n : memref<1xi32>` blocks until the transfer of the tag
    element completed.
  }];
  let arguments = (ins AnyMemRef:$tagMemRef, Variadic<Index>:$tagIndices, Index:$numElements);
  let assemblyFormat = [{
    $tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}
