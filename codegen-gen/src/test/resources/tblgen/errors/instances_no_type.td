class B;
def X {
  list<B> l = !instances();
}
