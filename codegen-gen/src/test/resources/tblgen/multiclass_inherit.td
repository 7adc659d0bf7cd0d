// Multiclasses built on others, defms of several multiclasses followed by
// classes applied to every def made, defms nested in multiclasses, and
// let bindings around defs, multiclasses and defms.

class Base<int v> {
  int Value = v;
  bit Flag = 0;
  string Kind = "base";
}

class Extra<string note> {
  string Note = note;
}

class Marker;

multiclass Pair<int v> {
  def _lo : Base<v>;
  def _hi : Base<!add(v, 100)>;
}

multiclass Triple<int v> : Pair<v> {
  def _mid : Base<!add(v, 50)>;
}

multiclass Renamed<int v> : Pair<!mul(v, 2)>, Pair<!mul(v, 3)>;

multiclass Outer<int v> {
  defm _in : Pair<v>;
  defm NAME#_again : Pair<!add(v, 1)>;
  defm : Pair<!add(v, 2)>;
  let Kind = "outer" in
  def _own : Base<v>;
}

let Flag = 1 in
multiclass Flagged<int v> {
  def _f : Base<v>;
  let Kind = "inner" in {
    def _g : Base<v>;
  }
}

defm A : Triple<1>;
defm B : Pair<2>, Flagged<3>, Extra<"both">, Marker;
defm O : Outer<5>;
defm F : Flagged<7>;
let Kind = "let", Flag = 1 in
defm L : Pair<9>, Extra<"let">;
let Kind = "outer let" in {
  let Flag = 1 in {
    defm M : Triple<11>;
  }
}
