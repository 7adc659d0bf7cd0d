package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * {@code defvar name = value;}, at top level or in a record body.
 *
 * @param loc   the position of the variable name
 * @param name  the variable name
 * @param value the value
 */
public record DefvarStmt(SourceLoc loc, String name, Expr value) implements Statement, BodyItem {
}
