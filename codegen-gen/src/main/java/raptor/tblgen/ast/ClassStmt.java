package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code class Name<args> : Parents { body }}.
 *
 * @param loc          the position of the class name
 * @param name         the class name
 * @param templateArgs the template arguments in order
 * @param body         the inheritance list and body
 */
public record ClassStmt(SourceLoc loc, String name, List<TemplateArgDecl> templateArgs, ObjectBody body)
    implements Statement {

  /** Copies the argument list. */
  public ClassStmt {
    templateArgs = List.copyOf(templateArgs);
  }
}
