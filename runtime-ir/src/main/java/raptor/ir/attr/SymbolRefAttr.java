package raptor.ir.attr;

import java.util.List;
import java.util.Objects;

/**
 * A symbol reference {@code @root} or a nested one {@code @root::@a::@b}.
 *
 * @param root the outermost symbol name
 * @param nested the nested references, outer to inner (empty for a flat reference)
 */
public record SymbolRefAttr(String root, List<String> nested) implements Attribute {
  /** Copies the nested list. */
  public SymbolRefAttr {
    Objects.requireNonNull(root, "root");
    nested = List.copyOf(nested);
  }

  /** {@return the flat reference {@code @name}} */
  public static SymbolRefAttr of(String name) {
    return new SymbolRefAttr(name, List.of());
  }

  /** {@return the innermost symbol name (the root for a flat reference)} */
  public String leaf() {
    return nested.isEmpty() ? root : nested.get(nested.size() - 1);
  }

  /** {@return whether this reference has no nested part} */
  public boolean isFlat() {
    return nested.isEmpty();
  }
}
