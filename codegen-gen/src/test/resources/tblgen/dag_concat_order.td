// !con evaluates its operands in source order: anonymous instantiations in
// them are numbered in that order, even though the result nests rightwards.

def ins;
class Attr<string s> { string Summary = s; }
class Optional<Attr a> { Attr Base = a; }
class Variadic<string t> { string Elem = t; }
def DictAttr : Attr<"dict">;
def ListAttr : Attr<"list">;

class Op<bit withAttrs = 0, bit withOperands = 0> {
  dag Args = !con(
      !if(withAttrs,
          (ins Optional<DictAttr>:$first, Optional<DictAttr>:$second),
          (ins)),
      !if(withOperands,
          (ins Variadic<"value">:$operands, Optional<ListAttr>:$tags),
          (ins)),
      (ins Variadic<"last">:$rest));
}

def Both : Op<1, 1>;
def None : Op;
