package raptor.sim.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;
import raptor.sim.Crossbar;
import raptor.sim.Machine;
import raptor.sim.SimulationException;
import raptor.sim.Simulator;

/**
 * Plain benchmark harness (not a test): {@code mvmul} throughput of the simulator on a 128x128
 * crossbar against a plain Java float matrix-vector loop on the same data. Prints both rates and
 * their ratio; the budget (ARCHITECTURE.md section 7) is a ratio of at most 2.
 *
 * <p>Run with {@code bench/sim-mvmul.sh}.
 */
public final class SimMvmulBench {
  private static final int SIZE = 128;
  private static final int PROGRAM_MVMULS = 1000;
  private static final int ITERATIONS = 40;
  private static final int ROUNDS = 7;

  private SimMvmulBench() {}

  /** Runs the benchmark and prints {@code ratio=<sim time / plain time>}. */
  public static void main(String[] args) throws SimulationException {
    float[] weights = new float[SIZE * SIZE];
    float[] input = new float[SIZE];
    Random random = new Random(42);
    for (int i = 0; i < weights.length; i++) {
      weights[i] = random.nextFloat() - 0.5f;
    }
    for (int i = 0; i < SIZE; i++) {
      input[i] = random.nextFloat();
    }
    Simulator simulator = simulator(weights, input);
    List<byte[]> batch = Collections.nCopies(ITERATIONS, new byte[0]);
    long mvmuls = (long) PROGRAM_MVMULS * ITERATIONS;
    double simBest = Double.MAX_VALUE;
    double plainBest = Double.MAX_VALUE;
    float checksum = 0;
    for (int round = 0; round < ROUNDS; round++) {
      long start = System.nanoTime();
      simulator.executeBatch(batch, List.of(), List.of());
      simBest = Math.min(simBest, (System.nanoTime() - start) / (double) mvmuls);
      start = System.nanoTime();
      checksum += plain(weights, input, mvmuls);
      plainBest = Math.min(plainBest, (System.nanoTime() - start) / (double) mvmuls);
    }
    System.out.printf("simulator mvmul 128x128: %.1f ns/op%n", simBest);
    System.out.printf(
        "plain java mat-vec 128x128: %.1f ns/op (checksum %s)%n", plainBest, checksum);
    System.out.printf("ratio=%.2f (budget <= 2.00)%n", simBest / plainBest);
  }

  private static Simulator simulator(float[] weights, float[] input) throws SimulationException {
    List<Instruction> program = new ArrayList<>();
    program.add(Instruction.builder(Opcode.SLDI).set(Field.RD, 1).set(Field.IMM, 0).build());
    program.add(Instruction.builder(Opcode.SLDI).set(Field.RD, 2).set(Field.IMM, 4 * SIZE).build());
    Instruction mvmul =
        Instruction.builder(Opcode.MVMUL).set(Field.RD, 2).set(Field.RS1, 1).build();
    for (int i = 0; i < PROGRAM_MVMULS; i++) {
      program.add(mvmul);
    }
    Machine machine =
        Machine.builder(1)
            .program(1, program)
            .crossbars(1, List.of(new Crossbar(SIZE, SIZE, weights)))
            .build();
    machine.core(1).memory().writeFloats(0, input, SIZE);
    return new Simulator(machine);
  }

  /** The peer: {@code out = in x W} with the same row-major loop, {@code count} times. */
  private static float plain(float[] weights, float[] input, long count) {
    float[] out = new float[SIZE];
    float checksum = 0;
    for (long n = 0; n < count; n++) {
      Arrays.fill(out, 0f);
      for (int r = 0; r < SIZE; r++) {
        float x = input[r];
        int base = r * SIZE;
        for (int c = 0; c < SIZE; c++) {
          out[c] += x * weights[base + c];
        }
      }
      checksum += out[(int) (n % SIZE)];
    }
    return checksum;
  }
}
