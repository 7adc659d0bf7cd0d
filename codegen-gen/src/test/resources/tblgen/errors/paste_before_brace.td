def E {
  string t = "e" # {1};
}
