package raptor.tblgen.record;

/**
 * An operator whose operands are known but invalid ({@code !div} by zero, a dag argument that does not
 * exist, ...); the evaluator reports it at the statement being evaluated.
 */
final class FoldException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  FoldException(String message) {
    super(message, null, false, false);
  }
}
