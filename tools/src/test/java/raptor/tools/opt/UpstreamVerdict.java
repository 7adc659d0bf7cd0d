package raptor.tools.opt;

import java.util.List;

/**
 * How raptor-opt's run of one upstream chunk compares with mlir-opt 22's outcome.
 *
 * <p>{@link #IDENTICAL}: same exit code, stdout and stderr, byte for byte. {@link #UNSUPPORTED}:
 * raptor-opt stops at an op or dialect it does not know while mlir-opt does not.
 * {@link #CRASH}: a Java exception escaped, an {@code internal error} was reported, or the run
 * hung. {@link #MISMATCH}: anything else.
 */
enum UpstreamVerdict {
  IDENTICAL, UNSUPPORTED, MISMATCH, CRASH;

  /** Phrases of the first error raptor-opt reports on an op or dialect it does not know. */
  private static final List<String> UNKNOWN = List.of(
      "' is unknown", "not found for custom op", "with an unregistered dialect", "unregistered operation");

  /** The verdict on {@code actual} against the expected {@code outcome}. */
  static UpstreamVerdict of(UpstreamCase.Outcome outcome, Corpus.Run actual) {
    if (actual.err().contains("internal error") || actual.err().contains("\tat ")) {
      return CRASH;
    }
    if (outcome.exitCode() == actual.exitCode() && outcome.out().equals(actual.out())
        && outcome.err().equals(actual.err())) {
      return IDENTICAL;
    }
    String first = actual.firstErrLine();
    boolean unknown = UNKNOWN.stream().anyMatch(first::contains);
    return unknown && !outcome.err().contains(first) ? UNSUPPORTED : MISMATCH;
  }
}
