class A<int x> {
  int v = x;
}
defm X : A<1>;
