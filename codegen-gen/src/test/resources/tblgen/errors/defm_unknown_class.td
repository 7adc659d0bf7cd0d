class C;
multiclass M {
  def _a;
}
defm X : M, C, Missing;
