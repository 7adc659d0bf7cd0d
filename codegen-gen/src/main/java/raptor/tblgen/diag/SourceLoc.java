package raptor.tblgen.diag;

import java.util.Objects;

/**
 * A position in a {@code .td} file: the file name as it was opened, a 1-based line and a 1-based column.
 *
 * @param file   the file name, spelled as given on the command line or as found on the include path
 * @param line   the 1-based line
 * @param column the 1-based column
 */
public record SourceLoc(String file, int line, int column) {

  /** Checks the components. */
  public SourceLoc {
    Objects.requireNonNull(file, "file");
  }

  /** {@return the position as {@code file:line:column}} */
  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}
