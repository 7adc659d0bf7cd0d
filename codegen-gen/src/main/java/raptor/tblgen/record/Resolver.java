package raptor.tblgen.record;

/** A substitution of variables by values, applied by {@link Init#resolve(Resolver)}. */
public abstract class Resolver {

  private final RecordKeeper keeper;

  /**
   * Creates a resolver.
   *
   * @param keeper the records, for folding operators that look up or create defs
   */
  protected Resolver(RecordKeeper keeper) {
    this.keeper = keeper;
  }

  /** {@return a resolver that substitutes nothing, used to fold values as they are built} */
  static Resolver folding(RecordKeeper keeper) {
    return new Resolver(keeper) {
      @Override
      public Init resolve(String variable) {
        return null;
      }
    };
  }

  /** {@return the records} */
  public final RecordKeeper keeper() {
    return keeper;
  }

  /**
   * {@return whether this is the last resolution of a def, after which an operator that still cannot be
   * folded ({@code !exists} of a name that is not a def) takes its final value}
   */
  boolean isFinal() {
    return false;
  }

  /** {@return the def being resolved, which {@code !cast} may name before it is added, or null} */
  Record currentRecord() {
    return null;
  }

  /** {@return the name an anonymous def's name placeholder stands for: itself unless the def was renamed} */
  AnonymousNameInit rename(AnonymousNameInit name) {
    return name;
  }

  /**
   * Looks up a variable.
   *
   * @param variable the variable name ({@code field} or {@code Class:arg})
   * @return its value, or null to leave the variable as it is
   */
  public abstract Init resolve(String variable);
}
