def B {
  int x = y;
}
