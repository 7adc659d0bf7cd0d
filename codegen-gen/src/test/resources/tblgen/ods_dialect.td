// An ODS dialect in the style of ARCHITECTURE.md section 3, on the small
// OpBase.td library found through the include path.
include "raptor/OpBase.td"
include "raptor/OpBase.td"  // the include guard makes the second include empty

def Pim_Dialect : Dialect {
  let name = "pim";
  let summary = "Low-level dialect for PIM cores built on ReRAM crossbars";
  let description = [{
    Cores, crossbars and the transfers between them.
  }];
}

class PimOp<string mnemonic, list<Trait> traits = []> : Op<Pim_Dialect, mnemonic, traits>;

def PimSyncOp : PimOp<"sync"> {
  let summary = "Signal an event register on another core";
  let arguments = (ins Index:$targetCoreId, Index:$eventRegister);
  let assemblyFormat = [{ $targetCoreId `event` $eventRegister attr-dict }];
}

def PimVmmOp : PimOp<"vmm", [Pure]> {
  let summary = "Vector-matrix multiplication on a crossbar";
  let arguments = (ins AnyType:$input, I32Attr:$crossbar, OptionalAttr<I64Attr>:$tag,
                       DefaultValuedAttr<I32Attr, "0">:$offset);
  let results = (outs AnyType:$output);
  let hasVerifier = 1;
}

def PimAddOp : PimOp<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "Element-wise addition";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let builders = [
    OpBuilder<(ins "Value":$lhs, "Value":$rhs), [{ build($_builder, $_state, lhs.getType(), lhs, rhs); }]>
  ];
}

def PimHaltOp : PimOp<"halt", [Terminator]> {
  let summary = "Stop the core";
  let assemblyFormat = "attr-dict";
}

def PimCoreOp : PimOp<"core", [IsolatedFromAbove]> {
  let summary = "The program of one core";
  let arguments = (ins Variadic<Index>:$inputs, I64Attr:$coreId);
  let regions = (region AnyType:$body);
  let hasCustomAssemblyFormat = true;
  let hasCanonicalizer = 1;
}
