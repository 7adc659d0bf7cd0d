multiclass M<int x> {
  def _a {
    int v = y;
  }
}
