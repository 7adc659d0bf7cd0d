// Integers (decimal, negative, hexadecimal, binary), bits values and the
// conversions between bit, bits and int.
class Encoding<bits<4> op, int imm = -1> {
  bits<4> opcode = op;
  bits<8> wide = 0xA5;
  bits<3> unset;
  int immediate = imm;
  int opcodeValue = op;
  bit low = 1;
  bits<1> single = low;
}

def Add : Encoding<0b0001>;
def Sub : Encoding<2, 0x7f>;
def Mul : Encoding<{1, 1, 0, 0}, -42> {
  let unset = 0b101;
  let low = false;
}

def Numbers {
  int dec = 12345;
  int neg = -9;
  int plus = +3;
  int hex = 0xDEADBEEF;
  int big = 0x7fffffffffffffff;
  int bin = 0b1010;
  bit t = true;
  bit f = false;
  int fromTrue = true;
  bits<2> twoBits = 3;
  bits<4> fromBits = {0, 1, 0, 1};
  bits<6> spliced = {0b10, 0b0011};
}
