package raptor.tools.lit;

import java.util.List;

/**
 * The lit directives of one test file, in file order.
 *
 * @param directives the RUN lines and DEFINE/REDEFINE lines, in order
 * @param requires the {@code REQUIRES:} expressions; all must hold
 * @param unsupported the {@code UNSUPPORTED:} expressions; any makes the test unsupported
 * @param xfails the {@code XFAIL:} expressions; any (or {@code *}) expects a failure
 */
public record TestScript(List<Directive> directives, List<String> requires,
    List<String> unsupported, List<String> xfails) {

  /** A RUN line or a substitution definition. */
  public sealed interface Directive {
    /** {@return the line the directive starts on} */
    int line();
  }

  /**
   * A RUN line, with continuation lines joined.
   *
   * @param line the first line
   * @param command the shell command, not yet substituted
   */
  public record Run(int line, String command) implements Directive {}

  /**
   * A {@code DEFINE:} or {@code REDEFINE:} of a {@code %{name}} substitution.
   *
   * @param line the line
   * @param name the substitution, including {@code %{...}}
   * @param value its value
   * @param redefine whether it must already exist
   */
  public record Define(int line, String name, String value, boolean redefine)
      implements Directive {}

  /** {@return whether the test has at least one RUN line} */
  public boolean hasRunLines() {
    return directives.stream().anyMatch(d -> d instanceof Run);
  }
}
