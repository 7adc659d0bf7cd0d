package raptor.sim;

import java.util.Arrays;
import java.util.List;

/**
 * One core of the machine: registers, local memory, crossbars, program and program counter.
 *
 * <p>Core 0 is the host: its memory is the global memory and it has no program.
 */
public final class PimCore {
  /** The number of 32-bit scalar registers of a core. */
  public static final int REGISTER_COUNT = 32;

  final int index;
  final int[] registers = new int[REGISTER_COUNT];
  final Memory memory = new Memory();
  final Crossbar[] crossbars;
  final LoadedInstruction[] program;
  int pc;
  int iteration;
  long retired;

  PimCore(int index, List<Crossbar> crossbars, LoadedInstruction[] program) {
    this.index = index;
    this.crossbars = crossbars.toArray(new Crossbar[0]);
    this.program = program;
  }

  /** Clears the run state (registers, pc, iteration, counters); memory is kept. */
  void reset() {
    Arrays.fill(registers, 0);
    pc = 0;
    iteration = 0;
    retired = 0;
  }

  /** {@return whether the core has run its last iteration to the end, or has no program} */
  boolean isFinished(int batchSize) {
    return program.length == 0 || (pc == program.length && iteration + 1 >= batchSize);
  }

  /** {@return the internal core index} */
  public int index() {
    return index;
  }

  /** {@return the core's local memory (the global memory for the host)} */
  public Memory memory() {
    return memory;
  }

  /** {@return the value of register {@code r}} */
  public int register(int r) {
    return registers[r];
  }

  /** {@return the number of crossbars} */
  public int crossbarCount() {
    return crossbars.length;
  }

  /** {@return the crossbar of array group {@code group}} */
  public Crossbar crossbar(int group) {
    return crossbars[group];
  }

  /** {@return the current program counter} */
  public int pc() {
    return pc;
  }

  /** {@return the number of executable instructions (after {@code setbw} folding)} */
  public int programLength() {
    return program.length;
  }
}
