// dump prints a note on standard error and leaves the records as they are.
dump "hello";
class A<int i> {
  dump "i is " # i;
  int j = i;
}
def B : A<3>;
