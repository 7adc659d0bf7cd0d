package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * {@code dump message;}: at top level, a note printed at once; in a record body, when a def is complete.
 *
 * @param loc     the position of the {@code dump} keyword
 * @param message the message, a string or a value printed as TableGen's {@code !repr}
 */
public record DumpStmt(SourceLoc loc, Expr message) implements Statement, BodyItem {
}
