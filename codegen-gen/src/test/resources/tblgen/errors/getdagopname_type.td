def op;
def X {
  dag d = (op);
  int n = !getdagopname(d);
}
