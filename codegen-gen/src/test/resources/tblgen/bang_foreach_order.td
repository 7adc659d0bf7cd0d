// A nested !foreach resolves its list before its body: the anonymous
// instantiations of the list are numbered before those of the body.

class Options<int n> {
  list<int> Values = [n, !add(n, 1)];
}

class Supported<int n, string layout> {
  bit Ok = !eq(!and(n, 1), 0);
  string Layout = layout;
}

class Table {
  list<list<list<string>>> Rows =
    !foreach(n, [2, 3],
      !foreach(layout, ["row", "col"],
        !foreach(v, Options<n>.Values,
          !if(Supported<n, layout>.Ok, layout # v, ""))));
}

def T : Table;
