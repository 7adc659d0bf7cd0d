class A<int x> {
  assert !gt(x, 0), "x must be positive";
}
def B : A<0>;
