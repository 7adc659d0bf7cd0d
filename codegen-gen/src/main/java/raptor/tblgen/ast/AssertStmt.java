package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * {@code assert condition, message;}, at top level (checked at once) or in a record body (checked when a
 * def is complete).
 *
 * @param loc       the position of the condition
 * @param condition the condition, which must be true
 * @param message   the message printed when it is not
 */
public record AssertStmt(SourceLoc loc, Expr condition, Expr message) implements Statement, BodyItem {
}
