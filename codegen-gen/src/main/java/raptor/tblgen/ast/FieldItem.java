package raptor.tblgen.ast;

import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * A field declaration {@code [field] Type name [= value];}.
 *
 * @param loc           the position of the field name
 * @param nonconcreteOk whether the {@code field} keyword was given (the value may stay unresolved)
 * @param type          the declared type
 * @param name          the field name
 * @param value         the initial value, if any
 */
public record FieldItem(SourceLoc loc, boolean nonconcreteOk, TypeRef type, String name, Optional<Expr> value)
    implements BodyItem {
}
