package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;
import raptor.pim.PimTarget;

/**
 * The machine a Spatial graph is scheduled on (spec §1.2): the physical cores, the crossbars each
 * can hold, the cost parameters of the {@link CostModel} and the per-flit latency between every
 * ordered pair of cores, in nanoseconds (diagonal 0).
 */
public final class SchedulingTarget {
  /** The event registers of a PIM core ({@code kPimEventRegisterCount}). */
  public static final int PIM_EVENT_REGISTERS = 32;
  /** The default vector unit width, in elements. */
  public static final int DEFAULT_VECTOR_WIDTH = 16;
  /**
   * The default time of one vector-unit pass, in ns: a {@code vvadd} of 152 elements takes
   * 156 ns on the timing model's {@code arch-a} profile, a {@code vrelu} of 4339 elements
   * 3.2 us, a {@code vvmax} of 3584 elements 4.4 us.
   */
  public static final long DEFAULT_VECTOR_LATENCY = 16;
  /**
   * The latency of one crossbar product, in ns: that of the timing model's {@code arch-a} profile
   * (PIMCOMP-NN's configuration A2) at the int8 view, 1655 ns, which the scheduler needs close to
   * the truth to weigh crossbar work against transfers.
   */
  public static final long DEFAULT_MATRIX_LATENCY = 1655;
  /**
   * The default network flit, in bytes of the IR's f32 tensors: A2's 32-byte {@code bus_width}
   * carries 32 elements in the int8 view the timing model measures the networks in.
   */
  public static final int DEFAULT_TRANSFER_WIDTH = 128;
  /**
   * The default bytes a local memory copy moves per ns: 256 B take 50 ns on the timing model's
   * {@code arch-a} profile.
   */
  public static final int DEFAULT_COPY_WIDTH = 5;

  private final int processorCount;
  private final int crossbarCapacity;
  private final int crossbarSize;
  private final int vectorWidth;
  private final long vectorLatency;
  private final long matrixLatency;
  private final int transferWidth;
  private final int copyWidth;
  private final int synchronizationRegisters;
  private final long[] latencies;
  private final long averageLatency;

  /**
   * Creates a target.
   *
   * @param processorCount the physical cores
   * @param crossbarCapacity the crossbars of one core
   * @param crossbarSize the rows and columns of one crossbar
   * @param vectorWidth the elements of one vector-unit pass
   * @param vectorLatency the cycles of one vector-unit pass
   * @param matrixLatency the cycles of one crossbar product
   * @param transferWidth the bytes of one network flit, which are also the bytes a local copy
   *     moves per cost unit
   * @param synchronizationRegisters the event registers of each core
   * @param latencies the row-major {@code processorCount²} per-flit latencies; the diagonal is
   *     ignored and read as 0
   */
  public SchedulingTarget(int processorCount, int crossbarCapacity, int crossbarSize,
      int vectorWidth, long vectorLatency, long matrixLatency, int transferWidth,
      int synchronizationRegisters, long[] latencies) {
    this(processorCount, crossbarCapacity, crossbarSize, vectorWidth, vectorLatency,
        matrixLatency, transferWidth, transferWidth, synchronizationRegisters, latencies);
  }

  /**
   * Creates a target whose local copies move {@code copyWidth} bytes per cost unit; the other
   * parameters are those of
   * {@link #SchedulingTarget(int, int, int, int, long, long, int, int, long[])}.
   */
  public SchedulingTarget(int processorCount, int crossbarCapacity, int crossbarSize,
      int vectorWidth, long vectorLatency, long matrixLatency, int transferWidth, int copyWidth,
      int synchronizationRegisters, long[] latencies) {
    if (processorCount <= 0 || crossbarCapacity <= 0 || crossbarSize <= 0 || vectorWidth <= 0
        || transferWidth <= 0 || copyWidth <= 0
        || latencies.length != processorCount * processorCount) {
      throw new IllegalArgumentException("invalid scheduling target resources");
    }
    this.processorCount = processorCount;
    this.crossbarCapacity = crossbarCapacity;
    this.crossbarSize = crossbarSize;
    this.vectorWidth = vectorWidth;
    this.vectorLatency = vectorLatency;
    this.matrixLatency = matrixLatency;
    this.transferWidth = transferWidth;
    this.copyWidth = copyWidth;
    this.synchronizationRegisters = synchronizationRegisters;
    this.latencies = latencies.clone();
    for (int p = 0; p < processorCount; p++) {
      this.latencies[p * processorCount + p] = 0;
    }
    this.averageLatency = average(this.latencies, processorCount);
  }

  /**
   * {@return the target of the PIM flags with the default parameters and the built-in mesh
   * latencies of {@link MeshLatencies}}
   */
  public static SchedulingTarget of(PimTarget target) {
    return of(target, MeshLatencies.of(target.coreCount()));
  }

  /** {@return the target of the PIM flags with the default parameters and {@code latencies}} */
  public static SchedulingTarget of(PimTarget target, long[] latencies) {
    return new SchedulingTarget(target.coreCount(), target.crossbarCount(),
        target.crossbarSize(), DEFAULT_VECTOR_WIDTH, DEFAULT_VECTOR_LATENCY,
        DEFAULT_MATRIX_LATENCY, DEFAULT_TRANSFER_WIDTH, DEFAULT_COPY_WIDTH, PIM_EVENT_REGISTERS,
        latencies);
  }

  /** {@return the ceiling of the mean latency over ordered pairs of distinct cores} */
  private static long average(long[] latencies, int count) {
    if (count == 1) {
      return 0;
    }
    long sum = 0;
    for (long latency : latencies) {
      sum = Math.addExact(sum, latency);
    }
    long pairs = (long) count * (count - 1);
    return (sum + pairs - 1) / pairs;
  }

  /** {@return the physical cores} */
  public int processorCount() {
    return processorCount;
  }

  /** {@return the crossbars one core holds} */
  public int crossbarCapacity() {
    return crossbarCapacity;
  }

  /** {@return the rows and columns of one crossbar} */
  public int crossbarSize() {
    return crossbarSize;
  }

  /** {@return the elements of one vector-unit pass} */
  public int vectorWidth() {
    return vectorWidth;
  }

  /** {@return the cycles of one vector-unit pass} */
  public long vectorLatency() {
    return vectorLatency;
  }

  /** {@return the cycles of one crossbar product} */
  public long matrixLatency() {
    return matrixLatency;
  }

  /** {@return the bytes of one network flit} */
  public int transferWidth() {
    return transferWidth;
  }

  /** {@return the bytes a local memory copy moves per cost unit} */
  public int copyWidth() {
    return copyWidth;
  }

  /** {@return the event registers of each core; 0 means the target cannot be pipelined} */
  public int synchronizationRegisters() {
    return synchronizationRegisters;
  }

  /** {@return the per-flit latency from {@code source} to {@code target}; 0 on the diagonal} */
  public long latency(int source, int target) {
    return latencies[source * processorCount + target];
  }

  /** {@return the ceiling of the mean per-flit latency over ordered pairs of distinct cores} */
  public long averageLatency() {
    return averageLatency;
  }

  @Override
  public String toString() {
    return "SchedulingTarget[cores=" + processorCount + ", crossbars=" + crossbarCapacity + "x"
        + crossbarSize + ", latencies=" + Arrays.toString(latencies) + "]";
  }
}
