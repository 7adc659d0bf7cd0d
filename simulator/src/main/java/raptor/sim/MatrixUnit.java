package raptor.sim;

/**
 * The crossbar unit: {@code mvmul} reads a crossbar-height input vector at {@code reg[rs1]},
 * multiplies it by crossbar {@code group} and writes a crossbar-width vector at {@code reg[rd]}.
 */
final class MatrixUnit {
  private final ProvenanceTracker trace;
  private float[] input = new float[0];
  private float[] output = new float[0];

  MatrixUnit(ProvenanceTracker trace) {
    this.trace = trace;
  }

  void mvmul(PimCore core, LoadedInstruction ins) throws ExecutionFault {
    if (!ins.isFp32()) {
      throw VectorUnit.unsupportedWidth(ins);
    }
    Crossbar crossbar = core.crossbars[ins.g2()];
    int rows = crossbar.rows();
    int cols = crossbar.cols();
    int source = Addressing.of(core.registers[ins.rs1()], ins, Addressing.NONE, 4L * rows);
    int destination = Addressing.of(core.registers[ins.rd()], ins, Addressing.NONE, 4L * cols);
    if (input.length < rows) {
      input = new float[rows];
    }
    if (output.length < cols) {
      output = new float[cols];
    }
    core.memory.readFloats(source, input, rows);
    crossbar.multiply(input, output);
    if (ins.g1() != 0) {
      for (int c = 0; c < cols; c++) {
        output[c] = Math.max(0f, output[c]);
      }
    }
    core.memory.writeFloats(destination, output, cols);
    if (trace != null) {
      trace.localMvm(core.index, destination, source, crossbar, "mvmul");
    }
  }
}
