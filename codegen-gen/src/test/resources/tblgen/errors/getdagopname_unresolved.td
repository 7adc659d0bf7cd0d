def X {
  string n = !getdagopname("x");
}
