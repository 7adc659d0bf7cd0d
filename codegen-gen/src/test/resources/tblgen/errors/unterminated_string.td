def B {
  string s = "abc
}
