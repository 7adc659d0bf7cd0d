package raptor.tools.filecheck;

/**
 * An error in the check file or on the command line, located at a slice of a
 * {@link SourceBuffer}. Most errors are LLVM {@code ErrorDiagnostic}s, which LLVM follows with
 * a blank line when it logs them while reading the check file; errors that LLVM prints
 * directly through {@code SourceMgr} are {@linkplain #direct direct}.
 */
class PatternError extends Exception {
  private final transient Slice where;
  private final boolean direct;

  PatternError(Slice where, String message) {
    this(where, message, false);
  }

  private PatternError(Slice where, String message, boolean direct) {
    super(message, null, false, false);
    this.where = where;
    this.direct = direct;
  }

  /** {@return an error that LLVM prints directly, with no blank line after it} */
  static PatternError direct(Slice where, String message) {
    return new PatternError(where, message, true);
  }

  /** Prints this error as it appears when a pattern fails to match. */
  void print(Diagnostics diagnostics) {
    diagnostics.print(where, Diagnostics.Kind.ERROR, getMessage(), null);
  }

  /** Prints this error as it appears while the check file and definitions are read. */
  void printWhileReading(Diagnostics diagnostics) {
    print(diagnostics);
    if (!direct) {
      diagnostics.raw("\n");
    }
  }
}
