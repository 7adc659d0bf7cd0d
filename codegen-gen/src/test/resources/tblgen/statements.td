// foreach, if and defset statements; def names pasted from the loop variable.
class Reg<int n> {
  int num = n;
  string name = "r" # n;
}
defset list<Reg> AllRegs = {
  foreach i = 0...3 in {
    def R # i : Reg<i>;
  }
  foreach i = {5, 7-8} in
    def S # i : Reg<i>;
}
foreach s = ["a", "b"] in {
  defvar upper = !toupper(s);
  def Name_ # s {
    string text = upper;
  }
  if !eq(s, "a") then {
    def OnlyA # s;
  } else
    def NotA # s;
}
foreach i = [1, 2] in
  foreach j = [3, 4] in
    def P # i # _ # j {
      int sum = !add(i, j);
    }
def Summary {
  list<Reg> regs = AllRegs;
  int count = !size(AllRegs);
  list<string> names = !foreach(r, AllRegs, r.name);
}
if true then
  def Yes;
if false then
  def No;
let num = 42 in
foreach i = [9] in
  def T # i : Reg<i>;
def : Reg<100>;
