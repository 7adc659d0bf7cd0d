package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * A {@code let name = value;} in a record body.
 *
 * @param loc   the position of the field name
 * @param name  the field name
 * @param value the new value
 */
public record LetItem(SourceLoc loc, String name, Expr value) implements BodyItem {
}
