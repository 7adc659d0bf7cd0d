// Anonymous records: anonymous defs, anonymous class instantiations as
// values (equal instantiations share one record), instantiations depending
// on template arguments, named template arguments, and anonymous_N order.
class Type<string n, int w = 0> {
  string name = n;
  int width = w;
}
class Holder<Type t> {
  Type held = t;
}

def : Type<"first">;
def UsesTwice {
  Type a = Type<"i", 32>;
  Type b = Type<"i", 32>;
  Type c = Type<"i", 64>;
  Type d = Type<w = 32, n = "i">;
}
def : Type<"second">;

class Wraps<string n> {
  Type inner = Type<n, 8>;
  Type fixed = Type<"fixed">;
}
def W1 : Wraps<"w1">;
def W2 : Wraps<"w2">;
def W3 : Wraps<"w1">;
def H : Holder<Type<"held">>;
def : Holder<Type<"held">>;
