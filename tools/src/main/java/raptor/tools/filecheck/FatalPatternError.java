package raptor.tools.filecheck;

/**
 * A check-file error after which LLVM's FileCheck exits at once with status 1 rather than 2
 * (an unbalanced {@code ]} in a substitution block). It is printed directly.
 */
final class FatalPatternError extends PatternError {
  FatalPatternError(Slice where, String message) {
    super(where, message);
  }

  @Override
  void printWhileReading(Diagnostics diagnostics) {
    print(diagnostics);
  }
}
