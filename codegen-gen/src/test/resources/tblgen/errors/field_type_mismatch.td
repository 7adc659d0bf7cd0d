def B {
  int x = "s";
}
