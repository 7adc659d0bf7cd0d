def op;
def X {
  dag d = !setdagopname((op), 1);
}
