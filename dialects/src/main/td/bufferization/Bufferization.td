//===- Bufferization.td - the bufferization dialect ---------*- tablegen -*-===//
//
// The tensor/buffer boundary, as MLIR's bufferization dialect (LLVM 22, where
// to_memref became to_buffer and both casts spell out `: <src> to <dst>`).
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Bufferization_Dialect : Dialect {
  let name = "bufferization";
  let summary = "Conversions between tensors and buffers";
  let description = [{
    `to_tensor` and `to_buffer` connect value-semantics tensors with memrefs;
    `alloc_tensor` is a tensor that bufferizes to a new allocation.
  }];
}

class Bufferization_Op<string mnemonic, list<Trait> traits = []>
    : Op<Bufferization_Dialect, mnemonic, traits>;

def BufferLikeType : Type<"rankedOrUnrankedMemRef", "BufferLikeType instance">;
def TensorLikeType : Type<"tensor", "TensorLikeType instance">;

def Bufferization_ToTensorOp : Bufferization_Op<"to_tensor", [Pure]> {
  let summary = "create a buffer-like type from a tensor-like type";
  let description = [{
    `%t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>`.
  }];
  let arguments = (ins BufferLikeType:$buffer, UnitAttr:$restrict, UnitAttr:$writable);
  let results = (outs TensorLikeType:$result);
  let assemblyFormat = [{
    $buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict
      `:` type($buffer) `to` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Bufferization_ToBufferOp : Bufferization_Op<"to_buffer", [Pure]> {
  let summary = "cast a tensor-like type to buffer-like type";
  let description = [{
    `%m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>`.
  }];
  let arguments = (ins TensorLikeType:$tensor, UnitAttr:$read_only);
  let results = (outs BufferLikeType:$buffer);
  let assemblyFormat = [{
    $tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Bufferization_CloneOp : Bufferization_Op<"clone"> {
  let summary = "clone a memref";
  let description = [{
    `%copy = bufferization.clone %m : memref<4xf32> to memref<4xf32>`: a new buffer
    with the contents of `%m`.
  }];
  let arguments = (ins AnyRankedOrUnrankedMemRef:$input);
  let results = (outs AnyRankedOrUnrankedMemRef:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

def Bufferization_AllocTensorOp : Bufferization_Op<"alloc_tensor",
    [AttrSizedOperandSegments]> {
  let summary = "allocate buffer for a tensor";
  let description = [{
    `%t = bufferization.alloc_tensor(%n) copy(%src) size_hint=%h : tensor<?xf32>`; the
    copy has the result type.
  }];
  let arguments = (ins Variadic<Index>:$dynamic_sizes,
                       Optional<AnyTensor>:$copy,
                       Optional<Index>:$size_hint,
                       OptionalAttr<AnyAttr>:$memory_space);
  let results = (outs AnyTensor:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Bufferization_DeallocOp : Bufferization_Op<"dealloc", [AttrSizedOperandSegments]> {
  let summary = "deallocates the given memrefs if no alias is retained";
  let description = [{
    `%r = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c, %d)
    retain (%m : memref<8xf32>)`: frees each memref whose condition holds unless a
    retained memref aliases it; one `i1` result per retained memref tells whether the
    caller now owns it.
  }];
  let arguments = (ins Variadic<AnyRankedOrUnrankedMemRef>:$memrefs,
                       Variadic<I1>:$conditions,
                       Variadic<AnyRankedOrUnrankedMemRef>:$retained);
  let results = (outs Variadic<I1>:$updatedConditions);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}
