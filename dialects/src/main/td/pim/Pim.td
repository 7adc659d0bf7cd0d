//===- Pim.td - the pim dialect -----------------------------*- tablegen -*-===//
//
// The programs of PIM cores built on ReRAM crossbars: one pim.core (or one
// SPMD pim.core_batch) per core, vector and crossbar ops in destination style,
// core-to-core messages, event registers and host/device copies.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Pim_Dialect : Dialect {
  let name = "pim";
  let summary = "A low-level dialect for the Pim coprocessors on ReRAM crossbars";
  let description = [{
    Destination-style ops take an `outputBuffer` (or `target`) and return a
    value of its type: a fresh tensor before bufferization, the same buffer
    after. Sizes and offsets are bytes; core ids, event registers, wait counts
    and offsets are `index` operands that must resolve statically.
  }];
}

// Pim ops work on tensors before bufferization and on memrefs after.
def PimTensor : Type<"anyOf", "ranked tensor or memref", [AnyRankedTensor, AnyMemRef]>;

// A size in bytes.
def PimByteSize : ConfinedAttr<I32Attr, [IntPositive]>;

class Pim_Op<string mnemonic, list<Trait> traits = []> : Op<Pim_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Cores
//===----------------------------------------------------------------------===//

def Pim_CoreOp : Pim_Op<"core", [SingleBlock]> {
  let summary = "The program of one PIM core";
  let description = [{
    The entry block takes one argument per weight (the crossbar-resident
    matrices); every other value is captured from the enclosing function.
    `pim.halt` ends the body. After local memory planning the op carries
    `pim.local_memory_size`.
  }];
  let arguments = (ins Variadic<PimTensor>:$weights,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$coreId);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (`weights` `(` $weights^ `:` type($weights) `)`)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def Pim_CoreBatchOp : Pim_Op<"core_batch", [SingleBlock]> {
  let summary = "One SPMD program for several PIM cores, one lane per core";
  let description = [{
    Lane `i` runs on core `coreIds[i]`; the entry block takes the `index`
    lane, then one argument per weight.
  }];
  let arguments = (ins Variadic<PimTensor>:$weights,
                       ConfinedAttr<I32Attr, [IntPositive]>:$laneCount,
                       ConfinedAttr<DenseI32ArrayAttr, [DenseArrayNonNegative]>:$coreIds);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `lanes` `(` $laneCount `)` (`weights` `(` $weights^ `:` type($weights) `)`)?
    attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def Pim_HaltOp : Pim_Op<"halt", [Terminator, ParentOneOf<["pim.core", "pim.core_batch"]>]> {
  let summary = "Ends a core body";
  let description = [{ Emits no instruction. }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Crossbar and vector ops (destination style)
//===----------------------------------------------------------------------===//

def Pim_VMMOp : Pim_Op<"vmm", [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = "Vector-matrix product on the crossbar holding a core weight";
  let description = [{
    `output[r, n] = sum_k input[r, k] * weight[k, n]`: ISA `mvmul`. The
    weight is a weight argument of the enclosing core.
  }];
  let arguments = (ins PimTensor:$weight, PimTensor:$input, PimTensor:$outputBuffer);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $weight `,` $input `into` $outputBuffer attr-dict `:` type($weight) `,` type($input)
    `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_MVMOp : Pim_Op<"mvm", [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = "Matrix-vector product on the crossbar holding a core weight";
  let description = [{
    `output[n, c] = sum_k weight[n, k] * input[k, c]`: ISA `mvmul` in the
    other orientation.
  }];
  let arguments = (ins PimTensor:$weight, PimTensor:$input, PimTensor:$outputBuffer);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $weight `,` $input `into` $outputBuffer attr-dict `:` type($weight) `,` type($input)
    `->` type($output)
  }];
  let hasVerifier = 1;
}

class Pim_BinaryOp<string mnemonic, string desc>
    : Pim_Op<mnemonic, [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = desc;
  let arguments = (ins PimTensor:$lhs, PimTensor:$rhs, PimTensor:$outputBuffer);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $lhs `,` $rhs `into` $outputBuffer attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_VVAddOp : Pim_BinaryOp<"vvadd", "Element-wise addition (ISA vvadd)">;
def Pim_VVSubOp : Pim_BinaryOp<"vvsub", "Element-wise subtraction (ISA vvsub)">;
def Pim_VVMulOp : Pim_BinaryOp<"vvmul", "Element-wise multiplication (ISA vvmul)">;
def Pim_VVMaxOp : Pim_BinaryOp<"vvmax", "Element-wise maximum (ISA vvmax)">;

class Pim_UnaryOp<string mnemonic, string desc>
    : Pim_Op<mnemonic, [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = desc;
  let arguments = (ins PimTensor:$input, PimTensor:$outputBuffer);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $input `into` $outputBuffer attr-dict `:` type($input) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_VReluOp : Pim_UnaryOp<"vrelu", "Element-wise rectified linear unit (ISA vrelu)">;
def Pim_VSigmOp : Pim_UnaryOp<"vsigm", "Element-wise logistic sigmoid (ISA vsigm)">;
def Pim_VTanhOp : Pim_UnaryOp<"vtanh", "Element-wise hyperbolic tangent (ISA vtanh)">;
def Pim_VSoftmaxOp : Pim_UnaryOp<"vsoftmax", "Softmax over all elements (ISA vsoftmax)">;

def Pim_VMVOp : Pim_Op<"vmv", [AllTypesMatch<["target", "output"]>]> {
  let summary = "Strided gather: target[i] = source[i * sourceStride]";
  let description = [{
    ISA `vmv`: `length` elements from byte `sourceOffset` of `source`, every
    `sourceStride`-th element, to byte `targetOffset` of `target`.
  }];
  let arguments = (ins PimTensor:$target, PimTensor:$source, Index:$targetOffset,
                       Index:$sourceOffset, Index:$sourceStride, PimByteSize:$length);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $source `[` $sourceOffset `]` `stride` $sourceStride `into` $target `[` $targetOffset `]`
    `length` $length attr-dict `:` type($source) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_TransposeOp : Pim_Op<"transpose", [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = "Permutes the dimensions of a tensor";
  let description = [{
    `output` dimension `i` is `input` dimension `permutation[i]`. Instruction
    selection replaces it by `pim.vmv`/`pim.memcp` sequences.
  }];
  let arguments = (ins PimTensor:$input, PimTensor:$outputBuffer,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $input `perm` $permutation `into` $outputBuffer attr-dict `:` type($input) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_Im2colOp : Pim_Op<"im2col", [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = "Writes convolution patches of an NCHW or NHWC tensor into the rows of a buffer";
  let description = [{
    The destination-style form of `spat.im2col`, with the same attributes:
    the patch elements are written into `outputBuffer`, whose other elements
    keep their value. Codegen emits one local move (`lmv`) per run of
    elements contiguous in both the input and the buffer.
  }];
  let arguments = (ins PimTensor:$input, PimTensor:$outputBuffer,
                       DenseI64ArrayAttr:$kernel, DenseI64ArrayAttr:$strides,
                       DenseI64ArrayAttr:$dilations, DenseI64ArrayAttr:$pads,
                       DenseI64ArrayAttr:$outSize, DenseI64ArrayAttr:$channels,
                       DenseI64ArrayAttr:$positions, DenseI64ArrayAttr:$patch,
                       UnitAttr:$channelsLast);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $input `into` $outputBuffer attr-dict `:` type($input) `,` type($outputBuffer)
    `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_ConcatOp : Pim_Op<"concat", [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = "Concatenates tensors along an axis into a buffer";
  let description = [{ Codegen emits one local move per input slice. }];
  let arguments = (ins Variadic<PimTensor>:$inputs, PimTensor:$outputBuffer,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$axis);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    `axis` $axis ` ` `(` $inputs `)` `into` $outputBuffer attr-dict `:` type($inputs)
    `->` type($output)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Communication and synchronization
//===----------------------------------------------------------------------===//

def Pim_SendOp : Pim_Op<"send"> {
  let summary = "Sends bytes of a local value to another core (ISA send)";
  let arguments = (ins PimTensor:$input, Index:$targetCoreId, PimByteSize:$size);
  let assemblyFormat = "$input `to` $targetCoreId `size` $size attr-dict `:` type($input)";
  let hasVerifier = 1;
}

def Pim_ReceiveOp : Pim_Op<"receive", [AllTypesMatch<["outputBuffer", "output"]>]> {
  let summary = "Receives bytes from another core into a buffer (ISA recv)";
  let arguments = (ins PimTensor:$outputBuffer, Index:$outputOffset, Index:$sourceCoreId,
                       PimByteSize:$size);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    `from` $sourceCoreId `into` $outputBuffer `[` $outputOffset `]` `size` $size attr-dict
    `:` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_SyncOp : Pim_Op<"sync"> {
  let summary = "Signal an event register on another core";
  let arguments = (ins Index:$targetCoreId, Index:$eventRegister);
  let assemblyFormat = [{ $targetCoreId `event` $eventRegister attr-dict }];
  let hasVerifier = 1;
}

def Pim_WaitOp : Pim_Op<"wait"> {
  let summary = "Wait until a local event register equals a value, then reset it";
  let description = [{ Emits nothing when the value is 0. }];
  let arguments = (ins Index:$eventRegister, Index:$waitValue);
  let assemblyFormat = [{ $eventRegister `value` $waitValue attr-dict }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memory copies (destination style)
//===----------------------------------------------------------------------===//

def Pim_MemCopyHostToDevOp : Pim_Op<"memcp_hd", [AllTypesMatch<["deviceTarget", "output"]>]> {
  let summary = "Copies bytes from host memory to core-local memory (ISA ld)";
  let arguments = (ins Index:$deviceTargetOffset, Index:$hostSourceOffset,
                       PimTensor:$deviceTarget, PimTensor:$hostSource, PimByteSize:$size);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $deviceTarget `[` $deviceTargetOffset `]` `,` $hostSource `[` $hostSourceOffset `]`
    `size` $size attr-dict `:` type($hostSource) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_MemCopyDevToHostOp : Pim_Op<"memcp_dh", [AllTypesMatch<["hostTarget", "output"]>]> {
  let summary = "Copies bytes from core-local memory to host memory (ISA st)";
  let arguments = (ins Index:$hostTargetOffset, Index:$deviceSourceOffset,
                       PimTensor:$hostTarget, PimTensor:$deviceSource, PimByteSize:$size);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $hostTarget `[` $hostTargetOffset `]` `,` $deviceSource `[` $deviceSourceOffset `]`
    `size` $size attr-dict `:` type($deviceSource) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Pim_MemCopyOp : Pim_Op<"memcp", [AllTypesMatch<["target", "output"]>]> {
  let summary = "Copies bytes within core-local memory (ISA lmv)";
  let arguments = (ins Index:$targetOffset, Index:$sourceOffset, PimTensor:$target,
                       PimTensor:$source, PimByteSize:$size);
  let results = (outs PimTensor:$output);
  let assemblyFormat = [{
    $target `[` $targetOffset `]` `,` $source `[` $sourceOffset `]`
    `size` $size attr-dict `:` type($source) `->` type($output)
  }];
  let hasVerifier = 1;
}
