multiclass M {
  def _a {
    int v = 1;
  }
}
let w = 2 in
defm X : M;
