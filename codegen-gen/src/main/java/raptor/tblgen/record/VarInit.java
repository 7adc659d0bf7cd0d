package raptor.tblgen.record;

/**
 * A reference to a variable: a field of the current record ({@code name}) or a class template argument
 * ({@code Class:name}).
 *
 * @param name the variable name
 * @param type the variable's type
 */
public record VarInit(String name, RecType type) implements TypedInit {

  @Override
  public String asString() {
    return name;
  }

  @Override
  public Init resolve(Resolver resolver) {
    Init value = resolver.resolve(name);
    return value == null ? this : value;
  }

  @Override
  public boolean isConcrete() {
    return false;
  }

  @Override
  public boolean isClosed() {
    return false;
  }
}
