package raptor.sim.timing;

/**
 * The crossbar latency and energy of one {@code mvmul} (timing-model.md sections 3.3 and 5.2), with
 * pimsim-nn's floor divisions ({@code it}, {@code dt}, {@code at}) and its division-by-zero
 * fallback to 0.
 */
final class MatrixTiming {
  private final TimingConfig.Matrix m;

  MatrixTiming(TimingConfig.Matrix m) {
    this.m = m;
  }

  int rows() {
    return m.xbarSize[0];
  }

  /**
   * {@return output columns for weight width {@code mbiw}: floor(cols * cell / mbiw)} Quirk #7:
   * {@code mbiw} (like {@code obiw}) changes only the write size, and {@code adc_resolution} is
   * never read.
   */
  int columnsFor(int mbiw) {
    return mbiw == 0 ? 0 : m.xbarSize[1] * m.cellPrecision / mbiw;
  }

  /** Quirk #2: pimsim-nn's integer division floors, and a zero divisor gives 0. */
  private static int div(int a, int b) {
    return b == 0 ? 0 : a / b;
  }

  private int slices(int inputBits) {
    return div(inputBits, m.dacResolution) * div(m.xbarSize[0], m.dacCount);
  }

  /** {@return the compute cycles C(ibiw)} */
  int cycles(int inputBits) {
    int slices = slices(inputBits);
    int at = div(m.xbarSize[1], m.adcCount);
    int xr = (int) Math.ceil(m.xbarLatency / m.period);
    int front =
        Quirks.INPUT_BUFFER_LATENCY_CYCLE + m.dacLatencyCycle + xr + m.sampleHoldLatencyCycle;
    int pipe = Math.max(m.adcLatencyCycle, m.shiftAdderLatencyCycle + m.outputBufferLatencyCycle);
    int back =
        m.adcLatencyCycle
            + m.shiftAdderLatencyCycle
            + m.outputBufferLatencyCycle
            + (at - 1) * pipe;
    if (m.pipelineMode) {
      return front + back + (slices - 1) * Math.max(front, back);
    }
    return (front + back) * slices;
  }

  /** {@return the compute time in ps: C(ibiw) matrix periods} */
  long latencyPs(int inputBits) {
    return Kernel.ps(cycles(inputBits) * m.period);
  }

  /** {@return the dynamic energy (pJ) of one {@code mvmul} on {@code crossbars} crossbars} */
  double energy(int inputBits, int crossbars) {
    int at = div(m.xbarSize[1], m.adcCount);
    double front =
        m.period * m.dacDynamicPower * m.dacLatencyCycle * m.dacCount
            + m.xbarReadPower * m.xbarLatency
            + m.period * m.sampleHoldDynamicPower * m.sampleHoldLatencyCycle * m.xbarSize[1];
    double back =
        m.period
            * (m.adcDynamicPower * m.adcLatencyCycle * m.adcCount
                + m.shiftAdderDynamicPower * m.shiftAdderLatencyCycle
                + m.outputBufferDynamicPower * m.outputBufferLatencyCycle);
    return crossbars * (double) slices(inputBits) * (front + at * back);
  }
}
