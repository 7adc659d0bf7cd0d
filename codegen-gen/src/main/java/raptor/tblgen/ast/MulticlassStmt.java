package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * {@code multiclass Name<args> : Parents { statements }}: a template of defs that {@code defm} instantiates.
 *
 * @param loc          the position of the multiclass name
 * @param name         the multiclass name
 * @param templateArgs the template arguments in order
 * @param parents      the multiclasses whose defs it also makes, with their template argument values
 * @param statements   the statements of the body, evaluated on each instantiation
 */
public record MulticlassStmt(SourceLoc loc, String name, List<TemplateArgDecl> templateArgs, List<ClassRef> parents,
    List<Statement> statements) implements Statement {

  /** Copies the lists. */
  public MulticlassStmt {
    templateArgs = List.copyOf(templateArgs);
    parents = List.copyOf(parents);
    statements = List.copyOf(statements);
  }
}
