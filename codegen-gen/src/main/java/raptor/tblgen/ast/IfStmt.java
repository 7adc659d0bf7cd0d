package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code if condition then statements [else statements]}.
 *
 * @param loc            the position of the condition
 * @param condition      the condition, which must be known when the statement is evaluated
 * @param thenStatements the statements evaluated when it is true
 * @param elseStatements the statements evaluated when it is false (empty without {@code else})
 */
public record IfStmt(SourceLoc loc, Expr condition, List<Statement> thenStatements, List<Statement> elseStatements)
    implements Statement {

  /** Copies the lists. */
  public IfStmt {
    thenStatements = List.copyOf(thenStatements);
    elseStatements = List.copyOf(elseStatements);
  }
}
