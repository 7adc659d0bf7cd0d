package raptor.backend.pim.artifact;

import java.util.List;
import java.util.Objects;

/**
 * A compiled PIM program, everything {@link ArtifactWriter} writes: the target, the program and
 * crossbar weights of each core, and the host memory with its constants, inputs and outputs.
 *
 * <p>The record only checks for nulls; {@link ProgramValidator} checks that the program can be
 * written and loaded.
 *
 * @param target the accelerator
 * @param cores the core programs, core {@code i} at index {@code i}
 * @param memory the host memory
 */
public record PimProgram(PimTarget target, List<CoreProgram> cores, HostMemory memory) {
  /** Checks for nulls and copies the list. */
  public PimProgram {
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(memory, "memory");
    cores = List.copyOf(cores);
  }

  /** {@return the total number of instructions of all cores}; O(cores) */
  public long instructionCount() {
    long count = 0;
    for (CoreProgram core : cores) {
      count += core.instructions().size();
    }
    return count;
  }
}
