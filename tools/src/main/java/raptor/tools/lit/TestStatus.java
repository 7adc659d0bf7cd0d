package raptor.tools.lit;

/** The outcome of one lit test, with lit's names. */
public enum TestStatus {
  PASS(false),
  FAIL(true),
  XFAIL(false),
  XPASS(true),
  UNSUPPORTED(false),
  UNRESOLVED(true);

  private final boolean failure;

  TestStatus(boolean failure) {
    this.failure = failure;
  }

  /** {@return whether this outcome fails the suite} */
  public boolean isFailure() {
    return failure;
  }
}
