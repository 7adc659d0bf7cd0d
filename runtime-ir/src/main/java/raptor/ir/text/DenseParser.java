package raptor.ir.text;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.Type;

/**
 * Parses {@code dense<...>}, {@code sparse<...>} and {@code dense_resource<...>} attributes on
 * the shared token cursor of an {@link AttrParser}.
 *
 * <p>As in MLIR, the literal is read first (keeping its tokens), then the type, and only then
 * are the elements converted, so errors point at the offending element token.
 */
final class DenseParser {
  private final AttrParser p;

  DenseParser(AttrParser parser) {
    this.p = parser;
  }

  /** Parses one of the three forms, starting at its keyword. */
  Attribute parse(Type typeHint) {
    Token keyword = p.consume();
    if (keyword.spelledAs("dense_resource")) {
      return parseDenseResource(keyword, typeHint);
    }
    if (keyword.spelledAs("sparse")) {
      return parseSparse(keyword, typeHint);
    }
    p.expect(TokenKind.LESS, "expected '<' after 'dense'");
    Literal literal = new Literal();
    if (!p.consumeIf(TokenKind.GREATER)) {
      literal.parse(p, true);
      p.expect(TokenKind.GREATER, "expected '>'");
    }
    ShapedType type = parseLiteralType(keyword.start(), typeHint);
    return literal.build(keyword.start(), type);
  }

  private ShapedType parseLiteralType(int start, Type typeHint) {
    Type type = typeHint;
    if (type == null) {
      p.expect(TokenKind.COLON, "expected ':'");
      type = p.parseType();
    }
    if (!(type instanceof ShapedType) || !((ShapedType) type).hasRank()) {
      throw new ParseException(start, "elements literal must be a shaped type");
    }
    if (!((ShapedType) type).hasStaticShape()) {
      throw new ParseException(start, "elements literal type must have static shape");
    }
    return (ShapedType) type;
  }

  private Attribute parseDenseResource(Token keyword, Type typeHint) {
    p.expect(TokenKind.LESS, "expected '<' after 'dense_resource'");
    Token handle = p.token();
    String name;
    if (handle.is(TokenKind.STRING)) {
      name = handle.stringValue();
    } else if (handle.is(TokenKind.BARE_IDENTIFIER)) {
      name = handle.text();
    } else {
      throw p.error("expected identifier key for 'resource' entry");
    }
    p.consume();
    p.expect(TokenKind.GREATER, "expected '>'");
    Type type = typeHint;
    int typeOffset = keyword.start();
    if (type == null) {
      typeOffset = p.token().start();
      p.expect(TokenKind.COLON, "expected ':'");
      type = p.parseType();
    }
    if (!(type instanceof ShapedType)) {
      throw new ParseException(typeOffset, "`dense_resource` expected a shaped type");
    }
    return new DenseResourceAttr(name, (ShapedType) type);
  }

  private Attribute parseSparse(Token keyword, Type typeHint) {
    p.expect(TokenKind.LESS, "Expected '<' after 'sparse'");
    if (p.consumeIf(TokenKind.GREATER)) {
      ShapedType type = parseLiteralType(keyword.start(), typeHint);
      DenseElementsAttr indices = DenseElementsAttr.ofRaw(
          RankedTensorType.of(List.of(0L, (long) type.rank()), IntegerType.I64), new byte[0]);
      DenseElementsAttr values = emptyValues(type);
      return new SparseElementsAttr(type, indices, values);
    }
    int indicesOffset = p.token().start();
    Literal indices = new Literal();
    indices.parse(p, false);
    p.expect(TokenKind.COMMA, "expected ','");
    int valuesOffset = p.token().start();
    Literal values = new Literal();
    values.parse(p, true);
    p.expect(TokenKind.GREATER, "expected '>'");
    ShapedType type = parseLiteralType(keyword.start(), typeHint);
    List<Long> indicesShape = indices.shape.isEmpty()
        ? List.of(1L, (long) type.rank())
        : indices.shape;
    DenseElementsAttr indicesAttr = indices.build(indicesOffset,
        RankedTensorType.of(indicesShape, IntegerType.I64));
    List<Long> valuesShape = values.shape.isEmpty() ? List.of(indicesShape.get(0)) : values.shape;
    DenseElementsAttr valuesAttr = values.build(valuesOffset,
        RankedTensorType.of(valuesShape, type.elementType()));
    return new SparseElementsAttr(type, indicesAttr, valuesAttr);
  }

  private static DenseElementsAttr emptyValues(ShapedType type) {
    RankedTensorType valuesType = RankedTensorType.of(List.of(0L), type.elementType());
    if (DenseElementsAttr.isNumericElementType(type.elementType())) {
      return DenseElementsAttr.ofRaw(valuesType, new byte[0]);
    }
    return DenseElementsAttr.ofStrings(valuesType, List.of());
  }

  /** A parsed literal: a hex/string token, or element tokens with the inferred shape. */
  private static final class Literal {
    private Token hexStorage;
    private final List<Token> elements = new ArrayList<>();
    private final List<Boolean> negated = new ArrayList<>();
    private List<Long> shape = List.of();

    void parse(AttrParser p, boolean allowHex) {
      if (allowHex && p.token().is(TokenKind.STRING)) {
        hexStorage = p.consume();
        return;
      }
      if (p.token().is(TokenKind.L_SQUARE)) {
        shape = parseList(p);
        return;
      }
      parseElement(p);
    }

    private List<Long> parseList(AttrParser p) {
      p.expect(TokenKind.L_SQUARE, "expected '['");
      List<Long> innerDims = null;
      long size = 0;
      if (!p.consumeIf(TokenKind.R_SQUARE)) {
        do {
          List<Long> dims = List.of();
          if (p.token().is(TokenKind.L_SQUARE)) {
            dims = parseList(p);
          } else {
            parseElement(p);
          }
          size++;
          if (innerDims != null && !innerDims.equals(dims)) {
            throw p.error("tensor literal is invalid; ranks are not consistent between elements");
          }
          innerDims = dims;
        } while (p.consumeIf(TokenKind.COMMA));
        p.expect(TokenKind.R_SQUARE, "expected ']'");
      }
      List<Long> dims = new ArrayList<>();
      dims.add(size);
      if (innerDims != null) {
        dims.addAll(innerDims);
      }
      return dims;
    }

    private void parseElement(AttrParser p) {
      Token t = p.token();
      switch (t.kind()) {
        case INTEGER:
        case FLOAT:
        case STRING:
          add(p.consume(), false);
          return;
        case BARE_IDENTIFIER:
          if (t.isKeyword("true") || t.isKeyword("false")) {
            add(p.consume(), false);
            return;
          }
          break;
        case MINUS:
          p.consume();
          if (!p.token().is(TokenKind.INTEGER) && !p.token().is(TokenKind.FLOAT)) {
            throw p.error("expected integer or floating point literal");
          }
          add(p.consume(), true);
          return;
        case L_PAREN:
          p.consume();
          parseElement(p);
          p.expect(TokenKind.COMMA, "expected ',' between complex elements");
          parseElement(p);
          p.expect(TokenKind.R_PAREN, "expected ')' after complex elements");
          return;
        default:
          break;
      }
      throw p.error("expected element literal of primitive type");
    }

    private void add(Token token, boolean negative) {
      elements.add(token);
      negated.add(negative);
    }

    // ---- Conversion once the type is known ----

    DenseElementsAttr build(int offset, ShapedType type) {
      Type elementType = type.elementType();
      boolean numeric = DenseElementsAttr.isNumericElementType(elementType);
      if (hexStorage != null && numeric) {
        return buildFromHex(offset, type);
      }
      if (!shape.isEmpty() && !shape.equals(type.shape())) {
        throw new ParseException(offset, "inferred shape of elements literal (["
            + joinDims(shape) + "]) does not match type ([" + joinDims(type.shape()) + "])");
      }
      if (hexStorage == null && elements.isEmpty() && type.numElements() != 0) {
        throw new ParseException(offset, "parsed zero elements, but type ('"
            + AttrPrinter.toText(type) + "') expected at least 1");
      }
      if (!numeric) {
        return buildStrings(offset, type);
      }
      Type part = DenseElementsAttr.partType(elementType);
      int partBytes = DenseElementsAttr.partBytes(elementType);
      int parts = elementType == part ? 1 : 2;
      if (elements.size() != parts && elements.size() != parts * type.numElements()) {
        throw new ParseException(offset, "inferred shape of elements literal (["
            + joinDims(shape) + "]) does not match type ([" + joinDims(type.shape()) + "])");
      }
      byte[] data = new byte[elements.size() * partBytes];
      for (int i = 0; i < elements.size(); i++) {
        BigInteger bits = part instanceof FloatType
            ? floatBits(i, (FloatType) part)
            : intBits(i, part);
        DenseElementsAttr.writeLittleEndian(data, i * partBytes, partBytes, bits);
      }
      return DenseElementsAttr.ofRaw(type, data);
    }

    private BigInteger intBits(int index, Type part) {
      Token t = elements.get(index);
      boolean negative = negated.get(index);
      if (negative && part instanceof IntegerType && ((IntegerType) part).isUnsigned()) {
        throw new ParseException(t.start(),
            "expected unsigned integer elements, but parsed negative value");
      }
      if (t.is(TokenKind.FLOAT)) {
        throw new ParseException(t.start(),
            "expected integer elements, but parsed floating-point");
      }
      if (t.is(TokenKind.BARE_IDENTIFIER)) {
        if (!(part instanceof IntegerType) || !((IntegerType) part).isSignless(1)) {
          throw new ParseException(t.start(), "expected i1 type for 'true' or 'false' values");
        }
        return t.isKeyword("true") ? BigInteger.ONE : BigInteger.ZERO;
      }
      if (t.is(TokenKind.STRING)) {
        throw new ParseException(t.start(), "expected integer elements, but parsed string");
      }
      BigInteger value = AttrParser.integerValue(part, negative, t);
      if (value == null) {
        throw new ParseException(t.start(), "integer constant out of range for type");
      }
      return value;
    }

    private BigInteger floatBits(int index, FloatType part) {
      Token t = elements.get(index);
      boolean negative = negated.get(index);
      if (t.is(TokenKind.FLOAT)) {
        return AttrParser.floatBits(t, negative, part);
      }
      if (t.is(TokenKind.INTEGER)) {
        return AttrParser.hexFloatBits(t, negative, part);
      }
      throw new ParseException(t.start(), "expected floating point literal");
    }

    private DenseElementsAttr buildFromHex(int offset, ShapedType type) {
      byte[] data = hexBytes(hexStorage);
      Type elementType = type.elementType();
      long count = type.numElements();
      int storage = DenseElementsAttr.storageBytes(elementType);
      if (elementType instanceof IntegerType && ((IntegerType) elementType).width() == 1) {
        return unpackBits(offset, type, data, count);
      }
      if (data.length != storage && data.length != count * storage) {
        throw invalidHexSize(offset, type);
      }
      return DenseElementsAttr.ofRaw(type, data);
    }

    private static DenseElementsAttr unpackBits(int offset, ShapedType type, byte[] data,
        long count) {
      if (data.length == 1 && (data[0] == 0 || data[0] == (byte) 0xFF)) {
        return DenseElementsAttr.ofRaw(type, new byte[] {(byte) (data[0] & 1)});
      }
      if (data.length != (count + 7) / 8) {
        throw invalidHexSize(offset, type);
      }
      byte[] unpacked = new byte[(int) count];
      for (int i = 0; i < count; i++) {
        unpacked[i] = (byte) ((data[i / 8] >> (i % 8)) & 1);
      }
      return DenseElementsAttr.ofRaw(type, unpacked);
    }

    private static ParseException invalidHexSize(int offset, ShapedType type) {
      return new ParseException(offset, "elements hex data size is invalid for provided type: '"
          + AttrPrinter.toText(type) + "'");
    }

    /** Decodes {@code "0x..."} (raw spelling, even digit count) or fails at the token. */
    private static byte[] hexBytes(Token token) {
      String text = token.text();
      int digits = text.length() - 4;
      if (!text.startsWith("\"0x") || digits % 2 != 0) {
        throw hexError(token);
      }
      byte[] bytes = new byte[digits / 2];
      for (int i = 0; i < bytes.length; i++) {
        int hi = Character.digit(text.charAt(3 + 2 * i), 16);
        int lo = Character.digit(text.charAt(4 + 2 * i), 16);
        if (hi < 0 || lo < 0) {
          throw hexError(token);
        }
        bytes[i] = (byte) (hi * 16 + lo);
      }
      return bytes;
    }

    private static ParseException hexError(Token token) {
      return new ParseException(token.start(),
          "expected string containing hex digits starting with `0x`");
    }

    private DenseElementsAttr buildStrings(int offset, ShapedType type) {
      List<byte[]> values = new ArrayList<>();
      if (hexStorage != null) {
        values.add(hexStorage.stringBytes());
      }
      for (Token t : elements) {
        if (!t.is(TokenKind.STRING)) {
          throw new ParseException(offset, "expected string token, got " + t.text());
        }
        values.add(t.stringBytes());
      }
      if (values.size() != 1 && values.size() != type.numElements()) {
        throw new ParseException(offset, "inferred shape of elements literal (["
            + joinDims(shape) + "]) does not match type ([" + joinDims(type.shape()) + "])");
      }
      return DenseElementsAttr.ofStrings(type, values);
    }

    private static String joinDims(List<Long> dims) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < dims.size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(dims.get(i));
      }
      return sb.toString();
    }
  }
}
