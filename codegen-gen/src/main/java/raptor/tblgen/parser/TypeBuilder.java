package raptor.tblgen.parser;

import raptor.tblgen.ast.TypeRef;
import raptor.tblgen.ast.TypeRef.Primitive;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.ValueLimits;

/** Converts {@code type} parse trees into {@link TypeRef}s. */
final class TypeBuilder extends TableGenBaseVisitor<TypeRef> {

  private final Locations locations;
  private final Literals literals;

  TypeBuilder(Locations locations, Literals literals) {
    this.locations = locations;
    this.literals = literals;
  }

  @Override
  public TypeRef visitBitType(TableGenParser.BitTypeContext ctx) {
    return new TypeRef.PrimitiveRef(Primitive.BIT);
  }

  @Override
  public TypeRef visitBitsType(TableGenParser.BitsTypeContext ctx) {
    long width = literals.integer(ctx.INTEGER().getSymbol());
    if (width < 0 || width > ValueLimits.MAX_BITS) {
      throw new TdException(locations.at(ctx.INTEGER().getSymbol()), "bits width " + width
          + " is outside the supported 0.." + ValueLimits.MAX_BITS);
    }
    return new TypeRef.BitsRef((int) width);
  }

  @Override
  public TypeRef visitIntType(TableGenParser.IntTypeContext ctx) {
    return new TypeRef.PrimitiveRef(Primitive.INT);
  }

  @Override
  public TypeRef visitStringType(TableGenParser.StringTypeContext ctx) {
    return new TypeRef.PrimitiveRef(Primitive.STRING);
  }

  @Override
  public TypeRef visitCodeType(TableGenParser.CodeTypeContext ctx) {
    return new TypeRef.PrimitiveRef(Primitive.CODE);
  }

  @Override
  public TypeRef visitDagType(TableGenParser.DagTypeContext ctx) {
    return new TypeRef.PrimitiveRef(Primitive.DAG);
  }

  @Override
  public TypeRef visitListType(TableGenParser.ListTypeContext ctx) {
    return new TypeRef.ListRef(visit(ctx.type()));
  }

  @Override
  public TypeRef visitClassType(TableGenParser.ClassTypeContext ctx) {
    return new TypeRef.ClassTypeRef(locations.at(ctx), ctx.identifier().getText());
  }
}
