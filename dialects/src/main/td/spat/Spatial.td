//===- Spatial.td - the spat dialect ------------------------*- tablegen -*-===//
//
// Spatial: a dataflow graph of compute nodes placed on logical, then physical,
// PIM cores, with the channels, host-routed transfers and event registers that
// connect them.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Spat_Dialect : Dialect {
  let name = "spat";
  let summary = "Spatial dataflow graph of compute nodes on PIM cores";
  let description = [{
    Compute containers (`graph_compute`, `scheduled_compute` and their batch
    forms) hold the vector ops of one node; `channel_*`, `host_*`, `sync` and
    `wait` connect scheduled nodes; the `*_plan` ops and `materialize_layout`
    carry layout choices before plans are lowered.
  }];
  let useDefaultAttributePrinterParser = 1;
}

// A ranked tensor: every Spatial value has a static rank.
def SpatTensor : Type<"rankedTensor", "ranked tensor of any type values">;

class Spat_Op<string mnemonic, list<Trait> traits = []> : Op<Spat_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Compute containers
//===----------------------------------------------------------------------===//

def Spat_GraphComputeOp : Spat_Op<"graph_compute", [AttrSizedOperandSegments, SingleBlock]> {
  let summary = "Logical compute node of the dataflow graph";
  let description = [{
    One unscheduled node: the entry block takes the weights, then the inputs;
    `spat.yield` returns one value per result.
  }];
  let arguments = (ins Variadic<SpatTensor>:$weights, Variadic<SpatTensor>:$inputs);
  let results = (outs Variadic<SpatTensor>:$outputs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (`weights` `(` $weights^ `:` type($weights) `)`)?
    (`inputs` `(` $inputs^ `:` type($inputs) `)`)?
    (`->` type($outputs)^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def Spat_ScheduledComputeOp
    : Spat_Op<"scheduled_compute", [AttrSizedOperandSegments, SingleBlock]> {
  let summary = "Compute node bound to one physical core";
  let description = [{
    A `graph_compute` placed on core `coreId`. Inputs may come from
    `spat.channel_receive` or `spat.host_wait_load`; a result has no use or one
    use by `spat.channel_send`, `spat.host_store_sync` or the return path.
  }];
  let arguments = (ins Variadic<SpatTensor>:$weights, Variadic<SpatTensor>:$inputs,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$coreId);
  let results = (outs Variadic<SpatTensor>:$outputs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    (`weights` `(` $weights^ `:` type($weights) `)`)?
    (`inputs` `(` $inputs^ `:` type($inputs) `)`)?
    (`->` type($outputs)^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def Spat_GraphComputeBatchOp
    : Spat_Op<"graph_compute_batch", [AttrSizedOperandSegments, SingleBlock]> {
  let summary = "Data-parallel logical compute node with one body per lane";
  let description = [{
    `laneCount` copies of one body; the entry block takes the `index` lane,
    then the weights, then the inputs, then one output argument per result, of
    the result's type (as the shared outputs of `scf.forall`). A batch with
    results ends in `spat.in_parallel`, whose `tensor.parallel_insert_slice` ops
    write each lane's fragment into the outputs at offsets that may depend on the
    lane (typically lane i at row i). The outputs have no initial value: they are
    only insertion destinations, and elements no lane writes are undefined (the
    reference evaluator reads them as zero).
  }];
  let arguments = (ins Variadic<SpatTensor>:$weights, Variadic<SpatTensor>:$inputs,
                       ConfinedAttr<I32Attr, [IntPositive]>:$laneCount);
  let results = (outs Variadic<SpatTensor>:$outputs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `lanes` `(` $laneCount `)`
    (`weights` `(` $weights^ `:` type($weights) `)`)?
    (`inputs` `(` $inputs^ `:` type($inputs) `)`)?
    (`->` type($outputs)^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def Spat_ScheduledComputeBatchOp
    : Spat_Op<"scheduled_compute_batch", [AttrSizedOperandSegments, SingleBlock]> {
  let summary = "Data-parallel compute node whose lane i runs on core coreIds[i]";
  let description = [{
    A `graph_compute_batch` placed on physical cores, with the same body
    arguments; lane-specific communication is guarded by `scf.if` on the lane
    and by lane-indexed lookups.
  }];
  let arguments = (ins Variadic<SpatTensor>:$weights, Variadic<SpatTensor>:$inputs,
                       ConfinedAttr<I32Attr, [IntPositive]>:$laneCount,
                       ConfinedAttr<DenseI32ArrayAttr, [DenseArrayNonNegative]>:$coreIds);
  let results = (outs Variadic<SpatTensor>:$outputs);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `lanes` `(` $laneCount `)`
    (`weights` `(` $weights^ `:` type($weights) `)`)?
    (`inputs` `(` $inputs^ `:` type($inputs) `)`)?
    (`->` type($outputs)^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

def Spat_YieldOp : Spat_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["spat.graph_compute", "spat.graph_compute_batch", "spat.scheduled_compute",
                 "spat.scheduled_compute_batch"]>]> {
  let summary = "Terminates a compute body and returns its results";
  let arguments = (ins Variadic<AnyType>:$outputs);
  let assemblyFormat = "attr-dict ($outputs^ `:` type($outputs))?";
}

def Spat_InParallelOp : Spat_Op<"in_parallel", [Terminator, SingleBlock, NoTerminator,
    ParentOneOf<["spat.graph_compute_batch", "spat.scheduled_compute_batch"]>,
    InParallelOpInterface]> {
  let summary = "Terminates a batch body with the parallel writes of its lane fragments";
  let description = [{
    Mirrors `scf.forall.in_parallel`: its block holds only the
    `tensor.parallel_insert_slice` ops that write each lane's fragment into the
    batch's output arguments.
  }];
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "$region attr-dict";
}

//===----------------------------------------------------------------------===//
// Body compute ops
//===----------------------------------------------------------------------===//

def Spat_VMMOp : Spat_Op<"vmm", [Pure]> {
  let summary = "Vector-matrix product on a crossbar-resident weight";
  let description = [{
    `output[r, n] = sum_k input[r, k] * weight[k, n]`; the weight is a 2-D
    tensor, the input and output have one row per vector.
  }];
  let arguments = (ins SpatTensor:$weight, SpatTensor:$input);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    $weight `,` $input attr-dict `:` type($weight) `,` type($input) `->` type($output)
  }];
  let hasVerifier = 1;
}

class Spat_BinaryOp<string mnemonic, string desc>
    : Spat_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let summary = desc;
  let arguments = (ins SpatTensor:$lhs, SpatTensor:$rhs);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($output)";
}

def Spat_VAddOp : Spat_BinaryOp<"vadd", "Element-wise addition">;
def Spat_VMulOp : Spat_BinaryOp<"vmul", "Element-wise multiplication">;
def Spat_VMaxOp : Spat_BinaryOp<"vmax", "Element-wise maximum">;

class Spat_UnaryOp<string mnemonic, string desc>
    : Spat_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let summary = desc;
  let arguments = (ins SpatTensor:$input);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
}

def Spat_ReluOp : Spat_UnaryOp<"relu", "Element-wise rectified linear unit">;
def Spat_SigmoidOp : Spat_UnaryOp<"sigmoid", "Element-wise logistic sigmoid">;
def Spat_TanhOp : Spat_UnaryOp<"tanh", "Element-wise hyperbolic tangent">;
def Spat_SoftmaxOp : Spat_UnaryOp<"softmax", "Softmax over all elements">;

def Spat_ConcatOp : Spat_Op<"concat", [Pure]> {
  let summary = "Concatenates tensors along an axis";
  let arguments = (ins Variadic<SpatTensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$axis);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    `axis` $axis ` ` `(` $inputs `)` attr-dict `:` type($inputs) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Spat_TransposeOp : Spat_Op<"transpose", [Pure]> {
  let summary = "Swaps the two dimensions of a matrix";
  let description = [{
    `output[j, i]` is `input[i, j]`. The transposes the ONNX lowering creates
    on runtime data (channel-last products back to NCHW, ONNX Transpose) are
    one op instead of a copy per element; on a core it becomes `pim.transpose`,
    one strided gather per output row.
  }];
  let arguments = (ins SpatTensor:$input);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Spat_Im2colOp : Spat_Op<"im2col", [Pure]> {
  let summary = "Gathers convolution patches of an NCHW or NHWC tensor into the rows of a matrix";
  let description = [{
    The patches of output positions `[positions[0], positions[0] + positions[1])`
    of a 2-D window (`kernel`, `strides`, `dilations`, leading `pads`, output
    plane `outSize`) over input channels `[channels[0], channels[0] + channels[1])`
    of the 4-D `input`. A patch lists its elements channel-major, then window row,
    then window column. With `channelsLast` the input is NHWC instead of NCHW and a
    patch lists its elements by window row, then window column, then channel, so
    that each window row of a patch is one contiguous run of the input when every
    channel is taken. `patch = [pack, kOffset, width]` keeps elements
    `[kOffset, kOffset + width)` of each patch and puts `pack` patches side by
    side in one row. The result is `fill` with those elements written; padding,
    positions past the range and columns past `pack * width` keep `fill`'s
    value. One op stands for a whole chunk of positions: code generation
    expands it into local copies.
  }];
  let arguments = (ins SpatTensor:$input, SpatTensor:$fill,
                       DenseI64ArrayAttr:$kernel, DenseI64ArrayAttr:$strides,
                       DenseI64ArrayAttr:$dilations, DenseI64ArrayAttr:$pads,
                       DenseI64ArrayAttr:$outSize, DenseI64ArrayAttr:$channels,
                       DenseI64ArrayAttr:$positions, DenseI64ArrayAttr:$patch,
                       UnitAttr:$channelsLast);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    $input `into` $fill attr-dict `:` type($input) `,` type($fill) `->` type($output)
  }];
  let hasVerifier = 1;
}

def Spat_ExtractRowsOp : Spat_Op<"extract_rows", [Pure]> {
  let summary = "Splits a tensor into its rows";
  let description = [{
    One result per index of dimension 0, each of size 1 in that dimension and
    of the input's size in the others.
  }];
  let arguments = (ins SpatTensor:$input);
  let results = (outs Variadic<SpatTensor>:$outputs);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($outputs)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Communication and synchronization
//===----------------------------------------------------------------------===//

def Spat_ChannelSendOp : Spat_Op<"channel_send"> {
  let summary = "Sends a whole tensor to another core over a channel";
  let description = [{
    The channel id is a planning identity; Pim matches sends and receives by
    program order per core pair.
  }];
  let arguments = (ins Index:$channelId, Index:$sourceCoreId, Index:$targetCoreId,
                       SpatTensor:$input);
  let assemblyFormat = [{
    $input `channel` $channelId `from` $sourceCoreId `to` $targetCoreId attr-dict `:` type($input)
  }];
}

def Spat_ChannelReceiveOp : Spat_Op<"channel_receive"> {
  let summary = "Receives the tensor of the matching channel_send";
  let arguments = (ins Index:$channelId, Index:$sourceCoreId, Index:$targetCoreId);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    `channel` $channelId `from` $sourceCoreId `to` $targetCoreId attr-dict `:` type($output)
  }];
}

def Spat_HostStoreSyncOp : Spat_Op<"host_store_sync"> {
  let summary = "Stores a tensor into the pipeline host buffer, then signals the reader";
  let description = [{
    Stores `input` at byte `hostOffset` of the pipeline host buffer, then
    increments register `eventRegister` of core `targetCoreId` (READY).
  }];
  let arguments = (ins Index:$sourceCoreId, Index:$targetCoreId, Index:$hostOffset,
                       Index:$eventRegister, SpatTensor:$input);
  let assemblyFormat = [{
    $input `from` $sourceCoreId `to` $targetCoreId `host_offset` $hostOffset
    `event` $eventRegister attr-dict `:` type($input)
  }];
}

def Spat_HostWaitLoadOp : Spat_Op<"host_wait_load"> {
  let summary = "Waits for a host-routed tensor, then loads it from the pipeline host buffer";
  let description = [{
    Waits until the local register `eventRegister` equals `waitValue` (no wait
    when it is 0), then loads the tensor at byte `hostOffset`. There is no
    acknowledgement.
  }];
  let arguments = (ins Index:$sourceCoreId, Index:$targetCoreId, Index:$hostOffset,
                       Index:$eventRegister, Index:$waitValue);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    `from` $sourceCoreId `to` $targetCoreId `host_offset` $hostOffset
    `event` $eventRegister `count` $waitValue attr-dict `:` type($output)
  }];
}

def Spat_SyncOp : Spat_Op<"sync"> {
  let summary = "Increments an event register on another core";
  let arguments = (ins Index:$targetCoreId, Index:$eventRegister);
  let assemblyFormat = "$targetCoreId `event` $eventRegister attr-dict";
}

def Spat_WaitOp : Spat_Op<"wait"> {
  let summary = "Waits until a local event register equals a value, then resets it";
  let arguments = (ins Index:$eventRegister, Index:$waitValue);
  let assemblyFormat = "$eventRegister `value` $waitValue attr-dict";
}

//===----------------------------------------------------------------------===//
// Layout attributes
//===----------------------------------------------------------------------===//

def Spat_LogicalLayoutAttr
    : DialectAttr<"spat", "logical_layout", "raptor.dialect.spat.LogicalLayoutAttr",
                  "Spatial logical layout">;
def Spat_PhysicalLayoutAttr
    : DialectAttr<"spat", "physical_layout", "raptor.dialect.spat.PhysicalLayoutAttr",
                  "Spatial physical layout">;
def Spat_BlueprintModeAttr
    : DialectAttr<"spat", "blueprint_mode", "raptor.dialect.spat.BlueprintModeAttr",
                  "Spatial blueprint mode">;

//===----------------------------------------------------------------------===//
// Plan and layout ops
//===----------------------------------------------------------------------===//

// A plan op: one result, a logical layout, and a generic-looking custom form
// `spat.x_plan %a, %b {attrs} : (types) -> type`.
class Spat_PlanOp<string mnemonic, string desc, list<Trait> traits = []>
    : Spat_Op<mnemonic, !listconcat(traits, [Pure])> {
  let summary = desc;
  let results = (outs SpatTensor:$output);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Spat_Conv2DPlanOp : Spat_PlanOp<"conv2d_plan", "Planned 2-D convolution"> {
  let arguments = (ins SpatTensor:$input, SpatTensor:$weight, Optional<SpatTensor>:$bias,
                       DenseI64ArrayAttr:$kernel_shape,
                       DenseI64ArrayAttr:$strides,
                       DenseI64ArrayAttr:$pads,
                       DenseI64ArrayAttr:$dilations,
                       DefaultValuedAttr<ConfinedAttr<I64Attr, [IntPositive]>, "1">:$group,
                       Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_FlattenPlanOp : Spat_PlanOp<"flatten_plan", "Planned flatten to 2-D"> {
  let arguments = (ins SpatTensor:$input, ConfinedAttr<I64Attr, [IntNonNegative]>:$axis,
                       Spat_LogicalLayoutAttr:$logicalLayout);
}

class Spat_ElementwisePlanOp<string mnemonic, string desc>
    : Spat_PlanOp<mnemonic, desc, [SameOperandsAndResultType]> {
  let arguments = (ins SpatTensor:$input, Spat_LogicalLayoutAttr:$logicalLayout);
  let hasVerifier = 0;
}

def Spat_ReluPlanOp : Spat_ElementwisePlanOp<"relu_plan", "Planned ReLU">;
def Spat_SiluPlanOp : Spat_ElementwisePlanOp<"silu_plan", "Planned SiLU">;

def Spat_ResizeNearestPlanOp
    : Spat_PlanOp<"resize_nearest_plan", "Planned nearest-neighbour resize"> {
  let arguments = (ins SpatTensor:$input, Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_MaxPool2DPlanOp : Spat_PlanOp<"max_pool2d_plan", "Planned 2-D max pooling"> {
  let arguments = (ins SpatTensor:$input,
                       DenseI64ArrayAttr:$kernel_shape,
                       DenseI64ArrayAttr:$strides,
                       DenseI64ArrayAttr:$pads,
                       Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_TransposePlanOp : Spat_PlanOp<"transpose_plan", "Planned transpose"> {
  let description = [{
    `output` dimension `i` is `input` dimension `perm[i]`. Between NCHW and NHWC
    (`perm = [0, 2, 3, 1]` or `[0, 3, 1, 2]`) layout planning may give the NCHW
    side the NHWCRowStrip layout, whose data is the NHWC side's: the transpose
    is then a reshape.
  }];
  let arguments = (ins SpatTensor:$input, DenseI64ArrayAttr:$perm,
                       Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_GlobalAveragePoolPlanOp
    : Spat_PlanOp<"global_average_pool_plan", "Planned global average pooling"> {
  let arguments = (ins SpatTensor:$input, Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_BiasAddPlanOp : Spat_PlanOp<"bias_add_plan", "Planned per-channel bias addition"> {
  let arguments = (ins SpatTensor:$input, SpatTensor:$bias,
                       Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_AddPlanOp : Spat_PlanOp<"add_plan", "Planned element-wise addition",
                                 [SameOperandsAndResultType]> {
  let arguments = (ins SpatTensor:$lhs, SpatTensor:$rhs, Spat_LogicalLayoutAttr:$logicalLayout);
  let hasVerifier = 0;
}

def Spat_ConcatPlanOp : Spat_PlanOp<"concat_plan", "Planned concatenation"> {
  let arguments = (ins Variadic<SpatTensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$axis,
                       Spat_LogicalLayoutAttr:$logicalLayout);
}

def Spat_MaterializeLayoutOp
    : Spat_Op<"materialize_layout", [Pure, SameOperandsAndResultType]> {
  let summary = "Converts a tensor between two physical layouts";
  let description = [{
    Inserted by layout planning at a use whose layout differs from its
    producer's; DenseNCHW to DenseNCHW folds away.
  }];
  let arguments = (ins SpatTensor:$input, Spat_LogicalLayoutAttr:$logicalLayout,
                       Spat_PhysicalLayoutAttr:$sourcePhysicalLayout,
                       Spat_PhysicalLayoutAttr:$targetPhysicalLayout);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    $input `from` $sourcePhysicalLayout `to` $targetPhysicalLayout attr-dict `:` type($output)
  }];
  let hasVerifier = 1;
}

def Spat_BlueprintOp : Spat_Op<"blueprint", [Pure]> {
  let summary = "A physical view of a tensor, or the assembly of lane fragments";
  let description = [{
    In `physical_view` mode it views one input in `physicalLayout` and must be
    dead once plans are lowered; in `fragment_assembly` mode it reassembles
    lane fragments into one logical tensor.
  }];
  let arguments = (ins Variadic<SpatTensor>:$inputs, Spat_BlueprintModeAttr:$mode,
                       Spat_PhysicalLayoutAttr:$physicalLayout);
  let results = (outs SpatTensor:$output);
  let assemblyFormat = [{
    $inputs `mode` `` $mode `layout` `` $physicalLayout attr-dict `:`
    functional-type($inputs, $output)
  }];
  let hasVerifier = 1;
}
