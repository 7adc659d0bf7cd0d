multiclass M<int x> {
  def _a {
    int v = x;
  }
}
defm X : M<1>;
defm X : M<2>;
