def B {
  list<int> l = !instances<B>();
}
