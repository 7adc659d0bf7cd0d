package raptor.ir.attr;

import java.util.Objects;

/**
 * An integer set attribute {@code affine_set<(d0) : (d0 >= 0)>}; printed as a {@code #set} alias.
 *
 * @param set the set
 */
public record IntegerSetAttr(IntegerSet set) implements Attribute {
  /** Checks that the set is present. */
  public IntegerSetAttr {
    Objects.requireNonNull(set, "set");
  }
}
