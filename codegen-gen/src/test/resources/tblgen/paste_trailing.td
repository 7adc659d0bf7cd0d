// A paste followed by ';', ':' or '{' pastes the empty string.

class Named<string n> {
  string Name = n;
}

def A {
  string s = "a" #;
}
def B#;
def C# : Named<"c"> {
  string t = "t" #;
}
def D# {
  bits<2> b = {1, 0};
}
foreach i = [1] in
  def E#i# : Named<"e" # i>;
