package raptor.ir.attr;

/**
 * A position or range in a file, {@code loc("f.mlir":3:7)} or {@code loc("f":1:2 to 3:4)}.
 *
 * <p>For a point, {@code endLine == line} and {@code endColumn == column}.
 */
public record FileLineColLoc(String file, int line, int column, int endLine, int endColumn)
    implements Location {
  /** A point location. */
  public static FileLineColLoc of(String file, int line, int column) {
    return new FileLineColLoc(file, line, column, line, column);
  }

  /** {@return whether this location is a single point rather than a range} */
  public boolean isPoint() {
    return endLine == line && endColumn == column;
  }
}
