package raptor.ir.attr;

/**
 * A position or range in a file, {@code loc("f.mlir":3:7)} or {@code loc("f":1:2 to 3:4)}.
 *
 * <p>For a point, {@code endLine == line} and {@code endColumn == column}. Like MLIR's
 * {@code FileLineColRange}, the location remembers how much of the end was written: two
 * locations that print the same text are still different when written differently.
 *
 * @param extent which parts of the end were given
 */
public record FileLineColLoc(String file, int line, int column, int endLine, int endColumn,
    Extent extent) implements Location {
  /** How a range's end was written. */
  public enum Extent {
    /** No end: {@code "f":1:2}. */
    POINT,
    /** An end column only: {@code "f":1:2 to :9}. */
    END_COLUMN,
    /** An end line and column: {@code "f":1:2 to 3:4}. */
    END_LINE
  }

  /** A range with an end line and column. */
  public FileLineColLoc(String file, int line, int column, int endLine, int endColumn) {
    this(file, line, column, endLine, endColumn, Extent.END_LINE);
  }

  /** A point location. */
  public static FileLineColLoc of(String file, int line, int column) {
    return new FileLineColLoc(file, line, column, line, column, Extent.POINT);
  }

  /** {@return whether this location is a single point rather than a range} */
  public boolean isPoint() {
    return endLine == line && endColumn == column;
  }
}
