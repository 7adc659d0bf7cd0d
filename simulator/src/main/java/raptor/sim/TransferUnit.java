package raptor.sim;

/**
 * Memory transfers within a core and with the host: {@code ld} (host to local), {@code st} (local
 * to host, recorded for the batch dumps) and {@code lmv} (local to local).
 */
final class TransferUnit {
  private final Memory host;
  private final BatchRecorder recorder;
  private final ProvenanceTracker trace;

  TransferUnit(Memory host, BatchRecorder recorder, ProvenanceTracker trace) {
    this.host = host;
    this.recorder = recorder;
    this.trace = trace;
  }

  /** {@code ld}: {@code local[rd] <- host[rs1]}, size bytes. */
  void load(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int size = Addressing.count(ins.g3(), "size");
    int local = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, size);
    int global = Addressing.of(core.registers[ins.rs1()], ins, Addressing.RS1, size);
    core.memory.write(local, host.read(global, size));
    if (trace != null) {
      trace.globalLoad(core.index, global, local, size);
    }
  }

  /** {@code st}: {@code host[rd] <- local[rs1]}, size bytes. */
  void store(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int size = Addressing.count(ins.g3(), "size");
    int global = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, size);
    int local = Addressing.of(core.registers[ins.rs1()], ins, Addressing.RS1, size);
    byte[] data = core.memory.read(local, size);
    host.write(global, data);
    recorder.record(global, data, size);
    if (trace != null) {
      trace.globalStore(core.index, global, local, size);
    }
  }

  /** {@code lmv}: {@code local[rd] <- local[rs1]}, len bytes; overlapping ranges are safe. */
  void move(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int size = Addressing.count(ins.g3(), "len");
    int destination = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, size);
    int source = Addressing.of(core.registers[ins.rs1()], ins, Addressing.RS1, size);
    core.memory.copyWithin(destination, source, size);
    if (trace != null) {
      trace.localCopy(core.index, destination, source, size, "lmv");
    }
  }
}
