// List operators, including those that bind a variable.
class D<list<int> l> {
  list<int> y = !foreach(x, l, !add(x, 1));
  int s = !foldl(0, l, acc, x, !add(acc, x));
  list<int> f = !filter(x, l, !gt(x, 1));
  string r = !interleave(l, ", ");
  list<int> h = !range(!size(l));
  list<int> h2 = !range(l);
  list<int> h3 = !range(2, 8, 3);
  list<int> h4 = !range(5, 1, -2);
  list<int> ls = !listsplat(1, 3);
  list<int> lr = !listremove(l, [1]);
  int hd = !head(l);
  list<int> tl = !tail(l);
  list<string> names = !foreach(x, l, "n" # x);
  list<list<int>> pairs = !foreach(x, l, [x, x]);
  list<int> flat = !listflatten([l, l]);
}
def E : D<[1, 2, 3]>;
def F : D<[7]>;
def G {
  list<string> s = !foreach(e, ["a", "b"], !strconcat(e, e));
  string joined = !interleave(["x", "y", "z"], "");
  list<int> total = !foldl([]<int>, [[1], [2, 3]], acc, l, !listconcat(acc, l));
  list<int> evens = !filter(n, !range(10), !eq(!and(n, 1), 0));
}
