package raptor.tblgen.ast;

import java.util.List;

/**
 * One parsed {@code .td} file.
 *
 * @param name       the file name used in diagnostics
 * @param statements the top-level statements in source order
 */
public record TdFile(String name, List<Statement> statements) {

  /** Copies the statement list. */
  public TdFile {
    statements = List.copyOf(statements);
  }
}
