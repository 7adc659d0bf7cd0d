package raptor.sim.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import raptor.isa.Assembler;
import raptor.isa.Instruction;
import raptor.sim.Crossbar;
import raptor.sim.Machine;
import raptor.sim.Simulator;

/**
 * Plain benchmark harness (not a test): a program dominated by {@code mvmul} (64 cores, each doing
 * 1,000 {@code mvmul} on its own 128x128 crossbar) against a plain Java float matrix-vector loop
 * over the same weights and inputs, in the same run. Prints multiply-accumulates per second of
 * both, their ratio (budget, ARCHITECTURE.md section 7: at most 2), and the speed-up of {@code
 * --threads} (default 2) over one thread.
 *
 * <p>Run with {@code bench/sim-mvmul.sh}; flags {@code --cores N --mvmuls N --rounds N --threads
 * N}.
 */
public final class SimMvmulBench {
  private static final int SIZE = 128;

  private SimMvmulBench() {}

  /** Runs the benchmark and prints the rates and ratios. */
  public static void main(String[] args) throws Exception {
    int cores = BenchSupport.intArg(args, "--cores", 64);
    int mvmuls = BenchSupport.intArg(args, "--mvmuls", 1000);
    int rounds = BenchSupport.intArg(args, "--rounds", 5);
    int threads = BenchSupport.intArg(args, "--threads", 2);
    Random random = new Random(42);
    float[][] weights = new float[cores][];
    float[][] inputs = new float[cores][];
    for (int core = 0; core < cores; core++) {
      weights[core] = BenchSupport.randomFloats(random, SIZE * SIZE);
      inputs[core] = BenchSupport.randomFloats(random, SIZE);
    }
    Machine machine = machine(weights, inputs, mvmuls);
    double macs = (double) cores * mvmuls * SIZE * SIZE;
    float[] checksum = new float[1];
    double[] seconds =
        BenchSupport.bestSeconds(
            rounds,
            () -> checksum[0] += plain(weights, inputs, mvmuls),
            () -> new Simulator(machine).threads(1).execute(),
            () -> new Simulator(machine).threads(threads).execute());
    double plain = seconds[0];
    double oneThread = seconds[1];
    double parallel = seconds[2];
    System.out.printf(
        "mvmul 128x128: %d cores x %d mvmul = %.2e MAC per run, best of %d%n",
        cores, mvmuls, macs, rounds);
    System.out.printf(
        "plain java mat-vec:     %7.3f s  %6.2f GMAC/s (checksum %s)%n",
        plain, macs / plain / 1e9, checksum[0]);
    System.out.printf(
        "simulator, 1 thread:    %7.3f s  %6.2f GMAC/s%n", oneThread, macs / oneThread / 1e9);
    System.out.printf(
        "simulator, %d threads:   %7.3f s  %6.2f GMAC/s%n",
        threads, parallel, macs / parallel / 1e9);
    System.out.printf(
        "ratio=%.2f (simulator 1 thread / plain; budget <= 2.00)%n", oneThread / plain);
    System.out.printf("speedup=%.2f (%d threads / 1 thread)%n", oneThread / parallel, threads);
  }

  private static Machine machine(float[][] weights, float[][] inputs, int mvmuls) throws Exception {
    List<Instruction> program =
        new ArrayList<>(Assembler.parse("sldi rd=1 imm=0\nsldi rd=2 imm=512"));
    Instruction mvmul = Assembler.parse("mvmul rd=2 rs1=1 group=0").get(0);
    for (int i = 0; i < mvmuls; i++) {
      program.add(mvmul);
    }
    Machine.Builder builder = Machine.builder(weights.length);
    for (int core = 0; core < weights.length; core++) {
      builder
          .program(core + 1, program)
          .crossbars(core + 1, List.of(new Crossbar(SIZE, SIZE, weights[core])));
    }
    Machine machine = builder.build();
    for (int core = 0; core < weights.length; core++) {
      machine.core(core + 1).memory().writeFloats(0, inputs[core], SIZE);
    }
    return machine;
  }

  /** The peer: {@link #matVec} per core and mvmul, over the same weights and inputs. */
  private static float plain(float[][] weights, float[][] inputs, int mvmuls) {
    float[] out = new float[SIZE];
    float checksum = 0;
    for (int core = 0; core < weights.length; core++) {
      for (int n = 0; n < mvmuls; n++) {
        matVec(weights[core], inputs[core], out);
        checksum += out[n % SIZE];
      }
    }
    return checksum;
  }

  /** {@code out = in x w} for a row-major {@code SIZE x SIZE} matrix: a plain Java float loop. */
  private static void matVec(float[] w, float[] in, float[] out) {
    Arrays.fill(out, 0f);
    for (int r = 0; r < SIZE; r++) {
      float x = in[r];
      int base = r * SIZE;
      for (int c = 0; c < SIZE; c++) {
        out[c] += x * w[base + c];
      }
    }
  }
}
