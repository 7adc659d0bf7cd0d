//===- Scf.td - the scf dialect -----------------------------*- tablegen -*-===//
//
// Structured control flow, as MLIR's scf dialect (LLVM 22): loops and conditionals
// whose bodies are single-block regions ending in scf.yield (or scf.condition).
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Scf_Dialect : Dialect {
  let name = "scf";
  let summary = "Structured control flow: for, forall, parallel, if, index_switch and while";
  let description = [{
    Region-holding control flow. A body's `scf.yield` without operands may be left
    out in custom form and is then not printed either.
  }];
}

class Scf_Op<string mnemonic, list<Trait> traits = []> : Op<Scf_Dialect, mnemonic, traits>;

def Scf_ForOp : Scf_Op<"for", [AutomaticAllocationScope,
    SingleBlockImplicitTerminator<"scf.yield">, RecursiveMemoryEffects,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>]> {
  let summary = "for operation";
  let description = [{
    `scf.for %iv = %lb to %ub step %step iter_args(%a = %init) -> (f32) { ... }`:
    a counted loop; the entry block takes the induction variable, then one argument
    per loop-carried value. Bounds are `index` unless `: type` follows the step.
  }];
  let arguments = (ins AnySignlessIntegerOrIndex:$lowerBound,
                       AnySignlessIntegerOrIndex:$upperBound,
                       AnySignlessIntegerOrIndex:$step,
                       Variadic<AnyType>:$initArgs,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
}

def Scf_ForallOp : Scf_Op<"forall", [AutomaticAllocationScope, AttrSizedOperandSegments,
    RecursiveMemoryEffects, SingleBlockImplicitTerminator<"scf.forall.in_parallel">,
    DestinationStyleOpInterface]> {
  let summary = "evaluate a block multiple times in parallel";
  let description = [{
    `%r = scf.forall (%i, %j) in (%n, 8) shared_outs(%o = %t) -> (tensor<8xf32>) { ... }`,
    or `scf.forall (%i) = (%lb) to (%ub) step (%s) { ... }`: a parallel loop nest. Each
    bound list mixes constants (the static arrays) and index operands (the dynamic
    sentinel in the array). The entry block takes the induction variables, then one
    argument per shared output; the `scf.forall.in_parallel` terminator writes the
    results. The `in` form is printed when every lower bound is 0 and every step 1.
  }];
  let arguments = (ins Variadic<Index>:$dynamicLowerBound,
                       Variadic<Index>:$dynamicUpperBound,
                       Variadic<Index>:$dynamicStep,
                       DenseI64ArrayAttr:$staticLowerBound,
                       DenseI64ArrayAttr:$staticUpperBound,
                       DenseI64ArrayAttr:$staticStep,
                       Variadic<AnyRankedTensor>:$outputs,
                       OptionalAttr<ArrayAttr>:$mapping);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Scf_ParallelOp : Scf_Op<"parallel", [AutomaticAllocationScope, AttrSizedOperandSegments,
    RecursiveMemoryEffects, SingleBlockImplicitTerminator<"scf.reduce">]> {
  let summary = "parallel for operation";
  let description = [{
    `%r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x) -> f32
    { ... scf.reduce(%v : f32) { ... } }`: a parallel loop nest; the entry block takes one
    index per loop. The `scf.reduce` terminator combines one value per initial value into
    the results, and without reductions may be left out.
  }];
  let arguments = (ins Variadic<Index>:$lowerBound,
                       Variadic<Index>:$upperBound,
                       Variadic<Index>:$step,
                       Variadic<AnyType>:$initVals);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Scf_ReduceOp : Scf_Op<"reduce", [Terminator, HasParent<"scf.parallel">,
    RecursiveMemoryEffects]> {
  let summary = "reduce operation for scf.parallel";
  let description = [{
    `scf.reduce(%v : f32) { ^bb0(%a: f32, %b: f32): ... scf.reduce.return %c : f32 }`:
    ends an `scf.parallel` body, with one region per reduced value that combines two
    values of its type.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let regions = (region VariadicRegion<SizedRegion<1>>:$reductions);
  let assemblyFormat = [{
    (`(` $values^ `:` type($values) `)`)? $reductions attr-dict
  }];
  let hasRegionVerifier = 1;
}

def Scf_ReduceReturnOp : Scf_Op<"reduce.return", [HasParent<"scf.reduce">, Pure,
    Terminator]> {
  let summary = "terminator for reduce operation";
  let description = [{
    `scf.reduce.return %c : f32` ends a reduction region with the combined value.
  }];
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Scf_InParallelOp : Scf_Op<"forall.in_parallel", [Pure, Terminator,
    HasParent<"scf.forall">, NoTerminator, SingleBlock, HasOnlyGraphRegion,
    InParallelOpInterface]> {
  let summary = "terminates a `forall` block";
  let description = [{
    `scf.forall.in_parallel { tensor.parallel_insert_slice ... }`: its single block
    holds only parallel-combining ops, each writing into a shared output of the loop.
  }];
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
}

def Scf_IfOp : Scf_Op<"if", [SingleBlockImplicitTerminator<"scf.yield">,
    RecursiveMemoryEffects, NoRegionArguments]> {
  let summary = "if-then-else operation";
  let description = [{
    `%r = scf.if %cond -> (f32) { ... } else { ... }`; the else region may be empty
    (no block) when the op has no results.
  }];
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
}

def Scf_ExecuteRegionOp : Scf_Op<"execute_region", [RecursiveMemoryEffects]> {
  let summary = "operation that executes its region exactly once";
  let description = [{
    `%r = scf.execute_region -> i32 { ... scf.yield %v : i32 }`: the region may have
    several blocks; each `scf.yield` gives the results.
  }];
  let arguments = (ins UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region AnyRegion:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Scf_IndexSwitchOp : Scf_Op<"index_switch",
    [SingleBlockImplicitTerminator<"scf.yield">, RecursiveMemoryEffects]> {
  let summary = "switch-case operation on an index argument";
  let description = [{
    `%r = scf.index_switch %arg -> f32 case 2 { ... } default { ... }`; the default
    region is region 0, then one region per entry of `cases`.
  }];
  let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$defaultRegion,
                        VariadicRegion<SizedRegion<1>>:$caseRegions);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Scf_WhileOp : Scf_Op<"while", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a generic 'while' loop";
  let description = [{
    `%r = scf.while (%a = %init) : (f32) -> f32 { ... scf.condition(%c) %a : f32 }
    do { ^bb0(%b: f32): ... scf.yield %b : f32 }`.
  }];
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$outs);
  let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Scf_ConditionOp : Scf_Op<"condition", [Pure, HasParent<"scf.while">, Terminator]> {
  let summary = "loop continuation condition";
  let description = [{
    Ends the `before` region of `scf.while`: continue with `args` when the condition
    holds, else leave the loop with them.
  }];
  let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
  let assemblyFormat = [{ `(` $condition `)` attr-dict ($args^ `:` type($args))? }];
}

def Scf_YieldOp : Scf_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                 "scf.while"]>]> {
  let summary = "loop yield and termination operation";
  let description = [{
    Ends a region of an scf op and passes its operands to the parent op.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = [{ attr-dict ($values^ `:` type($values))? }];
}
