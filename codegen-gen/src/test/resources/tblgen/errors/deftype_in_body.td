def X {
  deftype Y = int;
}
