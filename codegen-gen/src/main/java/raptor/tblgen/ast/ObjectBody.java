package raptor.tblgen.ast;

import java.util.List;

/**
 * The part of a class or def after its name: the inheritance list and the body items.
 *
 * @param parents the superclass references in order
 * @param items   the body items in order; empty for a {@code ;} body
 */
public record ObjectBody(List<ClassRef> parents, List<BodyItem> items) {

  /** Copies the lists. */
  public ObjectBody {
    parents = List.copyOf(parents);
    items = List.copyOf(items);
  }
}
