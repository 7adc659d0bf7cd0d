package raptor.ir.text;

import java.util.HashMap;
import java.util.Map;
import raptor.ir.Dialect;
import raptor.ir.IrContext;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * What the parser knows about the whole file: the aliases defined so far and the location
 * aliases used before their definition. It is the {@link AttrParser.Context} of the file.
 */
final class FileState implements AttrParser.Context {
  private final IrContext context;
  private final Map<String, Attribute> attributeAliases = new HashMap<>();
  private final Map<String, Type> typeAliases = new HashMap<>();
  private final Map<String, Integer> deferredLocationUses = new HashMap<>();

  FileState(IrContext context) {
    this.context = context;
  }

  /** A location alias used before it was defined; replaced once the file is parsed. */
  record DeferredLoc(String alias) implements Location {
  }

  @Override
  public Attribute attributeAlias(String name) {
    return attributeAliases.get(name);
  }

  @Override
  public Type typeAlias(String name) {
    return typeAliases.get(name);
  }

  @Override
  public Location locationAlias(String name, int offset) {
    Attribute value = attributeAliases.get(name);
    if (value == null) {
      deferredLocationUses.putIfAbsent(name, offset);
      return new DeferredLoc(name);
    }
    if (!(value instanceof Location loc)) {
      throw new ParseException(offset, "expected location, but found '"
          + AttrPrinter.toText(value) + "'");
    }
    return loc;
  }

  @Override
  public Attribute parseDialectAttribute(String dialect, String body, int offset) {
    Dialect registered = context.dialect(dialect);
    return registered == null ? null : registered.parseAttribute(body, offset);
  }

  @Override
  public boolean allowsUnregisteredDialects() {
    return context.allowsUnregisteredDialects();
  }

  /** {@return false when {@code name} was already defined as an attribute alias} */
  boolean defineAttributeAlias(String name, Attribute value) {
    return attributeAliases.putIfAbsent(name, value) == null;
  }

  /** {@return false when {@code name} was already defined as a type alias} */
  boolean defineTypeAlias(String name, Type value) {
    return typeAliases.putIfAbsent(name, value) == null;
  }

  /** {@return whether some location alias was used before its definition} */
  boolean hasDeferredLocations() {
    return !deferredLocationUses.isEmpty();
  }

  /**
   * {@return the location a deferred alias stands for}
   *
   * @throws ParseException at the first use when the alias was never defined as a location
   */
  Location resolve(DeferredLoc deferred) {
    Attribute value = attributeAliases.get(deferred.alias());
    int offset = deferredLocationUses.get(deferred.alias());
    if (value == null) {
      throw new ParseException(offset, "operation location alias was never defined");
    }
    if (!(value instanceof Location loc)) {
      throw new ParseException(offset, "expected location, but found '"
          + AttrPrinter.toText(value) + "'");
    }
    return loc;
  }
}
