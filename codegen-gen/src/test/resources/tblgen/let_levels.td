// A field overridden at every level: superclass body, derived class body,
// enclosing let-in, and def body. Later levels win, and a let changes the
// field, not the template argument it was initialised from.
class Base<string n, int w = 32> {
  string name = n;
  int width = w;
  string full = n # "_" # w;
  string derived = name # "!";
  string kind = "base";
}

class Mid<string n> : Base<n, 16> {
  let kind = "mid";
  let name = "mid_" # n;
}

class Leaf : Mid<"leaf"> {
  let kind = "leaf";
}

def PlainBase : Base<"plain">;
def PlainMid : Mid<"m">;
def PlainLeaf : Leaf;

let width = 64 in def LetWidth : Base<"a">;

let kind = "outer" in {
  def OuterOnly : Leaf;
  def BodyWins : Leaf { let kind = "body"; }
}

def BodyName : Mid<"x"> {
  let name = "inner";
}

let kind = "from-let", width = 8 in
def TwoLets : Mid<"two">;
