package raptor.tblgen.ast;

import java.util.List;
import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code defm Name : Multiclasses, Classes;}: the defs of each multiclass, their names prefixed with
 * {@code Name} (or an anonymous name), each also inheriting the classes listed after the multiclasses.
 *
 * @param loc     the position of the {@code defm} keyword
 * @param name    the name as written, empty for an anonymous defm
 * @param parents the multiclasses, then the classes, with their template argument values
 */
public record DefmStmt(SourceLoc loc, Optional<Expr> name, List<ClassRef> parents) implements Statement {

  /** Copies the list. */
  public DefmStmt {
    parents = List.copyOf(parents);
  }
}
