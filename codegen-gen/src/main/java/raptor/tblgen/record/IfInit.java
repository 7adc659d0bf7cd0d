package raptor.tblgen.record;

/**
 * {@code !if(condition, then, else)} waiting for its condition.
 *
 * @param condition  the condition, an integer or bit
 * @param thenValue  the value when the condition is non-zero
 * @param elseValue  the value when the condition is zero
 * @param type       the common type of both branches
 */
public record IfInit(Init condition, Init thenValue, Init elseValue, RecType type) implements OpInit {

  /** {@return the chosen branch if the condition is known, otherwise this} */
  Init fold() {
    IntInit value = Casts.toInt(condition);
    if (value == null) {
      return this;
    }
    return value.value() != 0 ? thenValue : elseValue;
  }

  @Override
  public String asString() {
    return "!if(" + condition.asString() + ", " + thenValue.asString() + ", " + elseValue.asString() + ")";
  }

  @Override
  public Init resolve(Resolver resolver) {
    // As in TableGen, a condition that becomes known resolves only the branch it selects, so that the other
    // branch instantiates no anonymous record.
    IntInit known = Casts.toInt(condition.resolve(resolver));
    if (known != null) {
      return (known.value() != 0 ? thenValue : elseValue).resolve(resolver);
    }
    return new IfInit(condition.resolve(resolver), thenValue.resolve(resolver), elseValue.resolve(resolver), type)
        .fold();
  }

  @Override
  public boolean isClosed() {
    return condition.isClosed() && thenValue.isClosed() && elseValue.isClosed();
  }
}
