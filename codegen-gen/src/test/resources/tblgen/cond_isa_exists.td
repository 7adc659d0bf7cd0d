// !cond, !isa, !exists, !initialized.
class A;
class B : A;
def b : B;
class C<list<int> l, int n> {
  int c = !cond(!eq(!size(l), 0): 1, true: 2);
  string sign = !cond(!lt(n, 0): "negative", !eq(n, 0): "zero", true: "positive");
  bit i = !isa<A>(l);
  bit e = !exists<A>("b");
  bit e2 = !exists<A>("nope");
  bit e3 = !exists<B>("later");
  bit init = !initialized(n);
}
def X : C<[], -3>;
def Y : C<[1], 0>;
def Z : C<[1, 2], 4>;
def later : B;
def W {
  bit isaB = !isa<B>(b);
  bit isaInt = !isa<int>(1);
  bit unset = !initialized(?);
}
