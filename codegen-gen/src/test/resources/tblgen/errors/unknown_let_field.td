class A { int x = 1; }
def B : A {
  let y = 2;
}
