def Wide {
  bits<2147483647> b;
}
