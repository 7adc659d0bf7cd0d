multiclass M {
  let x = 1 in {
    class C;
  }
}
