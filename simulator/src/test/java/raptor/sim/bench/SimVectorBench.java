package raptor.sim.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import raptor.isa.Assembler;
import raptor.isa.Instruction;
import raptor.sim.Machine;
import raptor.sim.RunStatistics;
import raptor.sim.Simulator;

/**
 * Plain benchmark harness (not a test): simulated instructions per second on a vector-op-heavy
 * program (64 cores, each repeating a block of {@code vvadd vvmul vrelu vvmax vvsub lmv saddi} on
 * {@code len}-element f32 vectors) against plain Java loops doing the same arithmetic on arrays, in
 * the same run. Prints instructions per second, the time ratio simulator/plain and the speed-up of
 * {@code --threads} (default 2) over one thread.
 *
 * <p>Run with {@code bench/sim-vector.sh}; flags {@code --cores N --blocks N --len N --iterations N
 * --rounds N --threads N}.
 */
public final class SimVectorBench {
  private static final String BLOCK =
      """
      vvadd rd=3 rs1=1 rs2=2 len=%1$d
      vvmul rd=4 rs1=3 rs2=2 len=%1$d
      vrelu rd=4 rs1=4 len=%1$d
      vvmax rd=5 rs1=4 rs2=1 len=%1$d
      vvsub rd=1 rs1=5 rs2=3 len=%1$d
      lmv rd=6 rs1=1 len=%2$d
      saddi rd=7 rs1=7 imm=1
      """;

  private SimVectorBench() {}

  /** Runs the benchmark and prints the rates and ratios. */
  public static void main(String[] args) throws Exception {
    int cores = BenchSupport.intArg(args, "--cores", 64);
    int blocks = BenchSupport.intArg(args, "--blocks", 6000);
    int len = BenchSupport.intArg(args, "--len", 64);
    int iterations = BenchSupport.intArg(args, "--iterations", 1);
    int rounds = BenchSupport.intArg(args, "--rounds", 5);
    int threads = BenchSupport.intArg(args, "--threads", 2);
    Random random = new Random(7);
    float[][] a = new float[cores][];
    float[][] b = new float[cores][];
    for (int core = 0; core < cores; core++) {
      a[core] = BenchSupport.randomFloats(random, len);
      b[core] = BenchSupport.randomFloats(random, len);
    }
    Machine machine = machine(a, b, blocks, len);
    List<byte[]> batch = Collections.nCopies(iterations, new byte[0]);
    Simulator single = new Simulator(machine).threads(1);
    Simulator parallel = new Simulator(machine).threads(threads);
    float[] checksum = new float[1];
    double[] seconds =
        BenchSupport.bestSeconds(
            rounds,
            () -> checksum[0] += plain(a, b, blocks, len, iterations),
            () -> single.executeBatch(batch, List.of(), List.of()),
            () -> parallel.executeBatch(batch, List.of(), List.of()));
    double plain = seconds[0];
    double oneThread = seconds[1];
    double many = seconds[2];
    RunStatistics statistics = single.statistics();
    long instructions = statistics.totalInstructions();
    System.out.printf(
        "vector ops len %d: %d cores x %d blocks x %d iterations = %,d instructions per run,"
            + " best of %d%n",
        len, cores, blocks, iterations, instructions, rounds);
    System.out.printf("plain java loops:       %7.3f s (checksum %s)%n", plain, checksum[0]);
    System.out.printf(
        "simulator, 1 thread:    %7.3f s  %6.2f M instructions/s%n",
        oneThread, instructions / oneThread / 1e6);
    System.out.printf(
        "simulator, %d threads:   %7.3f s  %6.2f M instructions/s%n",
        threads, many, instructions / many / 1e6);
    System.out.printf("ratio=%.2f (simulator 1 thread / plain)%n", oneThread / plain);
    System.out.printf("speedup=%.2f (%d threads / 1 thread)%n", oneThread / many, threads);
  }

  private static Machine machine(float[][] a, float[][] b, int blocks, int len) throws Exception {
    String setup =
        "sldi rd=1 imm=0\nsldi rd=2 imm=%d\nsldi rd=3 imm=%d\nsldi rd=4 imm=%d\nsldi rd=5 imm=%d\n"
                .formatted(4 * len, 8 * len, 12 * len, 16 * len)
            + "sldi rd=6 imm=%d\n".formatted(20 * len);
    List<Instruction> program = new ArrayList<>(Assembler.parse(setup));
    List<Instruction> block = Assembler.parse(BLOCK.formatted(len, 4 * len));
    for (int i = 0; i < blocks; i++) {
      program.addAll(block);
    }
    Machine.Builder builder = Machine.builder(a.length);
    for (int core = 0; core < a.length; core++) {
      builder.program(core + 1, program);
    }
    Machine machine = builder.build();
    for (int core = 0; core < a.length; core++) {
      machine.core(core + 1).memory().writeFloats(0, a[core], len);
      machine.core(core + 1).memory().writeFloats(4 * len, b[core], len);
    }
    return machine;
  }

  /** The peer: the block's arithmetic on arrays, per core, block and iteration. */
  private static float plain(float[][] a0, float[][] b0, int blocks, int len, int iterations) {
    float checksum = 0;
    float[] sum = new float[len];
    float[] product = new float[len];
    float[] max = new float[len];
    float[] copy = new float[len];
    for (int core = 0; core < a0.length; core++) {
      float[] a = a0[core].clone();
      float[] b = b0[core];
      int counter = 0;
      for (int n = 0; n < iterations * blocks; n++) {
        for (int i = 0; i < len; i++) {
          sum[i] = a[i] + b[i];
        }
        for (int i = 0; i < len; i++) {
          product[i] = sum[i] * b[i];
        }
        for (int i = 0; i < len; i++) {
          product[i] = Math.max(0f, product[i]);
        }
        for (int i = 0; i < len; i++) {
          max[i] = Math.max(product[i], a[i]);
        }
        for (int i = 0; i < len; i++) {
          a[i] = max[i] - sum[i];
        }
        System.arraycopy(a, 0, copy, 0, len);
        counter++;
      }
      checksum += copy[counter % len];
    }
    return checksum;
  }
}
