// Nested let-in blocks: bindings apply from the outermost in, an inner let
// overrides an outer one, classes defined inside a let get the bindings too,
// and a record body overrides them all.
class Op {
  string dialect = "none";
  string name = "none";
  bit pure = 0;
  list<string> tags = [];
  int cost = 1;
}

let dialect = "outer" in {
  def A : Op;
  let pure = 1, cost = 2 in {
    def B : Op;
    let dialect = "inner", tags = ["x", "y"] in {
      def C : Op;
      def D : Op { let cost = 10; }
      class InnerClass : Op;
    }
    def E : Op;
  }
  let name = "single" in def F : Op;
}

def G : InnerClass;
def H : InnerClass { let dialect = "h"; }

let cost = 5 in
let name = "stacked" in
def I : Op;
