def B {
  int y = !div(1, 0);
}
