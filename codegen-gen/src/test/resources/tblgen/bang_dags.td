// Dag operators.
class OpClass;
def op : OpClass;
def ops : OpClass;
class D<dag d> {
  dag dd = !dag(op, [1, 2], ["a", "b"]);
  dag cn = !con(d, (op 2:$x));
  int gda = !getdagarg<int>(d, 0);
  string gdn = !getdagname(d, 0);
  dag sdo = !setdagop(d, ops);
  dag sda = !setdagarg(d, 0, 7);
  dag sdn = !setdagname(d, 0, "z");
  OpClass gdo = !getdagop<OpClass>(d);
  dag mapped = !foreach(x, (op 1:$a, (ops 2)), x);
}
def E : D<(op 1:$a)>;
def F {
  int byname = !getdagarg<int>((op 1:$a, 2:$b), "b");
  dag three = !con((op 1), (op 2), (op 3:$c));
}
