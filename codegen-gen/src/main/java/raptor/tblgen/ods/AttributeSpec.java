package raptor.tblgen.ods;

import java.util.List;

/**
 * An attribute argument, stored as a property (inherent attribute).
 *
 * @param name the name
 * @param constraint the (unwrapped) attribute kind
 * @param confinements the extra constraints of a {@code ConfinedAttr}, in order
 * @param optional whether it may be absent ({@code OptionalAttr}, {@code UnitAttr} or defaulted)
 * @param defaultValue the MLIR text of the default value, or {@code null}
 */
public record AttributeSpec(String name, AttrConstraintSpec constraint,
    List<AttrConstraintSpec> confinements, boolean optional, String defaultValue) {
  /** Copies the list. */
  public AttributeSpec {
    confinements = List.copyOf(confinements);
  }

  /** {@return the summary of diagnostics: the kind's, then each confinement's} */
  public String summary() {
    StringBuilder sb = new StringBuilder(constraint.summary());
    for (AttrConstraintSpec c : confinements) {
      sb.append(' ').append(c.summary());
    }
    return sb.toString();
  }

  /** {@return whether the attribute is a presence flag} */
  public boolean isUnit() {
    return constraint.unit();
  }
}
