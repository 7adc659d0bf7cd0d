package raptor.sim.timing;

import raptor.isa.Opcode;

/**
 * The vector unit of one core: an FSM with {@code ready}, and a body that reads the operands,
 * computes, then writes back (timing-model.md section 3.2).
 */
final class VectorUnitModel extends UnitFsm {
  private final Kernel kernel;
  private final FifoMemory memory;
  private final TimingConfig.Core config;
  private int state;
  double energyPj;

  VectorUnitModel(CoreModel core, Kernel kernel, FifoMemory memory, TimingConfig.Core config) {
    super(core, "VSTART", "VEND", CycleAccounting.Core.VECTOR);
    this.kernel = kernel;
    this.memory = memory;
    this.config = config;
  }

  @Override
  void restart() {
    state = 0;
  }

  @Override
  void resume() {
    Opcode op = running.inst.opcode();
    int len = running.inst.len();
    int readBytes = running.inputBytes() * len;
    switch (state) {
      case 0 -> {
        traceStart(kernel.now);
        long delay = memory.access(true, readBytes, 0);
        if (readsTwo(op)) {
          delay = memory.access(true, readBytes, delay);
        }
        int steps = (int) Math.ceil(len * 1.0 / config.vectorWidth);
        energyPj +=
            config.vectorAluDynamicEnergy * steps
                + (config.vectorRegReadDynamicEnergy * 2 + config.vectorRegWriteDynamicEnergy)
                    * steps;
        // Quirk #5: the compute latency is in ns, not core cycles.
        delay += steps * (long) config.vectorLatencyCycle * 1000;
        state = 1;
        kernel.waitFor(delay, this);
      }
      case 1 -> {
        int writeBytes = usesOutputWidth(op) ? running.outputBytes() * len : readBytes;
        state = 2;
        kernel.waitFor(memory.access(false, writeBytes, 0), this);
      }
      default -> {
        traceEnd();
        core.request(CoreModel.VECTOR_FINISH);
      }
    }
  }

  private static boolean readsTwo(Opcode op) {
    return switch (op) {
      case VVADD, VVSUB, VVMUL, VVDMUL, VVMAX, VVSLL, VVSRA -> true;
      default -> false;
    };
  }

  /** Quirk #6: {@code vvdmul} and {@code vavg} write {@code len * ib} bytes like the others. */
  private static boolean usesOutputWidth(Opcode op) {
    return switch (op) {
      case VVMUL, VVSLL, VVSRA, VTANH, VSIGM, VRSU, VRSL -> true;
      default -> false;
    };
  }
}
