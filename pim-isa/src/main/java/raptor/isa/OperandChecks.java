package raptor.isa;

/**
 * Range checks on operand values that every decoder applies, so a bad program is rejected when it
 * is read rather than when it runs.
 */
public final class OperandChecks {
  /** The number of event registers of a core; event register operands are below it. */
  public static final int EVENT_REGISTER_COUNT = 32;

  private OperandChecks() {}

  /** {@return a description of the first out-of-range operand of {@code instruction}, or null} */
  public static String firstProblem(Instruction instruction) {
    Format format = instruction.opcode().format();
    if (format.has(Field.EVENT_REGISTER)) {
      int register = instruction.get(Field.EVENT_REGISTER);
      if (register < 0 || register >= EVENT_REGISTER_COUNT) {
        return "event register " + register + " out of range 0.." + (EVENT_REGISTER_COUNT - 1);
      }
    }
    if (format.has(Field.WAIT_VALUE) && instruction.get(Field.WAIT_VALUE) < 0) {
      return "negative wait value " + instruction.get(Field.WAIT_VALUE);
    }
    return null;
  }
}
