package raptor.backend.pim.artifact;

import java.util.Objects;

/**
 * One reason a program cannot be written: where (a core, an instruction, a crossbar slot, a host
 * region or a file) and what is wrong.
 *
 * @param location what failed, e.g. {@code core 1, instruction 7 (send)}
 * @param message the problem, e.g. {@code core 5 outside the compiler core ids 0..1}
 */
public record ArtifactProblem(String location, String message) {
  /** Checks for nulls. */
  public ArtifactProblem {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(message, "message");
  }

  /** {@return {@code location: message}} */
  @Override
  public String toString() {
    return location + ": " + message;
  }
}
