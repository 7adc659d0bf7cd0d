package raptor.tblgen.record;

/**
 * A field access {@code record.field}, folded to the field's value once the record is a def whose field is
 * concrete.
 *
 * @param target the record value
 * @param field  the field name
 * @param type   the field's type
 */
public record FieldInit(TypedInit target, String field, RecType type) implements TypedInit {

  /** {@return the field's value if it is known now, otherwise this access} */
  Init fold() {
    if (target instanceof DefInit def) {
      Init value = def.def().value(field).value();
      if (value.isConcrete()) {
        return value;
      }
    }
    return this;
  }

  @Override
  public String asString() {
    return target.asString() + "." + field;
  }

  @Override
  public Init resolve(Resolver resolver) {
    Init resolved = target.resolve(resolver);
    if (!(resolved instanceof TypedInit typed)) {
      return this;
    }
    return new FieldInit(typed, field, type).fold();
  }

  @Override
  public boolean isConcrete() {
    return false;
  }

  @Override
  public boolean isClosed() {
    return target.isClosed();
  }
}
