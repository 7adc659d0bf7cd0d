// Fields declared with 'field' are printed first and may stay unresolved;
// unset fields and field redeclarations.
class Base {
  int plain = 1;
  field int early = 2;
  string unset;
  field string pending = unset;
  list<int> noList;
  dag noDag;
}
def D : Base {
  field bit extra = 1;
  let plain = 3;
}
