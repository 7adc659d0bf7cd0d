multiclass M<int x> {
  def _a {
    int v = x;
  }
}
defm X : M<1>, M<2>;
