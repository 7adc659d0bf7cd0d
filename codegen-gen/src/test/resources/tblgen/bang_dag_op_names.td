// !getdagopname and !setdagopname: the name of a dag's operator, read and replaced.
def op;
def op2;

class Renamed<dag d> {
  string before = !getdagopname(d);
  dag after = !setdagopname(d, "renamed");
  string afterName = !getdagopname(after);
}

def Direct {
  dag named = (op:$foo 1, 2);
  dag unnamed = (op 1);
  string namedName = !getdagopname(named);
  string unnamedName = !getdagopname(unnamed);
  dag renamed = !setdagopname(named, "bar");
  dag newlyNamed = !setdagopname(unnamed, "baz");
  dag emptyName = !setdagopname(unnamed, "");
  dag codeName = !setdagopname(named, [{code}]);
  string roundTrip = !getdagopname(!setdagopname(unnamed, "x"));
  string quoted = !repr(!getdagopname(named));
  dag keepsOp = !setdagop(!setdagopname(named, "n"), op2);
}

def FromNamed : Renamed<(op2:$q)>;
def FromUnnamed : Renamed<(op2 "a":$x)>;
