// Dag values: operators with and without names, named and unnamed arguments,
// bare $names, string and integer arguments, nested dags and ? arguments.
def ins;
def outs;
def op;
class TypeC<string n> { string name = n; }
def Index : TypeC<"index">;
def F32 : TypeC<"f32">;

def Dags {
  dag empty = (ins);
  dag operands = (ins Index:$a, F32:$b);
  dag mixed = (ins "Value":$v, 42:$n, Index, $bare, ?:$unset);
  dag named = (op:$root Index:$x);
  dag nested = (op (ins Index:$i), (outs F32:$o):$inner);
  dag strings = (outs "a", "b" "c", [{ code }]:$c);
}

class WithDag<dag args> {
  dag arguments = args;
  dag results = (outs);
}
def UsesDag : WithDag<(ins F32:$x)> {
  let results = (outs Index:$y);
}
