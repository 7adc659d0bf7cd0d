package raptor.tblgen.record;

/**
 * A TableGen value ({@code Init} in LLVM): a literal, a reference to a variable or record, or an operator
 * application that may fold once its operands are known.
 *
 * <p>Values are immutable and compare structurally, except that records compare by identity.
 */
public sealed interface Init permits UnsetInit, TypedInit {

  /** {@return the value as {@code --print-records} prints it} */
  String asString();

  /** {@return the value for use inside messages and names: strings without quotes, all else as printed} */
  default String asUnquotedString() {
    return asString();
  }

  /**
   * Substitutes the variables {@code resolver} knows and folds what becomes computable.
   *
   * @param resolver the substitution
   * @return the resolved value; {@code this} when nothing changes
   */
  default Init resolve(Resolver resolver) {
    return this;
  }

  /** {@return whether the value is plain data: no variable, pending operator or pending instantiation} */
  default boolean isConcrete() {
    return true;
  }

  /** {@return whether the value is not {@code ?}, nor a list or bits with a {@code ?} in it} */
  default boolean isComplete() {
    return true;
  }

  /** {@return whether the value mentions no variable, so that it no longer depends on any binding} */
  default boolean isClosed() {
    return true;
  }
}
