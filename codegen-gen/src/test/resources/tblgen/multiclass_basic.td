// Multiclass instantiation: template arguments (positional, named, defaults
// that use other arguments and NAME), the implicit NAME prefix, NAME written
// out anywhere in a def name, local variables, and anonymous defs and defms.

class Inst<string mnemonic, int opcode> {
  string Mnemonic = mnemonic;
  int Opcode = opcode;
  string Record = NAME;
}

class Tag {
  string Of = NAME;
}

multiclass Arith<string base, int opcode, int width = 32,
                 string asm = base # "." # width, string id = NAME # "_id"> {
  defvar wide = !mul(width, 2);
  def rr : Inst<asm, opcode>;
  def ri : Inst<asm # "i", !add(opcode, 1)> {
    int Imm = wide;
  }
  def NAME : Inst<asm # ".self", opcode>;
  def pre_#NAME#_post : Inst<asm, opcode> {
    string Id = id;
  }
  def : Tag;
  def "lit" {
    string Full = NAME # "lit";
  }
}

defm ADD : Arith<"add", 10>;
defm SUB : Arith<"sub", 20, 64>;
defm MUL : Arith<"mul", 30, asm = "multiply">;
defm : Arith<"anon", 40, id = "given">;
def : Tag;
def Named : Tag;
