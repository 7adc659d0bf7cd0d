package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * One {@code name = value} of a {@code let ... in} statement.
 *
 * @param loc   the position of the field name
 * @param name  the field name
 * @param value the value
 */
public record LetBinding(SourceLoc loc, String name, Expr value) {
}
