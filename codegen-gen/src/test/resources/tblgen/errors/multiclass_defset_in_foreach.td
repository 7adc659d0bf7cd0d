multiclass M {
  foreach i = [1] in {
    defset list<int> L = {}
  }
}
