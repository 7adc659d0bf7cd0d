multiclass M<string s> {
  def _a {
    int v = !cast<int>(s);
  }
}
defm X : M<"q">;
