package raptor.tblgen.record;

import java.util.HashMap;
import java.util.Map;
import raptor.tblgen.ast.DeftypeStmt;
import raptor.tblgen.ast.TypeRef;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;

/**
 * Turns types as written into {@link RecType}s, looking names up among the type aliases ({@code deftype}) and
 * then the classes defined so far.
 */
final class TypeResolver {

  private final RecordKeeper keeper;
  private final Map<String, RecType> aliases = new HashMap<>();
  /** Where each alias was defined. */
  private final Map<String, SourceLoc> definedAt = new HashMap<>();

  TypeResolver(RecordKeeper keeper) {
    this.keeper = keeper;
  }

  /** Defines a type alias, whose name must be new among aliases and classes and whose type not a class. */
  void define(DeftypeStmt deftype) {
    // TableGen defines an alias as it parses it, so a loop defines the aliases of its body only once.
    if (deftype.loc().equals(definedAt.get(deftype.name()))) {
      return;
    }
    if (isAlias(deftype.name()) || keeper.findClass(deftype.name()) != null) {
      throw new TdException(deftype.loc(), "type of this name '" + deftype.name() + "' already exists");
    }
    RecType type = resolve(deftype.type());
    if (type instanceof RecType.Classes) {
      // Only a class name has a class type: aliases of classes are never made.
      throw new TdException(((TypeRef.ClassTypeRef) deftype.type()).loc(),
          "cannot define type alias for class type '" + type.spelling() + "'");
    }
    aliases.put(deftype.name(), type);
    definedAt.put(deftype.name(), deftype.loc());
  }

  /** {@return whether a type alias has this name} */
  boolean isAlias(String name) {
    return aliases.containsKey(name);
  }

  RecType resolve(TypeRef type) {
    if (type instanceof TypeRef.PrimitiveRef primitive) {
      return switch (primitive.primitive()) {
        case BIT -> RecType.BIT;
        case INT -> RecType.INT;
        case STRING, CODE -> RecType.STRING;
        case DAG -> RecType.DAG;
      };
    }
    if (type instanceof TypeRef.BitsRef bits) {
      return new RecType.Bits(bits.width());
    }
    if (type instanceof TypeRef.ListRef list) {
      return new RecType.ListOf(resolve(list.element()));
    }
    TypeRef.ClassTypeRef named = (TypeRef.ClassTypeRef) type;
    RecType alias = aliases.get(named.name());
    if (alias != null) {
      return alias;
    }
    Record found = keeper.findClass(named.name());
    if (found == null) {
      throw new TdException(named.loc(), "Couldn't find class '" + named.name() + "'");
    }
    return RecType.Classes.of(java.util.List.of(found));
  }
}
