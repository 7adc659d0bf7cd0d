// Integer and comparison operators.
class A<int a, int b> {
  int sub = !sub(a, b);
  int mul = !mul(a, b, 2);
  int div = !div(a, b);
  int and = !and(a, b);
  int or = !or(a, b, 16);
  int xor = !xor(a, b);
  int shl = !shl(a, 2);
  int sra = !sra(a, 1);
  int srl = !srl(a, 1);
  bit lt = !lt(a, b);
  bit le = !le(a, b);
  bit gt = !gt(a, b);
  bit ge = !ge(a, b);
  int logtwo = !logtwo(!add(a, 20));
  bit and_bits = !and(!gt(a, 0), !lt(b, 100));
}
def P : A<12, 5>;
def N : A<-8, 3>;
def S {
  bit lt = !lt("abc", "abd");
  bit ge = !ge("b", "a");
  int srl = !srl(-8, 60);
  int sra = !sra(-8, 1);
  int div = !div(-7, 2);
  bits<8> b = !and(0b11110000, 0b10101010);
  int neg = !sub(0, 0x10);
}
