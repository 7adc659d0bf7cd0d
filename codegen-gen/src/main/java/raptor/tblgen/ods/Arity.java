package raptor.tblgen.ods;

/** How many values an ODS operand or result entry stands for. */
public enum Arity {
  /** Exactly one value. */
  SINGLE,
  /** Zero or one value ({@code Optional<T>}). */
  OPTIONAL,
  /** Any number of values ({@code Variadic<T>}). */
  VARIADIC;

  /** {@return whether the entry may stand for a number of values other than one} */
  public boolean isVariable() {
    return this != SINGLE;
  }
}
