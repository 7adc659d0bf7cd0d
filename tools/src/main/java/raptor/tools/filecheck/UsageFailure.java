package raptor.tools.filecheck;

/**
 * Ends a FileCheck run early with an exit status; whatever explains it has already been
 * printed. Exit status 2 is LLVM's for a bad check file, bad options or empty input.
 */
final class UsageFailure extends Exception {
  private final int exitCode;

  UsageFailure(int exitCode) {
    super(null, null, false, false);
    this.exitCode = exitCode;
  }

  int exitCode() {
    return exitCode;
  }
}
