package raptor.sim;

/** Scalar register instructions: {@code sldi}, {@code lldi}, {@code sld} and integer arithmetic. */
final class ScalarUnit {
  private ScalarUnit() {}

  /** Executes a scalar instruction; arithmetic wraps around in 32 bits. */
  static void execute(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int[] reg = core.registers;
    switch (ins.opcode()) {
      case SLDI, LLDI -> reg[ins.rd()] = ins.r2();
      case SLD ->
          reg[ins.rd()] =
              core.memory.readInt(Addressing.checked((long) reg[ins.rs1()] + ins.r2(), 4));
      case SADD -> reg[ins.rd()] = reg[ins.rs1()] + reg[ins.r2()];
      case SSUB -> reg[ins.rd()] = reg[ins.rs1()] - reg[ins.r2()];
      case SMUL -> reg[ins.rd()] = reg[ins.rs1()] * reg[ins.r2()];
      case SADDI -> reg[ins.rd()] = reg[ins.rs1()] + ins.r2();
      case SMULI -> reg[ins.rd()] = reg[ins.rs1()] * ins.r2();
      default -> throw new IllegalArgumentException("not a scalar opcode: " + ins.opcode());
    }
  }
}
