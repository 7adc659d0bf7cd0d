// Class template arguments: defaults, defaults using earlier arguments,
// named arguments, and arguments passed through several classes.
class Sized<string name, int width = 32, int bytes = !add(width, 7), string full = name # "_" # width> {
  string Name = name;
  int Width = width;
  int Bytes = bytes;
  string Full = full;
}

class Wide<string name> : Sized<name, 64>;
class Named<string suffix, int w = 16> : Sized<"n" # suffix, w, 1>;

def S1 : Sized<"a">;
def S2 : Sized<"b", 8>;
def S3 : Sized<"c", 8, 2, "custom">;
def S4 : Sized<"d", bytes = 3>;
def S5 : Sized<full = "named", name = "e">;
def W1 : Wide<"w">;
def N1 : Named<"x">;
def N2 : Named<"y", 128>;

class Flag<bit on = true, bits<4> mask = 0b0101> {
  bit On = on;
  bits<4> Mask = mask;
  int MaskValue = mask;
}
def F1 : Flag;
def F2 : Flag<false, 9>;
def F3 : Flag<1, {1, 1, 0, 0}>;
