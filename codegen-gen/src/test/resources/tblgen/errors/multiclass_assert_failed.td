multiclass M<int width> {
  assert !le(width, 64), "width " # width # " is too wide";
  def _a {
    int w = width;
  }
}
defm Ok : M<32>;
defm Bad : M<128>;
