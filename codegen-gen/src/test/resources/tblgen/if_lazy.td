// An !if whose condition becomes known resolves only the branch it takes: the other
// branch instantiates no anonymous record, which shows in the anonymous numbering.
class P<string s> {
  string e = s;
}
class Base<bit useFirst> {
  string name = "x";
  P pred = !if(useFirst, P<"first " # name>, P<"second " # name>);
}
def One : Base<1>;
def Two : Base<0>;
def Three {
  P p = P<"three">;
}
