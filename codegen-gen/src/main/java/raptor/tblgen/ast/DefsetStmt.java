package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code defset list<Class> Name = { statements }}: the statements, after which the global variable
 * {@code Name} is the list of the defs they defined.
 *
 * @param loc        the position of the variable name
 * @param type       the type of the variable, a list of records
 * @param name       the variable name
 * @param statements the statements
 */
public record DefsetStmt(SourceLoc loc, TypeRef type, String name, List<Statement> statements) implements Statement {

  /** Copies the list. */
  public DefsetStmt {
    statements = List.copyOf(statements);
  }
}
