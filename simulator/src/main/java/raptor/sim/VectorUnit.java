package raptor.sim;

import raptor.isa.Opcode;

/**
 * The f32 vector unit: elementwise binary ops, reductions ({@code vvdmul}, {@code vavg}),
 * activations ({@code vrelu}, {@code vtanh}, {@code vsigm}, {@code vsoftmax}) and the strided
 * gather {@code vmv}.
 *
 * <p>Sources are read completely before the destination is written, so overlapping ranges are safe.
 */
final class VectorUnit {
  private final ProvenanceTracker trace;
  private float[] a = new float[0];
  private float[] b = new float[0];

  VectorUnit(ProvenanceTracker trace) {
    this.trace = trace;
  }

  static ExecutionFault unsupportedWidth(LoadedInstruction ins) {
    return new ExecutionFault(
        "unsupported vector bit width input:" + ins.inputBits() + " output:" + ins.outputBits());
  }

  private int prepare(LoadedInstruction ins) throws ExecutionFault {
    if (!ins.isFp32()) {
      throw unsupportedWidth(ins);
    }
    int len = Addressing.count(ins.g3(), "len");
    if (a.length < len) {
      a = new float[len];
      b = new float[len];
    }
    return len;
  }

  /** {@code vvadd vvsub vvmul vvmax} (len outputs) and {@code vvdmul} (one output). */
  void binary(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int len = prepare(ins);
    long bytes = 4L * len;
    int first = Addressing.of(core.registers[ins.rs1()], ins, Addressing.RS1, bytes);
    int second = Addressing.of(core.registers[ins.r2()], ins, Addressing.RS2, bytes);
    boolean reduce = ins.opcode() == Opcode.VVDMUL;
    int outputs = reduce ? Math.min(1, len) : len;
    int destination = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, 4L * outputs);
    core.memory.readFloats(first, a, len);
    core.memory.readFloats(second, b, len);
    switch (ins.opcode()) {
      case VVADD -> {
        for (int i = 0; i < len; i++) {
          a[i] += b[i];
        }
      }
      case VVSUB -> {
        for (int i = 0; i < len; i++) {
          a[i] -= b[i];
        }
      }
      case VVMUL -> {
        for (int i = 0; i < len; i++) {
          a[i] *= b[i];
        }
      }
      case VVMAX -> {
        for (int i = 0; i < len; i++) {
          a[i] = Math.max(a[i], b[i]);
        }
      }
      case VVDMUL -> a[0] = dot(a, b, len);
      default -> throw new IllegalArgumentException("not a binary vector opcode: " + ins.opcode());
    }
    core.memory.writeFloats(destination, a, outputs);
    if (trace != null) {
      int[] sources = {first, second};
      String operation = ins.opcode().mnemonic();
      if (reduce) {
        trace.localBroadcast(core.index, destination, sources, (int) bytes, 4 * outputs, operation);
      } else {
        trace.localTransform(core.index, destination, sources, (int) bytes, operation);
      }
    }
  }

  private static float dot(float[] x, float[] y, int len) {
    float sum = 0f;
    for (int i = 0; i < len; i++) {
      sum += x[i] * y[i];
    }
    return sum;
  }

  /** {@code vrelu vtanh vsigm vsoftmax} (len outputs) and {@code vavg} (one output). */
  void unary(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int len = prepare(ins);
    long bytes = 4L * len;
    int source = Addressing.of(core.registers[ins.rs1()], ins, Addressing.RS1, bytes);
    boolean elementwise = ins.opcode() != Opcode.VAVG && ins.opcode() != Opcode.VSOFTMAX;
    int outputs = ins.opcode() == Opcode.VAVG ? Math.min(1, len) : len;
    int destination = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, 4L * outputs);
    core.memory.readFloats(source, a, len);
    switch (ins.opcode()) {
      case VRELU -> {
        for (int i = 0; i < len; i++) {
          a[i] = Math.max(0f, a[i]);
        }
      }
      case VTANH -> {
        for (int i = 0; i < len; i++) {
          a[i] = (float) Math.tanh(a[i]);
        }
      }
      case VSIGM -> {
        for (int i = 0; i < len; i++) {
          a[i] = (float) (1.0 / (1.0 + Math.exp(-a[i])));
        }
      }
      case VSOFTMAX -> softmax(a, len);
      case VAVG -> {
        if (len > 0) {
          a[0] = sum(a, len) / len;
        }
      }
      default -> throw new IllegalArgumentException("not a unary vector opcode: " + ins.opcode());
    }
    core.memory.writeFloats(destination, a, outputs);
    if (trace != null) {
      int[] sources = {source};
      String operation = ins.opcode().mnemonic();
      if (elementwise) {
        trace.localTransform(core.index, destination, sources, (int) bytes, operation);
      } else {
        trace.localBroadcast(core.index, destination, sources, (int) bytes, 4 * outputs, operation);
      }
    }
  }

  private static float sum(float[] x, int len) {
    float sum = 0f;
    for (int i = 0; i < len; i++) {
      sum += x[i];
    }
    return sum;
  }

  /** Numerically stable softmax in place: subtract the max, exponentiate, divide by the sum. */
  static void softmax(float[] x, int len) {
    float max = Float.NEGATIVE_INFINITY;
    for (int i = 0; i < len; i++) {
      max = Math.max(max, x[i]);
    }
    float total = 0f;
    for (int i = 0; i < len; i++) {
      x[i] = (float) Math.exp(x[i] - max);
      total += x[i];
    }
    for (int i = 0; i < len; i++) {
      x[i] /= total;
    }
  }

  /**
   * {@code vmv}: element {@code i} is read at {@code reg[rs1] + i * reg[rs2] * 4} and written at
   * {@code reg[rd] + i * 4}.
   */
  void gather(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    int len = prepare(ins);
    long stride = core.registers[ins.r2()];
    int source = Addressing.of(core.registers[ins.rs1()], ins, Addressing.RS1, 0);
    int destination = Addressing.of(core.registers[ins.rd()], ins, Addressing.RD, 4L * len);
    for (int i = 0; i < len; i++) {
      a[i] = core.memory.readFloat(Addressing.checked(source + i * stride * 4, 4));
    }
    core.memory.writeFloats(destination, a, len);
    if (trace != null) {
      trace.localStridedCopy(core.index, destination, source, 4, stride, len, "vmv");
    }
  }
}
