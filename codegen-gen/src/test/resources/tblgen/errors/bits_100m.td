def Wide {
  bits<100000000> b;
}
