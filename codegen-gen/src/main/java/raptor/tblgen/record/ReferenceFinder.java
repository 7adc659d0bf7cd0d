package raptor.tblgen.record;

/**
 * Finds out whether a value mentions one variable: resolving the value with this resolver substitutes
 * nothing and notes each lookup of that variable.
 */
final class ReferenceFinder extends Resolver {

  private final String variable;
  private boolean found;

  ReferenceFinder(RecordKeeper keeper, String variable) {
    super(keeper);
    this.variable = variable;
  }

  @Override
  public Init resolve(String name) {
    found |= name.equals(variable);
    return null;
  }

  /** {@return whether the variable was looked up} */
  boolean found() {
    return found;
  }
}
