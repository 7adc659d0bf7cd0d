// String operators.
class S<string s> {
  string up = !toupper(s);
  string lo = !tolower(s);
  string su = !subst("a", "b", s);
  string ss = !substr(s, 1, 3);
  string ss2 = !substr(s, 2);
  int fi = !find(s, "a");
  int fi2 = !find(s, "a", 2);
  bit mt = !match(s, "^[A-Z]");
}
def T : S<"Banana">;
def U : S<"abc">;
def R {
  string rp = !repr([1, 2, 3]);
  string rs = !repr("q");
  int missing = !find("abc", "z");
}
