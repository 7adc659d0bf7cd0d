package raptor.sim;

/** Executes one instruction on a core by dispatching to the functional units. */
final class Interpreter {
  private final VectorUnit vector;
  private final MatrixUnit matrix;
  private final TransferUnit transfer;

  Interpreter(Memory host, BatchRecorder recorder, ProvenanceTracker trace) {
    this.vector = new VectorUnit(trace);
    this.matrix = new MatrixUnit(trace);
    this.transfer = new TransferUnit(host, recorder, trace);
  }

  /**
   * Executes {@code ins} on {@code core}. Communication and synchronization instructions only
   * report their status; the scheduler completes them.
   *
   * @throws ExecutionFault if the instruction cannot execute
   */
  Status execute(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    switch (ins.opcode()) {
      case NOP -> {
        return Status.COMPLETED;
      }
      case SLDI, LLDI, SLD, SADD, SSUB, SMUL, SADDI, SMULI -> ScalarUnit.execute(core, ins);
      case MVMUL -> matrix.mvmul(core, ins);
      case VVADD, VVSUB, VVMUL, VVDMUL, VVMAX -> vector.binary(core, ins);
      case VAVG, VRELU, VTANH, VSIGM, VSOFTMAX -> vector.unary(core, ins);
      case VMV -> vector.gather(core, ins);
      case LD -> transfer.load(core, ins);
      case ST -> transfer.store(core, ins);
      case LMV -> transfer.move(core, ins);
      case SEND -> {
        return Status.SENDING;
      }
      case RECV -> {
        return Status.RECEIVING;
      }
      case WAIT -> {
        return Status.WAITING;
      }
      case SYNC -> {
        return Status.SYNC;
      }
      case VVSLL, VVSRA, VRSU, VRSL ->
          throw new ExecutionFault(
              "unsupported Pim opcode for functional simulation: " + ins.opcode().mnemonic());
      case SETBW -> throw new IllegalStateException("setbw is folded when the program is loaded");
    }
    return Status.COMPLETED;
  }
}
