// deftype: global aliases of types, usable wherever a type is.
class A { int x = 1; }
deftype Ints = list<int>;
deftype Alias2 = Ints;
deftype Nested = list<Alias2>;
deftype B4 = bits<4>;
deftype As = list<A>;
deftype Text = string;
deftype Snippet = code;

class C<Ints l, Text t = "d"> {
  Ints f = l;
  Text g = t;
}
def a0 : A;
def X : C<[1, 2]> {
  Nested n = [[1], [2, 3]];
  B4 b = 5;
  As la = [a0];
  Snippet s = [{body}];
  Ints c = !cast<Ints>([3]);
  list<Text> e = !listsplat("x", 2);
  Text fromDag = !getdagarg<Text>((a0 "v"), 0);
  bit isText = !isa<Text>("x");
}
defvar strings = !foreach(i, [1, 2], !cast<Text>(i));
def Y {
  list<Text> s = strings;
  B4 fromBits = !cast<B4>(!cast<bits<4>>(3));
}
// A def may reuse an alias's name: defs and types have separate names.
def Ints;
// TableGen defines an alias when it reads it, so one in a loop body is defined once.
foreach i = [1, 2] in {
  deftype Counter = int;
  def Loop#i { Counter c = i; }
}
class Flagged { bit b = 0; }
let b = 1 in {
  deftype Flag = bit;
  def InLet : Flagged { Flag f = b; }
}
