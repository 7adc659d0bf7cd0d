package raptor.pass;

/**
 * A malformed textual pipeline: the message and the column (1-based) of the offending text in
 * the pipeline string that was parsed, which {@link #render()} shows with a caret.
 */
public final class PipelineException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String pipeline;
  private final int column;

  /** Creates the error {@code message} at {@code column} of {@code pipeline}. */
  public PipelineException(String message, String pipeline, int column) {
    super(message);
    this.pipeline = pipeline;
    this.column = column;
  }

  /** Creates an error about the pipeline as a whole, without a column. */
  public PipelineException(String message) {
    this(message, null, 0);
  }

  /** {@return the 1-based column, or 0 when the error has none} */
  public int column() {
    return column;
  }

  /**
   * {@return the message as mlir-opt prints it after {@code <unknown>:0: error: }: with a
   * column, {@code MLIR Textual PassPipeline Parser:1:COL: error: MESSAGE}, the pipeline text and
   * a caret line}
   */
  public String render() {
    if (pipeline == null) {
      return getMessage();
    }
    return "MLIR Textual PassPipeline Parser:1:" + column + ": error: " + getMessage() + "\n"
        + pipeline + "\n" + " ".repeat(column - 1) + "^\n";
  }
}
