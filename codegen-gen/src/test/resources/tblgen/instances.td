// !instances<T>(regex): the defs so far of type T whose names match the regex, in name order.
class B { int v = 0; }
class Other;
def b2 : B;
def x1 : Other;

// In a class it waits for the final resolution of each def that inherits it.
class C { list<B> bs = !instances<B>(); }
def b1 : B;
def FromClass : C;

def Direct {
  list<B> all = !instances<B>();
  list<B> matching = !instances<B>("1");
  list<Other> others = !instances<Other>();
  list<int> ints = !instances<int>();
}

// A def is not among its own instances.
def Self : B {
  list<B> me = !instances<B>();
  string names = !interleave(!foreach(x, !instances<B>("2|^S"), !cast<string>(x)), ",");
}

// At top level it is folded at once.
defvar early = !instances<B>("^b");
def b0 : B;
def Late { list<B> e = early; }

multiclass M {
  def _a : B { list<B> l = !instances<B>(); }
}
defm m : M;
