package raptor.backend.pim.artifact;

import java.util.List;

/**
 * Writing artifacts failed: the program is invalid or a file could not be written. The problems
 * name what failed; the previous artifact directory is unchanged.
 */
public final class ArtifactWriteException extends Exception {
  private static final long serialVersionUID = 1L;
  private static final int LISTED_PROBLEMS = 10;

  private final transient List<ArtifactProblem> problems;

  /**
   * Creates the exception for one or more problems.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public ArtifactWriteException(List<ArtifactProblem> problems) {
    this(problems, null);
  }

  /** Creates the exception for one problem with the I/O error that caused it. */
  public ArtifactWriteException(ArtifactProblem problem, Throwable cause) {
    this(List.of(problem), cause);
  }

  private ArtifactWriteException(List<ArtifactProblem> problems, Throwable cause) {
    super(message(problems), cause);
    this.problems = List.copyOf(problems);
  }

  /** {@return every problem, the first one first} */
  public List<ArtifactProblem> problems() {
    return problems;
  }

  private static String message(List<ArtifactProblem> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an artifact write failure needs a problem");
    }
    if (problems.size() == 1) {
      return problems.get(0).toString();
    }
    StringBuilder text = new StringBuilder(problems.size() + " problems:");
    for (int i = 0; i < Math.min(LISTED_PROBLEMS, problems.size()); i++) {
      text.append("\n  ").append(problems.get(i));
    }
    if (problems.size() > LISTED_PROBLEMS) {
      text.append("\n  ... and ").append(problems.size() - LISTED_PROBLEMS).append(" more");
    }
    return text.toString();
  }
}
