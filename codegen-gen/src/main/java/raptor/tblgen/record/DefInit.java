package raptor.tblgen.record;

/**
 * A reference to a def.
 *
 * @param def the referenced def
 */
public record DefInit(Record def) implements TypedInit {

  @Override
  public RecType type() {
    return RecType.Classes.of(def.directSuperClasses());
  }

  @Override
  public String asString() {
    return def.name();
  }
}
