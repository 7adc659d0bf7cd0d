//===- Ext.td - an out-of-tree dialect ----------------------*- tablegen -*-===//
//
// Two ops of a dialect built outside Raptor against its installed artifacts: a scope
// with one region, and an op that may only appear directly inside it. HasParent names
// the parent by its def, as MLIR's ODS does.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Ext_Dialect : Dialect {
  let name = "ext";
  let summary = "An example dialect built outside the Raptor repository";
}

class Ext_Op<string mnemonic, list<Trait> traits = []> : Op<Ext_Dialect, mnemonic, traits>;

def Ext_ScopeOp : Ext_Op<"scope", [NoTerminator, SingleBlock]> {
  let summary = "a scope for ext.tick ops";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
}

def Ext_TickOp : Ext_Op<"tick", [HasParent<"ScopeOp">]> {
  let summary = "counts one tick of its scope";
  let arguments = (ins I32Attr:$count);
  let assemblyFormat = "$count attr-dict";
  let hasVerifier = 1;
}
