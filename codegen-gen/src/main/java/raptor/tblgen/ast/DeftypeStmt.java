package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * {@code deftype name = type;}: a global alias of a type that is not a class.
 *
 * @param loc  the position of the alias name
 * @param name the alias name
 * @param type the aliased type
 */
public record DeftypeStmt(SourceLoc loc, String name, TypeRef type) implements Statement {
}
