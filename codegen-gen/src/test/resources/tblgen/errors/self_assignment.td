def B {
  int y = 1;
  let y = y;
}
