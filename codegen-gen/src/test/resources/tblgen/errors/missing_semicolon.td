def B {
  int x = 1
}
