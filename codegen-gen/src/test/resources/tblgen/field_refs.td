// Field references: a field initialiser refers to other fields of the same
// record and sees their final values; X.y reads a field of a def; chains of
// references; references to template arguments through fields.
class Named<string n> {
  string name = n;
  string upper = name # "_UPPER";
  string twice = upper # "/" # upper;
  int size = 1;
  int doubled = !add(size, size);
}

def Plain : Named<"plain">;
def Overridden : Named<"x"> {
  let name = "override";
  let size = 21;
}
let name = "from_let" in def FromLet : Named<"y">;

def Reader {
  string otherName = Plain.name;
  string otherUpper = Overridden.upper;
  int otherSize = Overridden.doubled;
  Named target = FromLet;
  string viaField = target.twice;
}

class UsesRecord<Named r> {
  string copied = r.name;
  Named same = r;
}
def Uses : UsesRecord<Plain>;

def SelfChain {
  int a = 1;
  int b = !add(a, 1);
  int c = !add(b, a);
  string s = "c=" # c;
}
