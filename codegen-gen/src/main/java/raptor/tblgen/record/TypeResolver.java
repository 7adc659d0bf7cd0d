package raptor.tblgen.record;

import raptor.tblgen.ast.TypeRef;
import raptor.tblgen.diag.TdException;

/** Turns types as written into {@link RecType}s, looking class names up among the classes defined so far. */
final class TypeResolver {

  private final RecordKeeper keeper;

  TypeResolver(RecordKeeper keeper) {
    this.keeper = keeper;
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
    Record found = keeper.findClass(named.name());
    if (found == null) {
      throw new TdException(named.loc(), "Couldn't find class '" + named.name() + "'");
    }
    return RecType.Classes.of(java.util.List.of(found));
  }
}
