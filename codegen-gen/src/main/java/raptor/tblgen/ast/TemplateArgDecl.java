package raptor.tblgen.ast;

import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * A class template argument declaration {@code Type name = default}.
 *
 * @param loc          the position of the name
 * @param type         the declared type
 * @param name         the unqualified name
 * @param defaultValue the default value, if any
 */
public record TemplateArgDecl(SourceLoc loc, TypeRef type, String name, Optional<Expr> defaultValue) {
}
