// List subscripts and slices, bit selections.
class A<list<int> l, int i, bits<4> b> {
  int y = l[i];
  list<int> z = l[0...1];
  list<int> w = l[0, i];
  list<int> v = l[1-2];
  list<int> down = l[2...0];
  bits<2> c = b{3-2};
  bit d = b{1};
  bits<3> e = b{0, 2, 1};
  bits<3> e2 = b{0...2};
  list<int> f = l[i...2];
  list<int> g = l[i,];
  list<int> h = l[!range(2), 3];
}
def B : A<[1, 2, 3, 4], 2, 0b1011>;
def C {
  list<int> x = [5, 6, 7][1...2];
  bits<2> z = {1, 0, 1}{2-1};
  bits<2> zz = 6{2-1};
  list<string> s = ["a", "b", "c"][0, 2];
}
defvar nested = [[1, 2], [3, 4]];
def D {
  int x = nested[1][0];
  list<int> y = nested[0];
}
