package raptor.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.isa.Instruction;

/**
 * The simulated hardware: core 0 is the host (its memory is the global memory) and cores 1..N are
 * PIM cores with their programs and crossbars. Memories persist across runs; run state is reset per
 * run.
 */
public final class Machine {
  final PimCore[] cores;

  private Machine(PimCore[] cores) {
    this.cores = cores;
  }

  /** {@return a builder for a machine with {@code pimCoreCount} PIM cores} */
  public static Builder builder(int pimCoreCount) {
    return new Builder(pimCoreCount);
  }

  /** {@return the global (host) memory} */
  public Memory host() {
    return cores[0].memory;
  }

  /** {@return core {@code index}, 0 being the host} */
  public PimCore core(int index) {
    return cores[index];
  }

  /** {@return the number of cores including the host} */
  public int coreCount() {
    return cores.length;
  }

  /** Collects programs and crossbars per core, then loads and checks the programs. */
  public static final class Builder {
    private final int pimCoreCount;
    private final Map<Integer, List<Instruction>> programs = new HashMap<>();
    private final Map<Integer, List<Crossbar>> crossbars = new HashMap<>();

    private Builder(int pimCoreCount) {
      if (pimCoreCount < 0) {
        throw new IllegalArgumentException("negative core count " + pimCoreCount);
      }
      this.pimCoreCount = pimCoreCount;
    }

    private int checkCore(int core) {
      if (core < 1 || core > pimCoreCount) {
        throw new IllegalArgumentException("core " + core + " outside 1.." + pimCoreCount);
      }
      return core;
    }

    /** Sets the program of internal core {@code core} (1..N). */
    public Builder program(int core, List<Instruction> program) {
      programs.put(checkCore(core), List.copyOf(program));
      return this;
    }

    /** Sets the crossbars of internal core {@code core}, indexed by {@code mvmul} group. */
    public Builder crossbars(int core, List<Crossbar> list) {
      crossbars.put(checkCore(core), List.copyOf(list));
      return this;
    }

    /**
     * Builds the machine.
     *
     * @throws SimulationException if a program has an operand that can never execute
     */
    public Machine build() throws SimulationException {
      PimCore[] cores = new PimCore[pimCoreCount + 1];
      cores[0] = new PimCore(0, List.of(), new LoadedInstruction[0]);
      for (int core = 1; core <= pimCoreCount; core++) {
        List<Crossbar> list = crossbars.getOrDefault(core, new ArrayList<>());
        ProgramLoader loader = new ProgramLoader(core, pimCoreCount, list.size());
        cores[core] = new PimCore(core, list, loader.load(programs.getOrDefault(core, List.of())));
      }
      return new Machine(cores);
    }
  }
}
