// foreach and if statements in multiclass bodies, evaluated per
// instantiation; defm in foreach, if and defset; assertions in multiclasses
// that pass.

class Reg<string name, int num> {
  string AsmName = name;
  int Num = num;
}

multiclass Regs<list<string> names, int first, bit withAlias = 0> {
  assert !not(!empty(names)), "no register names";
  foreach i = !range(names) in {
    defvar n = names[i];
    def _#n : Reg<n, !add(first, i)>;
    if withAlias then
      def _#n#_alias : Reg<"alias_" # n, !add(first, i)>;
    else
      def _#n#_plain : Reg<n, -1>;
  }
  foreach j = [1, 2] in
    foreach k = 0...1 in
      def _grid#j#k : Reg<"g", !add(!mul(j, 10), k)>;
  if !gt(first, 10) then {
    def _high : Reg<"high", first>;
  }
}

multiclass Wrap<list<string> names> {
  foreach p = ["x", "y"] in
    defm _#p : Regs<names, 20, 1>;
}

defm R : Regs<["a", "b"], 0>;
defm S : Regs<["c"], 12, 1>;
defm W : Wrap<["w"]>;

foreach t = [1, 2] in
  defm T#t : Regs<["t"], t>;

if 1 then
  defm C : Regs<["cond"], 3>;

defset list<Reg> AllRegs = {
  defm D : Regs<["d", "e"], 30>;
}

def Summary {
  list<Reg> Regs = AllRegs;
  int Count = !size(AllRegs);
}
