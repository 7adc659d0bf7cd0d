package raptor.ir.attr;

import java.util.Objects;

/**
 * A position or range in a file, {@code loc("f.mlir":3:7)} or {@code loc("f":1:2 to 3:4)}.
 *
 * <p>For a point, {@code endLine == line} and {@code endColumn == column}. Like MLIR's
 * {@code FileLineColRange}, the location remembers how much of the end was written: two
 * locations that print the same text are still different when written differently.
 *
 * <p>Every parsed op has a location of its own, nearly always a point: a point holds only its
 * file, line and column (24 bytes), and a range keeps its end in a separate {@link End}. Equal
 * locations are equal by value.
 */
public final class FileLineColLoc implements Location {
  /** How a range's end was written. */
  public enum Extent {
    /** No end: {@code "f":1:2}. */
    POINT,
    /** An end column only: {@code "f":1:2 to :9}. */
    END_COLUMN,
    /** An end line and column: {@code "f":1:2 to 3:4}. */
    END_LINE
  }

  /** The file and end of a range. */
  private record End(String file, int endLine, int endColumn, Extent extent) {
  }

  /** The file name of a point, or the {@link End} of a range. */
  private final Object fileOrEnd;
  private final int line;
  private final int column;

  /**
   * A location written with the given end.
   *
   * @param extent which parts of the end were given
   */
  public FileLineColLoc(String file, int line, int column, int endLine, int endColumn,
      Extent extent) {
    Objects.requireNonNull(extent, "extent");
    this.fileOrEnd = extent == Extent.POINT && endLine == line && endColumn == column ? file
        : new End(file, endLine, endColumn, extent);
    this.line = line;
    this.column = column;
  }

  /** A range with an end line and column. */
  public FileLineColLoc(String file, int line, int column, int endLine, int endColumn) {
    this(file, line, column, endLine, endColumn, Extent.END_LINE);
  }

  /** A point location. */
  public static FileLineColLoc of(String file, int line, int column) {
    return new FileLineColLoc(file, line, column, line, column, Extent.POINT);
  }

  /** {@return the file name} */
  public String file() {
    return fileOrEnd instanceof End end ? end.file() : (String) fileOrEnd;
  }

  /** {@return the line} */
  public int line() {
    return line;
  }

  /** {@return the column} */
  public int column() {
    return column;
  }

  /** {@return the end line; the line for a point} */
  public int endLine() {
    return fileOrEnd instanceof End end ? end.endLine() : line;
  }

  /** {@return the end column; the column for a point} */
  public int endColumn() {
    return fileOrEnd instanceof End end ? end.endColumn() : column;
  }

  /** {@return which parts of the end were given} */
  public Extent extent() {
    return fileOrEnd instanceof End end ? end.extent() : Extent.POINT;
  }

  /** {@return whether this location is a single point rather than a range} */
  public boolean isPoint() {
    return endLine() == line && endColumn() == column;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof FileLineColLoc loc && line == loc.line && column == loc.column
        && Objects.equals(fileOrEnd, loc.fileOrEnd);
  }

  @Override
  public int hashCode() {
    return Objects.hash(file(), line, column, endLine(), endColumn(), extent());
  }

  @Override
  public String toString() {
    return "FileLineColLoc[file=" + file() + ", line=" + line + ", column=" + column
        + ", endLine=" + endLine() + ", endColumn=" + endColumn() + ", extent=" + extent() + "]";
  }
}
