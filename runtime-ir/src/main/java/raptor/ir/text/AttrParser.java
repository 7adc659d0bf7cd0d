package raptor.ir.text;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.BoolAttr;
import raptor.ir.attr.CallSiteLoc;
import raptor.ir.attr.ComplexType;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.DistinctAttr;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.FusedLoc;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.NameLoc;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.OpaqueAttr;
import raptor.ir.attr.OpaqueType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.attr.TupleType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.attr.VectorType;

/**
 * Recursive-descent parser of MLIR types, attributes and locations over a {@link Lexer}.
 *
 * <p>The parser keeps one current token ({@link #token()}); the op-level parser shares this
 * cursor and calls the {@code parse*} methods where a type or attribute starts. Every error is a
 * {@link ParseException} with mlir-opt's message and offset; no other exception escapes.
 */
public class AttrParser {

  /** What the attribute parser needs from the enclosing (file-level) parser. */
  public interface Context {
    /** {@return the attribute alias {@code #name} defined so far, or {@code null}} */
    default Attribute attributeAlias(String name) {
      return null;
    }

    /** {@return the type alias {@code !name} defined so far, or {@code null}} */
    default Type typeAlias(String name) {
      return null;
    }

    /**
     * {@return the location alias {@code #name} used in a trailing {@code loc(#name)}}
     *
     * <p>The alias may be defined later in the file: return a placeholder and resolve it at the
     * end. Throw a {@link ParseException} at {@code offset} if the alias is not a location.
     */
    default Location locationAlias(String name, int offset) {
      throw new ParseException(offset, "undefined symbol alias id '" + name + "'");
    }

    /** {@return whether types and attributes of unknown dialects are accepted (as opaque)} */
    default boolean allowsUnregisteredDialects() {
      return true;
    }

    /**
     * Parses the body of a dialect attribute {@code #dialect.body} or {@code #dialect<body>}.
     *
     * @param dialect the namespace
     * @param body the text after the namespace ({@code mnemonic<...>} for the pretty form)
     * @param offset the buffer offset of {@code body}
     * @return the attribute, or {@code null} when the dialect is not registered
     */
    default Attribute parseDialectAttribute(String dialect, String body, int offset) {
      return null;
    }

    /** Like {@link #parseDialectAttribute}, for {@code !dialect.body} types. */
    default Type parseDialectType(String dialect, String body, int offset) {
      return null;
    }
  }

  /** A context with no aliases, no registered dialects, unregistered dialects allowed. */
  public static final Context DEFAULT_CONTEXT = new Context() {};

  protected final Lexer lexer;
  protected final Context context;
  private Token token;
  private Token previous;
  private final Map<BigInteger, DistinctAttr> distinctAttrs = new HashMap<>();

  /** Creates a parser whose current token is the first token of {@code lexer}. */
  public AttrParser(Lexer lexer, Context context) {
    this.lexer = lexer;
    this.context = context;
    this.token = lexer.lexToken();
  }

  /** {@return a parser over the whole of {@code text} with {@link #DEFAULT_CONTEXT}} */
  public static AttrParser of(String text) {
    return new AttrParser(new Lexer(text), DEFAULT_CONTEXT);
  }

  // ---- Token cursor ----

  /** {@return the current token} */
  public final Token token() {
    return token;
  }

  /** {@return the offset just after the last consumed token} */
  public final int previousEnd() {
    return previous == null ? 0 : previous.end();
  }

  /** {@return the lexer (positioned after the current token)} */
  public final Lexer lexer() {
    return lexer;
  }

  /** Moves to the next token and returns the one consumed. */
  public final Token consume() {
    Token consumed = token;
    previous = consumed;
    token = lexer.lexToken();
    return consumed;
  }

  /** Consumes the current token if it has kind {@code kind}. */
  public final boolean consumeIf(TokenKind kind) {
    if (token.kind() != kind) {
      return false;
    }
    consume();
    return true;
  }

  /** Consumes the current token if it is the keyword {@code word}. */
  public final boolean consumeIfKeyword(String word) {
    if (!token.isKeyword(word)) {
      return false;
    }
    consume();
    return true;
  }

  /** Consumes a token of kind {@code kind} or fails with {@code message} (mlir-opt's wording). */
  public final Token expect(TokenKind kind, String message) {
    if (token.kind() != kind) {
      throw wrongToken(message);
    }
    return consume();
  }

  /** Re-lexes from {@code offset}, making the token found there current. */
  public final void resetTo(int offset) {
    lexer.resetPosition(offset);
    token = lexer.lexToken();
  }

  /** {@return an error at the current token} */
  public final ParseException error(String message) {
    return new ParseException(token.start(), message);
  }

  /**
   * {@return an error about an unexpected current token}, placed as mlir-opt places it: right
   * after the previous token, skipping back over whitespace, blank lines and {@code //} comments
   */
  public final ParseException wrongToken(String message) {
    return new ParseException(endOfPreviousToken(lexer.buffer(), token.start()), message);
  }

  private static int endOfPreviousToken(String buffer, int tokenStart) {
    int end = tokenStart;
    while (true) {
      while (end > 0 && (buffer.charAt(end - 1) == ' ' || buffer.charAt(end - 1) == '\t')) {
        end--;
      }
      if (end == 0) {
        return tokenStart;
      }
      char last = buffer.charAt(end - 1);
      if (last != '\n' && last != '\r') {
        return end;
      }
      end--;
      int lineStart = end;
      while (lineStart > 0 && buffer.charAt(lineStart - 1) != '\n'
          && buffer.charAt(lineStart - 1) != '\r') {
        lineStart--;
      }
      int comment = buffer.indexOf("//", lineStart);
      if (comment >= 0 && comment < end) {
        end = comment;
      }
    }
  }

  // ---- Types ----

  /** Parses a type, including function types. */
  public Type parseType() {
    if (token.kind() == TokenKind.L_PAREN) {
      return parseFunctionType();
    }
    return parseNonFunctionType();
  }

  /** {@return whether the current token can start a type} */
  public boolean atType() {
    switch (token.kind()) {
      case L_PAREN:
      case EXCLAMATION_IDENTIFIER:
        return true;
      case BARE_IDENTIFIER:
        return isTypeKeyword(token);
      default:
        return false;
    }
  }

  /** Parses a function type {@code (inputs) -> results}. */
  public FunctionType parseFunctionType() {
    List<Type> inputs = parseTypeListParens();
    expect(TokenKind.ARROW, "expected '->' in function type");
    return new FunctionType(inputs, parseFunctionResultTypes());
  }

  /** Parses the results of a function type: a parenthesised list or one non-function type. */
  public List<Type> parseFunctionResultTypes() {
    if (token.kind() == TokenKind.L_PAREN) {
      return parseTypeListParens();
    }
    return List.of(parseNonFunctionType());
  }

  /** Parses {@code ( )} or {@code ( type, ... )}. */
  public List<Type> parseTypeListParens() {
    expect(TokenKind.L_PAREN, "expected '('");
    if (consumeIf(TokenKind.R_PAREN)) {
      return List.of();
    }
    List<Type> types = parseTypeListNoParens();
    expect(TokenKind.R_PAREN, "expected ')'");
    return types;
  }

  /** Parses {@code type (, type)*}. */
  public List<Type> parseTypeListNoParens() {
    List<Type> types = new ArrayList<>(2);
    do {
      types.add(parseType());
    } while (consumeIf(TokenKind.COMMA));
    return types;
  }

  /** Parses any type but a function type. */
  public Type parseNonFunctionType() {
    Token t = token;
    if (t.kind() == TokenKind.EXCLAMATION_IDENTIFIER) {
      return parseExtendedType();
    }
    if (t.kind() != TokenKind.BARE_IDENTIFIER) {
      throw wrongToken("expected non-function type");
    }
    Type simple = simpleType(t);
    if (simple != null) {
      consume();
      return simple;
    }
    switch (t.text()) {
      case "tensor": return parseTensorType();
      case "memref": return parseMemRefType();
      case "vector": return parseVectorType();
      case "complex": return parseComplexType();
      case "tuple": return parseTupleType();
      default: throw wrongToken("expected non-function type");
    }
  }

  /** {@return whether bare identifier {@code t} starts a type} */
  private static boolean isTypeKeyword(Token t) {
    if (simpleType(t) != null) {
      return true;
    }
    switch (t.text()) {
      case "tensor": case "memref": case "vector": case "complex": case "tuple":
        return true;
      default:
        return false;
    }
  }

  /**
   * {@return the integer, index, float or none type spelled by bare identifier {@code t}, or
   * {@code null}}; the common {@code i32}, {@code i64}, {@code f32}, {@code index} need no
   * allocation
   */
  private static Type simpleType(Token t) {
    IntegerType integer = integerTypeOf(t);
    if (integer != null) {
      return integer;
    }
    int length = t.length();
    char first = t.charAt(0);
    if (length == 3 && first == 'f' && t.charAt(1) == '3' && t.charAt(2) == '2') {
      return FloatType.F32;
    }
    if (first == 'f' || first == 'b' || first == 't') {
      return FloatType.fromKeyword(t.text());
    }
    if (t.spelledAs("index")) {
      return IndexType.INSTANCE;
    }
    return t.spelledAs("none") ? NoneType.INSTANCE : null;
  }

  /**
   * {@return the integer type spelled by {@code t} ({@code i32}, {@code si8}...), or
   * {@code null} if {@code t} is not spelled like one}
   */
  private static IntegerType integerTypeOf(Token t) {
    int length = t.length();
    int digitsStart;
    IntegerType.Signedness signedness;
    char first = t.charAt(0);
    if (first == 'i' && length > 1) {
      digitsStart = 1;
      signedness = IntegerType.Signedness.SIGNLESS;
    } else if ((first == 's' || first == 'u') && length > 2 && t.charAt(1) == 'i') {
      digitsStart = 2;
      signedness = first == 's' ? IntegerType.Signedness.SIGNED : IntegerType.Signedness.UNSIGNED;
    } else {
      return null;
    }
    long width = 0;
    for (int i = digitsStart; i < length; i++) {
      char c = t.charAt(i);
      if (!Lexer.isDigit(c)) {
        return null;
      }
      width = Math.min(width * 10 + (c - '0'), 1L << 40);
    }
    if (width > 0xFFFFFFFFL) {
      throw new ParseException(t.start(), "invalid integer width");
    }
    if (width > IntegerType.MAX_WIDTH) {
      throw new ParseException(t.start(),
          "integer bitwidth is limited to " + IntegerType.MAX_WIDTH + " bits");
    }
    if (signedness == IntegerType.Signedness.SIGNLESS) {
      return IntegerType.of((int) width);
    }
    return new IntegerType((int) width, signedness);
  }

  private Type parseComplexType() {
    consume();
    expect(TokenKind.LESS, "expected '<' in complex type");
    int elementOffset = token.start();
    Type element = parseType();
    expect(TokenKind.GREATER, "expected '>' in complex type");
    if (!ComplexType.isValidElementType(element)) {
      throw new ParseException(elementOffset, "invalid element type for complex");
    }
    return new ComplexType(element);
  }

  private Type parseTupleType() {
    consume();
    expect(TokenKind.LESS, "expected '<' in tuple type");
    if (consumeIf(TokenKind.GREATER)) {
      return new TupleType(List.of());
    }
    List<Type> types = parseTypeListNoParens();
    expect(TokenKind.GREATER, "expected '>' in tuple type");
    return new TupleType(types);
  }

  private Type parseTensorType() {
    consume();
    expect(TokenKind.LESS, "expected '<' in tensor type");
    boolean unranked = consumeIf(TokenKind.STAR);
    List<Long> shape = unranked ? List.of() : parseDimensionList();
    if (unranked) {
      parseXInDimensionList();
    }
    int elementOffset = token.start();
    Type element = parseType();
    Attribute encoding = null;
    if (consumeIf(TokenKind.COMMA)) {
      encoding = parseAttribute();
    }
    expect(TokenKind.GREATER, "expected '>' in tensor type");
    if (!RankedTensorType.isValidElementType(element)) {
      throw new ParseException(elementOffset, "invalid tensor element type");
    }
    if (unranked) {
      if (encoding != null) {
        throw error("cannot apply encoding to unranked tensor");
      }
      return new UnrankedTensorType(element);
    }
    return new RankedTensorType(shape, element, encoding);
  }

  private Type parseMemRefType() {
    int typeOffset = consume().start();
    expect(TokenKind.LESS, "expected '<' in memref type");
    boolean unranked = consumeIf(TokenKind.STAR);
    List<Long> shape = unranked ? List.of() : parseDimensionList();
    if (unranked) {
      parseXInDimensionList();
    }
    int elementOffset = token.start();
    Type element = parseType();
    if (!MemRefType.isValidElementType(element)) {
      throw new ParseException(elementOffset, "invalid memref element type");
    }
    Attribute layout = null;
    Attribute memorySpace = null;
    if (!consumeIf(TokenKind.GREATER)) {
      expect(TokenKind.COMMA, "expected ',' or '>' in memref type");
      do {
        Attribute attr = parseAttribute();
        if (!MemRefType.isLayout(attr)) {
          if (memorySpace != null) {
            throw error("multiple memory spaces specified in memref type");
          }
          memorySpace = attr;
          continue;
        }
        layout = attr;
        if (unranked) {
          throw error("cannot have affine map for unranked memref type");
        }
        if (memorySpace != null) {
          throw error("expected memory space to be last in memref type");
        }
      } while (consumeIf(TokenKind.COMMA));
      expect(TokenKind.GREATER, "expected ',' or '>'");
    }
    if (memorySpace instanceof OpaqueAttr) {
      throw new ParseException(typeOffset, "unsupported memory space Attribute");
    }
    if (unranked) {
      return new UnrankedMemRefType(element, memorySpace);
    }
    if (layout instanceof AffineMapAttr map && map.map().numDims() != shape.size()) {
      throw new ParseException(typeOffset, "memref layout mismatch between rank and affine map: "
          + shape.size() + " != " + map.map().numDims());
    }
    return new MemRefType(shape, element, layout, memorySpace);
  }

  private Type parseVectorType() {
    int vectorOffset = token.start();
    consume();
    expect(TokenKind.LESS, "expected '<' in vector type");
    List<Long> shape = new ArrayList<>(2);
    List<Boolean> scalable = new ArrayList<>(2);
    while (token.kind() == TokenKind.INTEGER || token.kind() == TokenKind.L_SQUARE) {
      boolean isScalable = consumeIf(TokenKind.L_SQUARE);
      shape.add(parseIntegerInDimensionList());
      if (isScalable && !consumeIf(TokenKind.R_SQUARE)) {
        throw wrongToken("missing ']' closing scalable dimension");
      }
      scalable.add(isScalable);
      parseXInDimensionList();
    }
    Type element = parseType();
    expect(TokenKind.GREATER, "expected '>' in vector type");
    for (int i = 0; i < shape.size(); i++) {
      if (shape.get(i) <= 0) {
        throw new ParseException(vectorOffset,
            "vector types must have positive constant sizes but got " + shape.get(i));
      }
    }
    if (!VectorType.isValidElementType(element)) {
      throw new ParseException(vectorOffset,
          "failed to verify 'elementType': VectorElementTypeInterface instance");
    }
    return new VectorType(shape, scalable, element);
  }

  /** Parses {@code (dim 'x')*} where a dim is an integer or {@code ?}. */
  public List<Long> parseDimensionList() {
    List<Long> dims = new ArrayList<>(4);
    while (token.kind() == TokenKind.INTEGER || token.kind() == TokenKind.QUESTION) {
      if (consumeIf(TokenKind.QUESTION)) {
        dims.add(ShapedType.DYNAMIC);
      } else {
        dims.add(parseIntegerInDimensionList());
      }
      parseXInDimensionList();
    }
    return dims;
  }

  private long parseIntegerInDimensionList() {
    Token t = token;
    if (t.length() > 1 && t.charAt(1) == 'x') {
      resetTo(t.start() + 1);
      return 0;
    }
    long value = 0;
    for (int i = 0; i < t.length(); i++) {
      value = value * 10 + (t.charAt(i) - '0');
      if (value < 0 || i > 19) {
        throw error("invalid dimension");
      }
    }
    consume();
    return value;
  }

  private void parseXInDimensionList() {
    if (token.kind() != TokenKind.BARE_IDENTIFIER || token.charAt(0) != 'x') {
      throw wrongToken("expected 'x' in dimension list");
    }
    if (token.length() != 1) {
      resetTo(token.start() + 1);
    } else {
      consume();
    }
  }

  private Type parseExtendedType() {
    Token t = consume();
    String identifier = t.prefixedName();
    DialectSymbol symbol = parseDialectSymbol(t, identifier);
    if (symbol == null) {
      Type alias = context.typeAlias(identifier);
      if (alias == null) {
        throw wrongToken("undefined symbol alias id '" + identifier + "'");
      }
      return alias;
    }
    Type registered = context.parseDialectType(symbol.dialect, symbol.body, symbol.offset);
    if (registered != null) {
      return registered;
    }
    checkUnregisteredAllowed(symbol, t, "type");
    return new OpaqueType(symbol.dialect, symbol.body);
  }

  // ---- Dialect symbols ----

  /** A dialect namespace and the verbatim body following it. */
  private record DialectSymbol(String dialect, String body, int offset) {}

  /**
   * Reads the body of {@code #ns.body<...>} / {@code #ns<...>} after the consumed token {@code t};
   * returns {@code null} when the identifier is an alias reference instead.
   */
  private DialectSymbol parseDialectSymbol(Token t, String identifier) {
    int dot = identifier.indexOf('.');
    boolean pretty = dot >= 0;
    boolean hasBody = token.kind() == TokenKind.LESS && token.start() == t.end();
    if (!hasBody && !pretty) {
      return null;
    }
    String dialect = pretty ? identifier.substring(0, dot) : identifier;
    if (!pretty) {
      int bodyStart = token.start() + 1;
      int end = scanDialectBody(token);
      return new DialectSymbol(dialect, lexer.buffer().substring(bodyStart, end - 1), bodyStart);
    }
    int bodyStart = t.start() + 1 + dot + 1;
    int end = hasBody ? scanDialectBody(token) : t.end();
    return new DialectSymbol(dialect, lexer.buffer().substring(bodyStart, end), bodyStart);
  }

  /** Scans the balanced {@code <...>} starting at token {@code less}; returns the end offset. */
  private int scanDialectBody(Token less) {
    String buffer = lexer.buffer();
    int pos = less.start() + 1;
    StringBuilder nesting = new StringBuilder(8).append('<');
    while (nesting.length() > 0) {
      if (pos >= buffer.length() || buffer.charAt(pos) == 0) {
        throw new ParseException(less.start(),
            "unbalanced '" + nesting.charAt(nesting.length() - 1)
                + "' character in pretty dialect name");
      }
      char c = buffer.charAt(pos++);
      switch (c) {
        case '<': case '[': case '(': case '{':
          nesting.append(c);
          break;
        case '-':
          if (pos < buffer.length() && buffer.charAt(pos) == '>') {
            pos++;
          }
          break;
        case '>': popNesting(nesting, '<', less); break;
        case ']': popNesting(nesting, '[', less); break;
        case ')': popNesting(nesting, '(', less); break;
        case '}': popNesting(nesting, '{', less); break;
        case '"':
          Lexer strings = new Lexer(buffer, pos - 1);
          Token string = strings.lexToken();
          pos = string.end();
          break;
        default:
          break;
      }
    }
    resetTo(pos);
    return pos;
  }

  private static void popNesting(StringBuilder nesting, char open, Token less) {
    char top = nesting.charAt(nesting.length() - 1);
    if (top != open) {
      throw new ParseException(less.start(),
          "unbalanced '" + top + "' character in pretty dialect name");
    }
    nesting.setLength(nesting.length() - 1);
  }

  /** Rejects a symbol of an unknown dialect unless allowed, with mlir-opt's message. */
  private void checkUnregisteredAllowed(DialectSymbol symbol, Token t, String what) {
    if (context.allowsUnregisteredDialects()) {
      return;
    }
    StringBuilder spelled = new StringBuilder();
    AttrPrinter quoted = new AttrPrinter(spelled, null);
    spelled.append(what.equals("type") ? "`!" : "#");
    quoted.printEscapedString(symbol.dialect);
    spelled.append('<');
    quoted.printEscapedString(symbol.body);
    spelled.append(what.equals("type") ? ">`" : "> : 'none'");
    throw new ParseException(symbol.offset, spelled + " " + what + " created with unregistered "
        + "dialect. If this is intended, please call allowUnregisteredDialects() on the "
        + "MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used");
  }

  // ---- Attributes ----

  /** Parses an attribute value, with an optional {@code : type} suffix where MLIR allows one. */
  public Attribute parseAttribute() {
    return parseAttribute(null);
  }

  /**
   * Parses an attribute value; when {@code type} is given, typed literals take it and no
   * {@code : type} suffix is read (custom assembly formats use this).
   */
  public Attribute parseAttribute(Type type) {
    Token t = token;
    switch (t.kind()) {
      case INTEGER:
        return parseIntegerOrHexFloat(type, false);
      case FLOAT:
        return parseFloatAttr(type, false);
      case MINUS:
        consume();
        if (token.kind() == TokenKind.INTEGER) {
          return parseIntegerOrHexFloat(type, true);
        }
        if (token.kind() == TokenKind.FLOAT) {
          return parseFloatAttr(type, true);
        }
        throw wrongToken("expected constant integer or floating point value");
      case STRING:
        return parseStringAttr(type);
      case AT_IDENTIFIER:
        return parseSymbolRef();
      case L_SQUARE:
        return parseArrayAttr();
      case L_BRACE:
        return parseAttributeDictionary();
      case HASH_IDENTIFIER:
        return parseExtendedAttr(type);
      case BARE_IDENTIFIER:
        return parseKeywordAttr(t, type);
      case L_PAREN:
      case EXCLAMATION_IDENTIFIER:
        return parseType();
      default:
        throw wrongToken("expected attribute value");
    }
  }

  private Attribute parseKeywordAttr(Token t, Type type) {
    switch (t.text()) {
      case "true": consume(); return BoolAttr.TRUE;
      case "false": consume(); return BoolAttr.FALSE;
      case "unit": consume(); return UnitAttr.INSTANCE;
      case "loc": return parseInlineLocation();
      case "array": return parseDenseArrayAttr();
      case "strided": return parseStridedLayoutAttr();
      case "distinct": return parseDistinctAttr(type);
      case "dense": case "sparse": case "dense_resource":
        return new DenseParser(this).parse(type);
      case "affine_map": case "affine_set":
        return new AffineParser(this).parseAttribute();
      default:
        if (isTypeKeyword(t)) {
          return parseType();
        }
        throw wrongToken("expected attribute value");
    }
  }

  private Attribute parseStringAttr(Type type) {
    Token t = consume();
    if (type == null && consumeIf(TokenKind.COLON)) {
      type = parseType();
    }
    return StringAttr.ofBytes(t.stringBytes(), type);
  }

  private Attribute parseIntegerOrHexFloat(Type type, boolean negative) {
    Token literal = consume();
    if (type == null) {
      type = consumeIf(TokenKind.COLON) ? parseType() : IntegerType.I64;
    }
    if (type instanceof FloatType) {
      return new FloatAttr((FloatType) type, hexFloatBits(literal, negative, (FloatType) type));
    }
    if (!(type instanceof IntegerType) && !(type instanceof IndexType)) {
      throw new ParseException(literal.start(), "integer literal not valid for specified type");
    }
    if (negative && type instanceof IntegerType && ((IntegerType) type).isUnsigned()) {
      throw new ParseException(literal.start(),
          "negative integer literal not valid for unsigned integer type");
    }
    BigInteger value = integerValue(type, negative, literal);
    if (value == null) {
      throw new ParseException(literal.start(), "integer constant out of range for attribute");
    }
    return new IntegerAttr(type, value);
  }

  /**
   * {@return the value of integer token {@code literal} (negated if {@code negative}) as
   * mlir-opt's {@code buildAttributeAPInt} accepts it for {@code type}, or {@code null} if it is
   * out of range}
   */
  static BigInteger integerValue(Type type, boolean negative, Token literal) {
    BigInteger magnitude = literalMagnitude(literal);
    int width = IntegerAttr.bitWidth(type);
    if (magnitude.bitLength() > width) {
      return null;
    }
    if (negative) {
      if (width == 0 || magnitude.signum() == 0 || magnitude.bitLength() > width
          || magnitude.compareTo(BigInteger.ONE.shiftLeft(width - 1)) > 0) {
        return null;
      }
      return magnitude.negate();
    }
    boolean signedView = type instanceof IndexType
        || ((IntegerType) type).signedness() == IntegerType.Signedness.SIGNED;
    if (signedView && width > 0 && magnitude.testBit(width - 1)) {
      return null;
    }
    return magnitude;
  }

  /** {@return the non-negative value of a decimal or hexadecimal integer token} */
  static BigInteger literalMagnitude(Token literal) {
    int length = literal.length();
    boolean hex = length > 1 && literal.charAt(1) == 'x';
    if (!hex && length < 19) {
      long value = 0;
      for (int i = 0; i < length; i++) {
        value = value * 10 + (literal.charAt(i) - '0');
      }
      return BigInteger.valueOf(value);
    }
    String text = literal.text();
    return hex ? new BigInteger(text.substring(2), 16) : new BigInteger(text);
  }

  /** {@return the bits of a hexadecimal float literal, checked against {@code type}} */
  static BigInteger hexFloatBits(Token literal, boolean negative, FloatType type) {
    if (!(literal.length() > 1 && literal.charAt(1) == 'x')) {
      throw new ParseException(literal.start(),
          "unexpected decimal integer literal for a floating point value", literal.start(),
          "add a trailing dot to make the literal a float");
    }
    if (negative) {
      throw new ParseException(literal.start(),
          "hexadecimal float literal should not have a leading minus");
    }
    BigInteger bits = literalMagnitude(literal);
    if (bits.bitLength() > type.width()) {
      throw new ParseException(literal.start(), "hexadecimal float constant out of range for type");
    }
    return bits;
  }

  private Attribute parseFloatAttr(Type type, boolean negative) {
    Token literal = consume();
    if (type == null) {
      type = consumeIf(TokenKind.COLON) ? parseType() : FloatType.F64;
    }
    if (!(type instanceof FloatType)) {
      throw error("floating point value not valid for specified type");
    }
    return new FloatAttr((FloatType) type, floatBits(literal, negative, (FloatType) type));
  }

  /** {@return the bits of float token {@code literal}: read as a double, then rounded to type} */
  static BigInteger floatBits(Token literal, boolean negative, FloatType type) {
    double value = Double.parseDouble(literal.text());
    return FloatFormat.fromDouble(type, negative ? -value : value);
  }

  private Attribute parseSymbolRef() {
    String root = consume().stringValue();
    List<String> nested = null;
    while (token.kind() == TokenKind.COLON) {
      int colonOffset = token.start();
      consume();
      if (!consumeIf(TokenKind.COLON)) {
        resetTo(colonOffset);
        break;
      }
      if (token.kind() != TokenKind.AT_IDENTIFIER) {
        throw error("expected nested symbol reference identifier");
      }
      if (nested == null) {
        nested = new ArrayList<>(2);
      }
      nested.add(consume().stringValue());
    }
    return new SymbolRefAttr(root, nested == null ? List.of() : nested);
  }

  private Attribute parseArrayAttr() {
    consume();
    if (consumeIf(TokenKind.R_SQUARE)) {
      return ArrayAttr.EMPTY;
    }
    List<Attribute> elements = new ArrayList<>();
    do {
      elements.add(parseAttribute());
    } while (consumeIf(TokenKind.COMMA));
    expect(TokenKind.R_SQUARE, "expected ',' or ']'");
    return new ArrayAttr(elements);
  }

  /** Parses a dictionary {@code {a = 1, b}}: entries sorted by name, duplicates rejected. */
  public DictionaryAttr parseAttributeDictionary() {
    expect(TokenKind.L_BRACE, "expected '{' in attribute dictionary");
    if (consumeIf(TokenKind.R_BRACE)) {
      return DictionaryAttr.EMPTY;
    }
    List<NamedAttribute> entries = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    do {
      String name;
      if (token.kind() == TokenKind.STRING) {
        name = token.stringValue();
      } else if (token.kind() == TokenKind.BARE_IDENTIFIER) {
        name = token.text();
      } else {
        throw wrongToken("expected attribute name");
      }
      if (name.isEmpty()) {
        throw error("expected valid attribute name");
      }
      if (!seen.add(name)) {
        throw error("duplicate key '" + name + "' in dictionary attribute");
      }
      consume();
      entries.add(new NamedAttribute(name,
          consumeIf(TokenKind.EQUAL) ? parseAttribute() : UnitAttr.INSTANCE));
    } while (consumeIf(TokenKind.COMMA));
    expect(TokenKind.R_BRACE, "expected '}' in attribute dictionary");
    return DictionaryAttr.sorted(entries);
  }

  private Attribute parseExtendedAttr(Type type) {
    Token t = consume();
    String identifier = t.prefixedName();
    DialectSymbol symbol = parseDialectSymbol(t, identifier);
    if (symbol == null) {
      Attribute alias = context.attributeAlias(identifier);
      if (alias == null) {
        throw wrongToken("undefined symbol alias id '" + identifier + "'");
      }
      return alias;
    }
    Attribute registered = context.parseDialectAttribute(symbol.dialect, symbol.body,
        symbol.offset);
    if (registered != null) {
      return registered;
    }
    checkUnregisteredAllowed(symbol, t, "attribute");
    if (type == null && consumeIf(TokenKind.COLON)) {
      type = parseType();
    }
    return new OpaqueAttr(symbol.dialect, symbol.body, type);
  }

  private Attribute parseDenseArrayAttr() {
    consume();
    expect(TokenKind.LESS, "expected '<' after 'array'");
    int typeOffset = token.start();
    Type element = parseType();
    boolean isInt = element instanceof IntegerType;
    if (!isInt && !(element instanceof FloatType)) {
      throw new ParseException(typeOffset,
          "expected integer or float type, got: '" + AttrPrinter.toText(element) + "'");
    }
    int width = isInt ? ((IntegerType) element).width() : ((FloatType) element).width();
    if (width != 1 && width % 8 != 0 || !isInt && width == 1) {
      throw new ParseException(typeOffset, "element type bitwidth must be a multiple of 8");
    }
    if (consumeIf(TokenKind.GREATER)) {
      return new DenseArrayAttr(element, new long[0]);
    }
    expect(TokenKind.COLON, "expected ':' after dense array type");
    long[] values = new long[8];
    int count = 0;
    do {
      if (count == values.length) {
        values = java.util.Arrays.copyOf(values, count * 2);
      }
      values[count++] = isInt
          ? parseDenseArrayInteger((IntegerType) element)
          : parseDenseArrayFloat((FloatType) element);
    } while (consumeIf(TokenKind.COMMA));
    expect(TokenKind.GREATER, "expected '>' to close an array attribute");
    return new DenseArrayAttr(element, java.util.Arrays.copyOf(values, count));
  }

  private long parseDenseArrayInteger(IntegerType element) {
    boolean negative = consumeIf(TokenKind.MINUS);
    if (token.isKeyword("true") || token.isKeyword("false")) {
      if (!element.isSignless(1)) {
        throw error("expected i1 type for 'true' or 'false' values");
      }
      return consume().isKeyword("true") ? 1 : 0;
    }
    if (token.kind() != TokenKind.INTEGER) {
      throw error("expected integer literal");
    }
    Token literal = consume();
    if (element.isSignless(1)) {
      throw error("expected 'true' or 'false' values for i1 type");
    }
    BigInteger value = integerValue(element, negative, literal);
    if (value == null) {
      throw error("integer constant out of range");
    }
    return value.longValue();
  }

  private long parseDenseArrayFloat(FloatType element) {
    boolean negative = consumeIf(TokenKind.MINUS);
    Token literal = token;
    BigInteger bits;
    if (literal.kind() == TokenKind.FLOAT) {
      bits = floatBits(literal, negative, element);
    } else if (literal.kind() == TokenKind.INTEGER) {
      bits = hexFloatBits(literal, negative, element);
    } else {
      throw error("expected floating point literal");
    }
    consume();
    return bits.longValue();
  }

  private Attribute parseStridedLayoutAttr() {
    consume();
    expect(TokenKind.LESS, "expected '<' after 'strided'");
    expect(TokenKind.L_SQUARE, "expected '['");
    List<Long> strides = new ArrayList<>(4);
    if (token.kind() != TokenKind.R_SQUARE) {
      do {
        strides.add(parseStrideOrOffset());
      } while (consumeIf(TokenKind.COMMA));
    }
    expect(TokenKind.R_SQUARE, "expected ']'");
    if (consumeIf(TokenKind.GREATER)) {
      return new StridedLayoutAttr(0, strides);
    }
    expect(TokenKind.COMMA, "expected ','");
    if (!consumeIfKeyword("offset")) {
      throw wrongToken("expected 'offset' after comma");
    }
    expect(TokenKind.COLON, "expected ':' after 'offset'");
    long offset = parseStrideOrOffset();
    expect(TokenKind.GREATER, "expected '>'");
    return new StridedLayoutAttr(offset, strides);
  }

  private long parseStrideOrOffset() {
    if (consumeIf(TokenKind.QUESTION)) {
      return ShapedType.DYNAMIC;
    }
    int offset = token.start();
    boolean negative = consumeIf(TokenKind.MINUS);
    if (token.kind() != TokenKind.INTEGER) {
      throw new ParseException(offset, "expected a 64-bit signed integer or '?'");
    }
    BigInteger value = literalMagnitude(token);
    if (value.bitLength() > 63) {
      throw new ParseException(offset, "expected a 64-bit signed integer or '?'");
    }
    consume();
    return negative ? -value.longValue() : value.longValue();
  }

  private Attribute parseDistinctAttr(Type type) {
    int start = token.start();
    consume();
    expect(TokenKind.L_SQUARE, "expected '[' after 'distinct'");
    Token id = expect(TokenKind.INTEGER, "expected distinct ID");
    BigInteger key = literalMagnitude(id);
    if (key.bitLength() > 64) {
      throw error("expected an unsigned 64-bit integer");
    }
    expect(TokenKind.R_SQUARE, "expected ']' to close distinct ID");
    expect(TokenKind.LESS, "expected '<' after distinct ID");
    Attribute referenced;
    if (consumeIf(TokenKind.GREATER)) {
      referenced = UnitAttr.INSTANCE;
    } else {
      referenced = parseAttribute(type);
      expect(TokenKind.GREATER, "expected '>' to close distinct attribute");
    }
    DistinctAttr existing = distinctAttrs.get(key);
    if (existing == null) {
      DistinctAttr created = DistinctAttr.create(referenced);
      distinctAttrs.put(key, created);
      return created;
    }
    if (!existing.referenced().equals(referenced)) {
      throw new ParseException(start, "referenced attribute does not match previous definition: "
          + AttrPrinter.toText(existing.referenced()));
    }
    return existing;
  }

  // ---- Locations ----

  /**
   * Parses {@code ( location )} after a trailing {@code loc} keyword; an alias {@code #name}
   * (without a dot) goes through {@link Context#locationAlias}, so it may be defined later.
   */
  public Location parseLocationInParens() {
    expect(TokenKind.L_PAREN, "expected '(' in location");
    Location loc;
    if (token.kind() == TokenKind.HASH_IDENTIFIER && token.text().indexOf('.') < 0) {
      Token alias = consume();
      loc = context.locationAlias(alias.prefixedName(), alias.start());
    } else {
      loc = parseLocationInstance();
    }
    expect(TokenKind.R_PAREN, "expected ')' in location");
    return loc;
  }

  /** Parses the optional trailing {@code loc(...)} of an op or argument; {@code null} if absent. */
  public Location parseOptionalTrailingLocation() {
    if (!consumeIfKeyword("loc")) {
      return null;
    }
    return parseLocationInParens();
  }

  private Attribute parseInlineLocation() {
    consume();
    expect(TokenKind.L_PAREN, "expected '(' in inline location");
    Location loc = parseLocationInstance();
    expect(TokenKind.R_PAREN, "expected ')' in inline location");
    return loc;
  }

  /** Parses a location without the {@code loc( )} wrapper. */
  public Location parseLocationInstance() {
    if (token.kind() == TokenKind.HASH_IDENTIFIER) {
      Attribute attr = parseExtendedAttr(null);
      if (!(attr instanceof Location)) {
        throw error("expected location attribute, but got" + AttrPrinter.toText(attr));
      }
      return (Location) attr;
    }
    if (token.kind() == TokenKind.STRING) {
      return parseNameOrFileLineCol();
    }
    if (token.isKeyword("callsite")) {
      return parseCallSiteLocation();
    }
    if (token.isKeyword("fused")) {
      return parseFusedLocation();
    }
    if (consumeIfKeyword("unknown")) {
      return UnknownLoc.INSTANCE;
    }
    throw wrongToken("expected location instance");
  }

  private Location parseNameOrFileLineCol() {
    String name = consume().stringValue();
    if (consumeIf(TokenKind.COLON)) {
      int line = parseLocationNumber("expected integer line number in FileLineColRange");
      if (!consumeIf(TokenKind.COLON)) {
        return FileLineColLoc.of(name, line, 0);
      }
      int column = parseLocationNumber("expected integer column number in FileLineColRange");
      if (!consumeIfKeyword("to")) {
        return FileLineColLoc.of(name, line, column);
      }
      int endLine = line;
      FileLineColLoc.Extent extent = FileLineColLoc.Extent.END_COLUMN;
      if (token.kind() == TokenKind.INTEGER) {
        endLine = parseLocationNumber("expected integer line number in FileLineColRange");
        extent = FileLineColLoc.Extent.END_LINE;
      }
      if (!consumeIf(TokenKind.COLON)) {
        throw wrongToken("expected either integer or `:` post `to` in FileLineColRange");
      }
      int endColumn = parseLocationNumber("expected integer column number in FileLineColRange");
      return new FileLineColLoc(name, line, column, endLine, endColumn, extent);
    }
    if (!consumeIf(TokenKind.L_PAREN)) {
      return new NameLoc(name, null);
    }
    Location child = parseLocationInstance();
    expect(TokenKind.R_PAREN, "expected ')' after child location of NameLoc");
    return new NameLoc(name, child);
  }

  /** Parses an unsigned 32-bit number, stored in an {@code int} with unsigned meaning. */
  private int parseLocationNumber(String message) {
    if (token.kind() != TokenKind.INTEGER) {
      throw wrongToken(message);
    }
    BigInteger value = literalMagnitude(token);
    if (value.bitLength() > 32) {
      throw wrongToken(message);
    }
    consume();
    return value.intValue();
  }

  private Location parseCallSiteLocation() {
    consume();
    expect(TokenKind.L_PAREN, "expected '(' in callsite location");
    Location callee = parseLocationInstance();
    if (!consumeIfKeyword("at")) {
      throw wrongToken("expected 'at' in callsite location");
    }
    Location caller = parseLocationInstance();
    expect(TokenKind.R_PAREN, "expected ')' in callsite location");
    return new CallSiteLoc(callee, caller);
  }

  private Location parseFusedLocation() {
    consume();
    Attribute metadata = null;
    if (consumeIf(TokenKind.LESS)) {
      metadata = parseAttribute();
      expect(TokenKind.GREATER, "expected '>' after fused location metadata");
    }
    expect(TokenKind.L_SQUARE, "expected '[' in fused location");
    List<Location> locations = new ArrayList<>();
    if (!consumeIf(TokenKind.R_SQUARE)) {
      do {
        locations.add(parseLocationInstance());
      } while (consumeIf(TokenKind.COMMA));
      expect(TokenKind.R_SQUARE, "expected ']' in fused location");
    }
    return FusedLoc.of(metadata, locations);
  }
}
