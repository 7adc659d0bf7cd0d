package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code let a = v, b = w in statement} or {@code let ... in { statements }}.
 *
 * @param loc        the position of the {@code let} keyword
 * @param bindings   the bindings, in order
 * @param statements the statements the bindings apply to
 */
public record LetStmt(SourceLoc loc, List<LetBinding> bindings, List<Statement> statements) implements Statement {

  /** Copies the lists. */
  public LetStmt {
    bindings = List.copyOf(bindings);
    statements = List.copyOf(statements);
  }
}
