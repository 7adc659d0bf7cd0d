multiclass M<int x, int y> {
  def _a {
    int v = !add(x, y);
  }
}
defm X : M<1>;
