class A;
multiclass M {
  def X : A;
}
