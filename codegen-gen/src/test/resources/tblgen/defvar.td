// defvar: global variables, variables local to a let block and to a record
// body, and their use in pastes and class arguments.
defvar prefix = "pim";
defvar width = 32;

class Named<string n> { string name = n; }

def G : Named<prefix # "." # "global">;
let name = "let" in {
  defvar local = "in_block";
  def L : Named<local>;
}
def Body {
  defvar w = !add(width, width);
  int doubled = w;
  string label = prefix # "_" # w;
}

// A global variable does not stand for its value in a def name; a local one does.
defvar NameSuffix = "value";
def Pasted#NameSuffix;
foreach i = [0] in {
  defvar LocalSuffix = "local";
  def Pasted#LocalSuffix#i;
}
