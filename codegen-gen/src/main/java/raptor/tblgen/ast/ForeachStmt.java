package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code foreach i = list in statement} or {@code foreach i = list in { statements }}: the statements once per
 * element, with {@code i} bound to it. A range {@code 0...3} or {@code {0-3, 5}} is a list of integers.
 *
 * @param loc        the position of the variable name
 * @param variable   the iteration variable
 * @param iterable   the list iterated over
 * @param statements the statements repeated
 */
public record ForeachStmt(SourceLoc loc, String variable, Expr iterable, List<Statement> statements)
    implements Statement {

  /** Copies the list. */
  public ForeachStmt {
    statements = List.copyOf(statements);
  }
}
