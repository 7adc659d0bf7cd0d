multiclass M {
  class C;
}
