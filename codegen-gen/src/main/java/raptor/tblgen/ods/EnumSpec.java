package raptor.tblgen.ods;

import java.util.List;
import java.util.Locale;
import raptor.tblgen.diag.SourceLoc;

/**
 * An integer enumeration ({@code I64EnumAttr}), generated as a Java enum of the dialect's
 * package.
 *
 * @param className the simple name of the Java enum, such as {@code CmpIPredicate}
 * @param cases the cases, in declaration order
 * @param loc where the enumeration is defined
 */
public record EnumSpec(String className, List<AttrConstraintSpec.EnumCase> cases, SourceLoc loc) {
  /** Copies the list. */
  public EnumSpec {
    cases = List.copyOf(cases);
  }

  /** {@return the Java constant of {@code c}: its keyword in upper case, as {@code SLT}} */
  public static String constantName(AttrConstraintSpec.EnumCase c) {
    return c.symbol().toUpperCase(Locale.ROOT);
  }
}
