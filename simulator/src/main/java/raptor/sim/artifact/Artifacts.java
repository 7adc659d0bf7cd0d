package raptor.sim.artifact;

import java.util.List;
import raptor.isa.Instruction;
import raptor.sim.Crossbar;
import raptor.sim.Machine;
import raptor.sim.SimulationException;

/**
 * A loaded artifact folder: the config, the host memory image, and per compiler core id its program
 * and crossbars.
 *
 * @param config the parsed config.json
 * @param memory the host memory image, loaded at address 0
 * @param programs the program of each compiler core id 0..N-1
 * @param crossbars the crossbars of each compiler core id, indexed by array group
 */
public record Artifacts(
    ArtifactConfig config,
    byte[] memory,
    List<List<Instruction>> programs,
    List<List<Crossbar>> crossbars) {

  /** Copies the lists. */
  public Artifacts {
    programs = List.copyOf(programs);
    crossbars = List.copyOf(crossbars);
  }

  /**
   * Builds the machine: compiler core {@code k} becomes internal core {@code k+1}, and the memory
   * image is written to the host at address 0.
   *
   * @throws SimulationException if a program has an operand that can never execute
   */
  public Machine toMachine() throws SimulationException {
    Machine.Builder builder = Machine.builder(programs.size());
    for (int core = 0; core < programs.size(); core++) {
      builder.program(core + 1, programs.get(core)).crossbars(core + 1, crossbars.get(core));
    }
    Machine machine = builder.build();
    machine.host().write(0, memory);
    return machine;
  }
}
