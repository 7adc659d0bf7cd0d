class Sized<int n> {
  assert !gt(n, 0), "size must be positive";
  int size = n;
}
multiclass M<int n> {
  def _a : Sized<n>;
}
defm X : M<0>;
