def B {
  list<int> l = !foreach(x, [1, 2], x);
}
