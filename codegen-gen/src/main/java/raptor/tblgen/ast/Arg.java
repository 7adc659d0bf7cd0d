package raptor.tblgen.ast;

import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * A template argument value, positional ({@code 1}) or named ({@code width = 1}).
 *
 * @param loc   the position of the argument (of its name when named)
 * @param name  the argument name when named
 * @param value the value
 */
public record Arg(SourceLoc loc, Optional<String> name, Expr value) {
}
