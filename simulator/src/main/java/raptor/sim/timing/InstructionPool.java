package raptor.sim.timing;

/**
 * Shares equal instructions between the streams of one program: a compiled network repeats the same
 * few thousand instructions (register loads, {@code mvmul} per group, vector ops of a few lengths)
 * millions of times, so a program of millions of instructions keeps one record per distinct
 * instruction and one reference per slot. An open-addressing table with a hash that mixes every
 * operand (the record's own hash clusters on immediates that are multiples of 64); each lookup
 * costs expected O(1). Not thread-safe: each loading thread has its own.
 */
final class InstructionPool {
  private PimsimInstruction[] table = new PimsimInstruction[1024];
  private int count;

  /** {@return the pooled instruction equal to {@code instruction}, pooling it if new} */
  PimsimInstruction intern(PimsimInstruction instruction) {
    int mask = table.length - 1;
    int slot = hash(instruction) & mask;
    PimsimInstruction known;
    while ((known = table[slot]) != null) {
      if (same(known, instruction)) {
        return known;
      }
      slot = (slot + 1) & mask;
    }
    table[slot] = instruction;
    if (++count * 2 > table.length) {
      grow();
    }
    return instruction;
  }

  private void grow() {
    PimsimInstruction[] old = table;
    table = new PimsimInstruction[old.length * 2];
    int mask = table.length - 1;
    for (PimsimInstruction in : old) {
      if (in != null) {
        int slot = hash(in) & mask;
        while (table[slot] != null) {
          slot = (slot + 1) & mask;
        }
        table[slot] = in;
      }
    }
  }

  /** Field by field; the record's generated {@code equals} is several times slower here. */
  private static boolean same(PimsimInstruction a, PimsimInstruction b) {
    return a.opcode() == b.opcode()
        && a.rd() == b.rd()
        && a.rs1() == b.rs1()
        && a.rs2() == b.rs2()
        && a.imm() == b.imm()
        && a.core() == b.core()
        && a.offsetSelect() == b.offsetSelect()
        && a.offsetValue() == b.offsetValue()
        && a.len() == b.len()
        && a.size() == b.size()
        && a.ibiw() == b.ibiw()
        && a.obiw() == b.obiw()
        && a.mbiw() == b.mbiw()
        && a.relu() == b.relu()
        && a.group() == b.group()
        && a.eventRegister() == b.eventRegister()
        && a.waitValue() == b.waitValue();
  }

  private static int hash(PimsimInstruction in) {
    long h = in.opcode().ordinal();
    h = mix(h, in.rd(), in.rs1());
    h = mix(h, in.rs2(), in.imm());
    h = mix(h, in.core(), in.offsetSelect());
    h = mix(h, in.offsetValue(), in.len());
    h = mix(h, in.size(), in.ibiw());
    h = mix(h, in.obiw(), in.mbiw());
    h = mix(h, in.relu(), in.group());
    h = mix(h, in.eventRegister(), in.waitValue());
    return (int) (h ^ (h >>> 32));
  }

  /** One round of a multiply-xorshift mix of two more operands into {@code h}. */
  private static long mix(long h, int a, int b) {
    h = (h ^ (((long) a << 32) | (b & 0xffffffffL))) * 0x9E3779B97F4A7C15L;
    return h ^ (h >>> 29);
  }
}
