// The supported bang operators, folded at parse time when their operands are
// known and at instantiation time when they depend on template arguments.
def R1;
def R2;

class Ops<int x, string s, list<int> l> {
  string concat = !strconcat(s, "-", s);
  list<int> lists = !listconcat(l, [x], l);
  bit isZero = !eq(x, 0);
  bit differs = !ne(s, "b");
  int sum = !add(x, 1, 2);
  string choice = !if(!eq(x, 0), "zero", "nonzero");
  int size = !size(l);
  bit empty = !empty(l);
  int negated = !not(x);
  string asString = !cast<string>(x);
  int pick = !if(x, ?, 2);
}

def O1 : Ops<0, "a", []>;
def O2 : Ops<5, "b", [1, 2]>;

def Folded {
  string s = !strconcat("a", "b", "c");
  list<string> l = !listconcat(["a"], ["b"], ["c"]);
  bit eqStr = !eq("x", "x");
  bit eqRec = !eq(R1, R2);
  bit neInt = !ne(1, 2);
  int sum = !add(1, -3, 10);
  string name = !cast<string>(R1);
  string fromInt = !cast<string>(-7);
  int fromBits = !cast<int>({1, 1, 0});
  int sizeStr = !size("four");
  bit emptyStr = !empty("");
  int notOne = !not(1);
  int nested = !if(!ne(1, 1), 10, !if(1, 20, 30));
  list<int> hex = [0x10, 0b11, !add(0xff, 1)];
}
