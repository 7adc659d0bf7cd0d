package raptor.tblgen.ast;

import java.util.List;
import raptor.tblgen.diag.SourceLoc;

/**
 * A superclass reference in an inheritance list: {@code Name} or {@code Name<args>}.
 *
 * @param loc  the position of the class name
 * @param name the class name
 * @param args the template argument values
 */
public record ClassRef(SourceLoc loc, String name, List<Arg> args) {

  /** Copies the argument list. */
  public ClassRef {
    args = List.copyOf(args);
  }
}
