// Lists: of ints, strings, records, lists; empty lists with a type from the
// field or from a <type> suffix; trailing commas; paste of lists.
class Trait;
class Native<string n> : Trait { string name = n; }
def Pure : Native<"pure">;
def Commutative : Native<"comm">;
class Other : Trait;
def Special : Other;

def Lists {
  list<int> ints = [1, 2, 3];
  list<int> none = [];
  list<string> strs = ["a", "b",];
  list<Trait> traits = [Pure, Special, Commutative];
  list<list<int>> nested = [[1], [], [2, 3]];
  list<int> typedEmpty = []<int>;
  list<int> pasted = [1, 2] # [3];
  list<string> pasted2 = ["x"] # ["y"] # ["z"];
  list<bit> bitList = [1, 0, true, false];
}

class WithTraits<list<Trait> traits = []> {
  list<Trait> all = traits;
  list<Trait> more = traits # [Pure];
}
def T0 : WithTraits;
def T1 : WithTraits<[Special]>;
