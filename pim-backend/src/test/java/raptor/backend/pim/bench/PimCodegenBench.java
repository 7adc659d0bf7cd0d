package raptor.backend.pim.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.backend.pim.artifact.ArtifactOptions;
import raptor.backend.pim.artifact.ArtifactWriteException;
import raptor.backend.pim.artifact.ArtifactWriter;
import raptor.backend.pim.artifact.CoreProgram;
import raptor.backend.pim.artifact.HostMemory;
import raptor.backend.pim.artifact.HostRegion;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.artifact.PimProgram;
import raptor.backend.pim.artifact.PimTarget;
import raptor.backend.pim.artifact.WeightMatrix;
import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;

/**
 * Plain benchmark harness (not a test): the time and memory of {@link ArtifactWriter} on a program
 * of 64 cores with a given total number of instructions. Run one size per JVM with {@code
 * bench/pim-codegen.sh}, which compares the sizes.
 *
 * <p>Arguments: {@code INSTRUCTIONS OUTPUT_DIR [json]}. Prints one line of {@code key=value} pairs:
 * the median and best wall time of a write, ns per instruction (of the best time), the heap the
 * model retains, bytes allocated per write, the peak heap during the timed writes (an upper bound
 * that includes garbage not yet collected) and the process's peak resident set.
 */
public final class PimCodegenBench {
  private static final int CORES = 64;
  private static final int CROSSBAR = 128;
  private static final int VECTOR = CROSSBAR;
  private static final int VECTOR_BYTES = VECTOR * Float.BYTES;
  private static final int LOCAL_VECTORS = 16;
  private static final int LOCAL_BYTES = LOCAL_VECTORS * VECTOR_BYTES;
  private static final int CYCLE = 12;
  private static final int WARMUP = 3;
  private static final int RUNS = 9;

  private PimCodegenBench() {}

  /** Runs the benchmark for one program size. */
  public static void main(String[] args) throws ArtifactWriteException, IOException {
    int instructions = Integer.parseInt(args[0]);
    Path output = Path.of(args[1]);
    boolean json = args.length > 2 && args[2].equals("json");
    PimProgram program = program(instructions);
    System.gc();
    long modelBytes = BenchMemory.usedHeapBytes();
    ArtifactWriter writer = new ArtifactWriter(new ArtifactOptions(json, MemoryReportMode.SUMMARY));
    for (int i = 0; i < WARMUP; i++) {
      writer.write(program, output);
    }
    System.gc();
    BenchMemory.resetHeapPeaks();
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] nanos = new long[RUNS];
    long allocated = 0;
    for (int i = 0; i < RUNS; i++) {
      long bytesBefore = threads.getCurrentThreadAllocatedBytes();
      long start = System.nanoTime();
      writer.write(program, output);
      nanos[i] = System.nanoTime() - start;
      allocated += threads.getCurrentThreadAllocatedBytes() - bytesBefore;
    }
    Arrays.sort(nanos);
    System.out.printf(
        "instructions=%d json=%s median_ms=%.1f best_ms=%.1f ns_per_instruction=%.1f"
            + " model_mb=%.1f allocated_mb_per_write=%.1f peak_heap_mb=%.1f peak_rss_mb=%.1f%n",
        program.instructionCount(),
        json ? "on" : "off",
        nanos[RUNS / 2] / 1e6,
        nanos[0] / 1e6,
        nanos[0] / (double) program.instructionCount(),
        modelBytes / (double) (1 << 20),
        allocated / (double) RUNS / (1 << 20),
        BenchMemory.heapPeakBytes() / (double) (1 << 20),
        BenchMemory.peakResidentKilobytes() / 1024.0);
  }

  /**
   * {@return 64 cores sharing one crossbar, with {@code total} distinct instructions in all}: each
   * core repeats load, mvmul, vector add, send to the next core, receive from the previous one,
   * store, sync and wait, with the register setup before each.
   */
  static PimProgram program(int total) {
    float[] weights = new float[CROSSBAR * CROSSBAR];
    for (int i = 0; i < weights.length; i++) {
      weights[i] = (i % 7) - 3;
    }
    WeightMatrix shared = WeightMatrix.of(CROSSBAR, CROSSBAR, weights);
    List<CoreProgram> cores = new ArrayList<>();
    List<HostRegion> regions = new ArrayList<>();
    for (int core = 0; core < CORES; core++) {
      int count = total / CORES + (core < total % CORES ? 1 : 0);
      List<Instruction> instructions = new ArrayList<>(count);
      for (int index = 0; index < count; index++) {
        instructions.add(instruction(core, index));
      }
      cores.add(new CoreProgram(core, instructions, List.of(shared), LOCAL_BYTES));
      regions.add(HostRegion.input("arg" + core, (long) core * VECTOR_BYTES, VECTOR_BYTES));
      regions.add(
          HostRegion.output("result" + core, (long) (CORES + core) * VECTOR_BYTES, VECTOR_BYTES));
    }
    HostMemory memory = new HostMemory(2L * CORES * VECTOR_BYTES, regions);
    return new PimProgram(new PimTarget(CROSSBAR, 64, CORES), cores, memory);
  }

  /** {@return instruction {@code index} of core {@code core}; local addresses rotate per round} */
  private static Instruction instruction(int core, int index) {
    int local = (index / CYCLE % LOCAL_VECTORS) * VECTOR_BYTES;
    int next = (core + 1) % CORES;
    return switch (index % CYCLE) {
      case 0 -> sldi(0, local);
      case 1 -> sldi(1, core * VECTOR_BYTES);
      case 2 -> transfer(Opcode.LD, 0, Field.RS1, 1);
      case 3 -> sldi(2, (local + VECTOR_BYTES) % LOCAL_BYTES);
      case 4 -> op(Opcode.MVMUL).set(Field.RD, 2).set(Field.RS1, 0).set(Field.GROUP, 0).build();
      case 5 -> op(Opcode.VVADD).set(Field.RD, 2).set(Field.RS1, 2).set(Field.LEN, VECTOR).build();
      case 6 -> transfer(Opcode.SEND, 2, Field.CORE, next);
      case 7 -> transfer(Opcode.RECV, 0, Field.CORE, (core + CORES - 1) % CORES);
      case 8 -> sldi(1, (CORES + core) * VECTOR_BYTES);
      case 9 -> transfer(Opcode.ST, 1, Field.RS1, 0);
      case 10 -> op(Opcode.SYNC).set(Field.CORE, next).set(Field.EVENT_REGISTER, 1).build();
      default -> op(Opcode.WAIT).set(Field.EVENT_REGISTER, 1).set(Field.WAIT_VALUE, 1).build();
    };
  }

  /** {@return a vector-sized transfer with register {@code rd} and {@code field = value}} */
  private static Instruction transfer(Opcode opcode, int rd, Field field, int value) {
    return op(opcode)
        .set(Field.RD, rd)
        .set(field, value)
        .set(Field.SIZE, VECTOR_BYTES)
        .build();
  }

  private static Instruction.Builder op(Opcode opcode) {
    return Instruction.builder(opcode);
  }

  private static Instruction sldi(int register, int value) {
    return op(Opcode.SLDI).set(Field.RD, register).set(Field.IMM, value).build();
  }
}
