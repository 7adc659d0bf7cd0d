package raptor.tblgen.ast;

import raptor.tblgen.diag.SourceLoc;

/**
 * {@code include "path"}.
 *
 * @param loc  the position of the path string
 * @param path the path as written
 */
public record IncludeStmt(SourceLoc loc, String path) implements Statement {
}
