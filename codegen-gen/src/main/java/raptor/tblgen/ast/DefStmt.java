package raptor.tblgen.ast;

import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code def Name : Parents { body }}, or an anonymous {@code def : Parents ...}.
 *
 * @param loc  the position of the name, or of the {@code def} keyword when there is no name
 * @param name the record name as written (an identifier, or an expression such as {@code A # i} inside
 *             {@code foreach}), empty for an anonymous def
 * @param body the inheritance list and body
 */
public record DefStmt(SourceLoc loc, Optional<Expr> name, ObjectBody body) implements Statement {
}
