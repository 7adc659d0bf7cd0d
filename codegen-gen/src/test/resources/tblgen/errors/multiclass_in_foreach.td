foreach i = [1, 2] in {
  multiclass M {
    def _a;
  }
}
