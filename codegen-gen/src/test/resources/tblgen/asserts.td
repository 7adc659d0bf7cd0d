// Assertions that hold are checked and leave no trace in the records.
assert !eq(1, 1), "top-level assertion";
class A<int x> {
  assert !gt(x, 0), "x must be positive";
  int y = x;
}
def B : A<3> {
  assert !eq(y, 3), "y is " # y;
}
class C<int n> : A<n> {
  assert !lt(n, 10), "n must be small";
}
def D : C<5>;
