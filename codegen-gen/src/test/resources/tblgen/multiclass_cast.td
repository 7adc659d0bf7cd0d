// References between the defs of one defm through !cast and NAME, record
// names built from template arguments, and classes that use NAME (a def
// naming itself through !cast included).

class Node<string parent> {
  string Parent = parent;
  string Self = NAME;
  string Upper = !toupper(NAME);
  Node Me = !cast<Node>(NAME);
}

class Link<Node target> {
  Node Target = target;
}

multiclass Chain<string suffix> {
  def _root : Node<"">;
  def _leaf : Node<NAME # "_root">, Link<!cast<Node>(NAME # "_root")>;
  def _#suffix : Node<NAME # "_leaf"> {
    Node Back = !cast<Node>(NAME # "_leaf");
    string Suffix = suffix;
  }
}

defm One : Chain<"end">;
defm Two : Chain<"tail">;

foreach i = 0...1 in
  defm Many#i : Chain<"n" # i>;

def Uses {
  Node First = One_root;
  list<Node> Leaves = [One_leaf, Two_leaf, Many0_leaf];
}
