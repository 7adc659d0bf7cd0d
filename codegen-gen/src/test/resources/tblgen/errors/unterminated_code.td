def B {
  code c = [{ never closed
}
