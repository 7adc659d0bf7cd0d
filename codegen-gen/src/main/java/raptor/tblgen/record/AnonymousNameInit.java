package raptor.tblgen.record;

/**
 * The name {@code anonymous_N} of an anonymous def while the def is being built. A def made again by a
 * multiclass instantiation gets a fresh name when its own is taken; until the def's final resolution its
 * name (and each use of it through {@code NAME}) stays this placeholder, which that resolution turns into
 * the final name as a string.
 *
 * @param name the name
 */
public record AnonymousNameInit(String name) implements TypedInit {

  @Override
  public RecType type() {
    return RecType.STRING;
  }

  @Override
  public String asString() {
    return name;
  }

  @Override
  public Init resolve(Resolver resolver) {
    AnonymousNameInit renamed = resolver.rename(this);
    return resolver.isFinal() ? new StringInit(renamed.name(), false) : renamed;
  }

  @Override
  public boolean isClosed() {
    return false;
  }
}
