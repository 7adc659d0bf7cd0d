class A<int x> {
  assert !gt(x, 0), "positive";
}
