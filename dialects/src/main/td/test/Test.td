//===- Test.td - the test dialect ---------------------------*- tablegen -*-===//
//
// Ops of odd shapes for framework tests (MLIR's test/lib/Dialect/Test): producers and
// consumers, variadic segments, optional operands, regions, successors, a custom
// directive, ops with canonicalization hooks, and ops the test passes rewrite. Not for real
// programs.
//
//===----------------------------------------------------------------------===//

include "raptor/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "Ops of odd shapes for testing the framework";
}

class Test_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

def Test_OpOp : Test_Op<"op"> {
  let summary = "an opaque producer: any operands, any results, side effects";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = "($inputs^ `:` type($inputs))? attr-dict (`->` type($outputs)^)?";
}

def Test_UseOp : Test_Op<"use"> {
  let summary = "an opaque consumer of any values";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let assemblyFormat = "($inputs^ `:` type($inputs))? attr-dict";
}

def Test_PureOp : Test_Op<"pure", [Pure]> {
  let summary = "a side-effect-free op: cse merges it, dead ones are erased";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$inputs attr-dict `:` functional-type($inputs, $output)";
}

def Test_IdentityOp : Test_Op<"identity", [Pure, SameOperandsAndResultType]> {
  let summary = "folds to its operand";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
  let hasFolder = 1;
}

def Test_SegmentsOp : Test_Op<"segments", [AttrSizedOperandSegments]> {
  let summary = "variadic and optional operand groups sized by an attribute";
  let arguments = (ins Variadic<I32>:$first, Optional<I32>:$middle, Variadic<I32>:$last);
  let assemblyFormat = [{
    `(` $first `)` (`middle` $middle^)? `(` $last `)` attr-dict
  }];
}

def Test_RegionOp : Test_Op<"region", [NoTerminator]> {
  let summary = "an op with one region that is not isolated from above";
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "$body attr-dict";
}

def Test_BranchOp : Test_Op<"br", [Terminator]> {
  let summary = "a terminator with two successors";
  let arguments = (ins I1:$condition);
  let successors = (successor AnySuccessor:$whenTrue, AnySuccessor:$whenFalse);
  let assemblyFormat = "$condition `,` $whenTrue `,` $whenFalse attr-dict";
}

def Test_CustomOp : Test_Op<"custom"> {
  let summary = "an op printed through a custom directive: `test.custom <3>`";
  let arguments = (ins I64Attr:$level);
  let assemblyFormat = "custom<Level>($level) attr-dict";
}

def Test_NegOp : Test_Op<"neg", [Pure, SameOperandsAndResultType]> {
  let summary = "a negation; its canonicalization pattern cancels two in a row";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
  let hasCanonicalizer = 1;
}

def Test_AbsOp : Test_Op<"abs", [Pure, SameOperandsAndResultType]> {
  let summary = "an absolute value; its canonicalize method drops a test.neg or test.abs "
                "producing its operand";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
  let hasCanonicalizeMethod = 1;
}

def Test_GrowOp : Test_Op<"grow"> {
  let summary = "--test-greedy-patterns inserts one test.op before it per driver iteration "
                "until `limit` test.op precede it";
  let arguments = (ins I64Attr:$limit);
  let assemblyFormat = "$limit attr-dict";
}

def Test_IllegalOp : Test_Op<"illegal"> {
  let summary = "--test-legalize-patterns converts it to test.legal, i16 operands to i32";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let assemblyFormat = "($inputs^ `:` type($inputs))? attr-dict";
}

def Test_LegalOp : Test_Op<"legal"> {
  let summary = "the legal form of test.illegal";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let assemblyFormat = "($inputs^ `:` type($inputs))? attr-dict";
}

def Test_UnconvertibleOp : Test_Op<"unconvertible"> {
  let summary = "illegal, and no pattern converts it";
  let assemblyFormat = "attr-dict";
}

def Test_WalkOp : Test_Op<"walk", [NoTerminator]> {
  let summary = "--test-walk-patterns renames it to test.walked once, whatever it contains";
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "$body attr-dict";
}

def Test_WalkedOp : Test_Op<"walked", [NoTerminator]> {
  let summary = "what --test-walk-patterns leaves";
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "$body attr-dict";
}
