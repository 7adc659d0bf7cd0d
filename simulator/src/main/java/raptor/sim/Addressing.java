package raptor.sim;

/**
 * Effective addresses of instruction operands: a register value plus, when the operand's bit is set
 * in {@code offset_select} (generic1), {@code offset_value} (generic2).
 */
final class Addressing {
  /** Offset bit of the address taken from {@code rd}. */
  static final int RD = 1;

  /** Offset bit of the address taken from {@code rs1}. */
  static final int RS1 = 2;

  /** Offset bit of the address taken from {@code rs2}. */
  static final int RS2 = 4;

  /** No offset applies (the instruction has no offset fields). */
  static final int NONE = 0;

  private Addressing() {}

  /**
   * {@return the address of an operand of {@code size} bytes based on register value {@code base}}
   *
   * @throws ExecutionFault if the range is negative or beyond the memory limit
   */
  static int of(int base, LoadedInstruction instruction, int bit, long size) throws ExecutionFault {
    long address = base;
    if (bit != NONE && (instruction.g1() & bit) != 0) {
      address += instruction.g2();
    }
    return checked(address, size);
  }

  /** {@return {@code address} if {@code [address, address+size)} is a valid range} */
  static int checked(long address, long size) throws ExecutionFault {
    String problem = Memory.checkRange(address, size);
    if (problem != null) {
      throw new ExecutionFault(problem);
    }
    return (int) address;
  }

  /** {@return {@code count} if it is a valid element or byte count} */
  static int count(int count, String what) throws ExecutionFault {
    if (count < 0) {
      throw new ExecutionFault("negative " + what + " " + count);
    }
    return count;
  }
}
