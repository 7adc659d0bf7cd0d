package raptor.ir.text;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.Dialect;
import raptor.ir.Dictionaries;
import raptor.ir.OpInfo;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.attr.AffineMap;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.Type;
import raptor.ir.constraint.AttrValues;
import raptor.ir.constraint.TypeKind;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * What a custom assembly form may parse: operands, types, keywords, symbol names, attribute
 * dictionaries and regions. Errors are thrown as {@link ParseException}s. As in MLIR's
 * {@code CustomOpAsmParser}, errors the form itself raises ({@link #error}, {@link #errorAt},
 * missing keywords, integers, symbol names, kinds of types) read {@code custom op 'name' ...},
 * while errors of the shared grammar (punctuation, types, attributes, operands) do not.
 */
public final class AsmParser {
  /** An operand as written, before its type is known. */
  public static final class UnresolvedOperand {
    private final IrParser.UnresolvedOperand use;

    private UnresolvedOperand(IrParser.UnresolvedOperand use) {
      this.use = use;
    }
  }

  private final IrParser parser;
  private final OpInfo<?> info;
  private final int opOffset;

  AsmParser(IrParser parser, OpInfo<?> info, int opOffset) {
    this.parser = parser;
    this.info = info;
    this.opOffset = opOffset;
  }

  /** {@return an error of the custom form at the current token} */
  public ParseException error(String message) {
    return errorAt(parser.token().start(), message);
  }

  /** {@return the type/attribute parser sharing this cursor} */
  public AttrParser attributes() {
    return parser;
  }

  // ---- Punctuation and keywords ----

  /** Parses {@code :}. */
  public void parseColon() {
    parser.expect(TokenKind.COLON, "expected ':'");
  }

  /** Parses the keyword {@code word}. */
  public void parseKeyword(String word) {
    if (!parser.consumeIfKeyword(word)) {
      throw error("expected '" + word + "'");
    }
  }

  /** {@return whether the keyword {@code word} came next (and was consumed)} */
  public boolean parseOptionalKeyword(String word) {
    return parser.consumeIfKeyword(word);
  }

  /** {@return the name of an {@code @symbol} if one comes next, else {@code null}} */
  public String parseOptionalSymbolName() {
    if (parser.token().kind() != TokenKind.AT_IDENTIFIER) {
      return null;
    }
    return parser.consume().stringValue();
  }

  // ---- Operands and types ----

  /** Parses a possibly empty list {@code %a, %b#1} (no delimiters). */
  public List<UnresolvedOperand> parseOperandList() {
    List<UnresolvedOperand> operands = new ArrayList<>();
    if (parser.token().kind() != TokenKind.PERCENT_IDENTIFIER) {
      return operands;
    }
    do {
      operands.add(new UnresolvedOperand(parser.parseOperandUse()));
    } while (parser.consumeIf(TokenKind.COMMA));
    return operands;
  }

  /** Parses a type. */
  public Type parseType() {
    return parser.parseType();
  }

  /** Parses a non-empty comma-separated list of types (no delimiters). */
  public List<Type> parseTypeList() {
    List<Type> types = new ArrayList<>();
    do {
      types.add(parser.parseType());
    } while (parser.consumeIf(TokenKind.COMMA));
    return types;
  }

  /** Resolves {@code operands} with {@code types}, appending the values to the state. */
  public void resolveOperands(List<UnresolvedOperand> operands, List<Type> types,
      OperationState state) {
    resolveOperands(operands, types, opOffset, state);
  }

  /**
   * Resolves {@code operands} with {@code types}, appending the values to the state; a count
   * mismatch is reported at {@code offset}, where the operands were written.
   */
  public void resolveOperands(List<UnresolvedOperand> operands, List<Type> types, int offset,
      OperationState state) {
    if (operands.size() != types.size()) {
      throw errorAt(offset, "number of operands and types do not match: got " + operands.size()
          + " operands and " + types.size() + " types");
    }
    for (int i = 0; i < operands.size(); i++) {
      state.operands.add(parser.resolve(operands.get(i).use, types.get(i)));
    }
  }

  // ---- Attributes ----

  /** Parses an attribute. */
  public Attribute parseAttribute() {
    return parser.parseAttribute();
  }

  /**
   * Parses an attribute that must be a {@code kind}, as MLIR's {@code parseAttribute<AttrT>}:
   * another kind is {@code invalid kind of attribute specified} at the attribute.
   */
  public <A extends Attribute> A parseAttribute(Class<A> kind) {
    int start = offset();
    Attribute attr = parser.parseAttribute();
    if (!kind.isInstance(attr)) {
      throw errorAt(start, "invalid kind of attribute specified");
    }
    return kind.cast(attr);
  }

  /** Parses an affine map written bare, {@code (d0, d1) -> (d1, d0)} (MLIR's parseAffineMap). */
  public AffineMap parseAffineMap() {
    return new AffineParser(parser).parseInlineMap();
  }

  /**
   * Parses an attribute that has a type (MLIR's {@code TypedAttr}): another one is
   * {@code invalid kind of attribute specified} at the attribute.
   */
  public Attribute parseTypedAttribute() {
    int start = offset();
    Attribute attr = parser.parseAttribute();
    if (AttrValues.typeOf(attr) == null) {
      throw errorAt(start, "invalid kind of attribute specified");
    }
    return attr;
  }

  /** Parses an optional {@code {...}} dictionary, splitting inherent and discardable entries. */
  public void parseOptionalAttrDict(OperationState state) {
    if (parser.token().kind() == TokenKind.L_BRACE) {
      addAttributes(state, parser.parseAttributeDictionary());
    }
  }

  /**
   * Parses an optional {@code attributes {...}}.
   *
   * @return the dictionary as written, empty when there was none
   */
  public DictionaryAttr parseOptionalAttrDictWithKeyword(OperationState state) {
    if (!parser.consumeIfKeyword("attributes")) {
      return DictionaryAttr.EMPTY;
    }
    DictionaryAttr dict = parser.parseAttributeDictionary();
    addAttributes(state, dict);
    return dict;
  }

  private void addAttributes(OperationState state, DictionaryAttr dict) {
    for (NamedAttribute entry : dict.entries()) {
      if (info.isInherentAttribute(entry.name())) {
        DictionaryAttr props = state.properties instanceof DictionaryAttr d ? d
            : DictionaryAttr.EMPTY;
        state.properties = Dictionaries.with(props, entry.name(), entry.value());
      } else {
        state.attributes = Dictionaries.with(state.attributes, entry.name(), entry.value());
      }
    }
  }

  // ---- Regions ----

  /** Parses a region into {@code region}. */
  public void parseRegion(Region region) {
    parser.parseRegionInto(region, info.hasTrait(IsolatedFromAbove.class), opOffset);
  }

  // ---- Pieces used by generated formats and hand-written forms ----

  /**
   * An entry-block argument as written in a signature: {@code %name: type {attrs} loc(...)}.
   *
   * @param name the SSA name without {@code %}
   * @param type the type
   * @param attributes the argument attributes (empty when none were written)
   * @param location the trailing location, or {@code null}
   * @param offset where the name was written
   */
  public record Argument(String name, Type type, DictionaryAttr attributes, Location location,
      int offset) {
    /** {@return this argument with type {@code newType}} */
    public Argument withType(Type newType) {
      return new Argument(name, newType, attributes, location, offset);
    }
  }

  /** {@return the buffer offset of the current token} */
  public int offset() {
    return parser.token().start();
  }

  /** {@return the buffer offset of the op name} */
  public int nameOffset() {
    return opOffset;
  }

  /** Parses the literal {@code spelling}: punctuation such as {@code ,} or {@code ->}, or a keyword. */
  public void parseToken(String spelling) {
    if (parseOptionalToken(spelling)) {
      return;
    }
    boolean keyword = Character.isLetter(spelling.charAt(0)) || spelling.charAt(0) == '_';
    // As MLIR: a missing keyword is reported at the next token, punctuation after the last one.
    throw keyword ? error("expected '" + spelling + "'")
        : missingToken("expected '" + spelling + "'");
  }

  /**
   * {@return an error of the shared grammar for missing punctuation, as MLIR's
   * {@code parseToken}: after the previous token and without the custom op prefix}
   */
  public ParseException missingToken(String message) {
    return parser.wrongToken(message);
  }

  /**
   * Parses an integer that fits in 64 bits, as MLIR's {@code parseInteger<int64_t>}: an
   * optionally negated literal, or {@code true} or {@code false} for 1 and 0.
   */
  public long parseInteger() {
    int start = offset();
    if (parser.consumeIfKeyword("true")) {
      return 1;
    }
    if (parser.consumeIfKeyword("false")) {
      return 0;
    }
    if (parser.token().kind() != TokenKind.INTEGER && parser.token().kind() != TokenKind.MINUS) {
      throw error("expected integer value");
    }
    boolean negative = parser.consumeIf(TokenKind.MINUS);
    String digits = parser.expect(TokenKind.INTEGER, "expected integer value").text();
    boolean hex = digits.length() > 1 && digits.charAt(1) == 'x';
    BigInteger value = hex ? new BigInteger(digits.substring(2), 16) : new BigInteger(digits);
    value = negative ? value.negate() : value;
    if (value.bitLength() > Long.SIZE - 1) {
      throw errorAt(start, "integer value too large");
    }
    return value.longValue();
  }

  /** {@return whether the literal {@code spelling} came next (and was consumed)} */
  public boolean parseOptionalToken(String spelling) {
    boolean matches = atToken(spelling);
    if (matches) {
      parser.consume();
    }
    return matches;
  }

  /** {@return the next keyword (a bare identifier)} */
  public String parseKeywordToken() {
    if (parser.token().kind() != TokenKind.BARE_IDENTIFIER) {
      throw parser.wrongToken("expected keyword");
    }
    return parser.consume().text();
  }

  /** Parses one operand use {@code %a} or {@code %a#1}. */
  public UnresolvedOperand parseOperand() {
    return new UnresolvedOperand(parser.parseOperandUse());
  }

  /** {@return the next operand use, or {@code null} when no {@code %} name comes next} */
  public UnresolvedOperand parseOptionalOperand() {
    return parser.token().kind() == TokenKind.PERCENT_IDENTIFIER ? parseOperand() : null;
  }

  /** {@return the type that comes next as a one-element list, or an empty list if none does} */
  public List<Type> parseOptionalTypeAsList() {
    List<Type> types = new ArrayList<>(1);
    if (parser.atType()) {
      types.add(parser.parseType());
    }
    return types;
  }

  /** Parses {@code (inputs) -> results}: any type, which must be a function type. */
  public FunctionType parseFunctionType() {
    return (FunctionType) parseType(TypeKind.FUNCTION);
  }

  /** Parses a type, which must be of {@code kind} (MLIR's {@code parseType<TypeT>}). */
  public Type parseType(TypeKind kind) {
    int start = parser.token().start();
    return checkKind(start, parser.parseType(), kind);
  }

  /**
   * Parses {@code : type}, where the type must be of {@code kind}; as MLIR's
   * {@code parseColonType<TypeT>}, a wrong kind is reported at the colon.
   */
  public Type parseColonType(TypeKind kind) {
    int start = parser.token().start();
    parseColon();
    return checkKind(start, parser.parseType(), kind);
  }

  private Type checkKind(int start, Type type, TypeKind kind) {
    if (!kind.accepts(type)) {
      String expected = kind.mlirName() == null ? ""
          : ": expected " + kind.mlirName() + ", but found '" + AttrPrinter.toText(type) + "'";
      throw errorAt(start, "invalid kind of type specified" + expected);
    }
    return type;
  }

  /** Parses an attribute; a bare number or {@code true} gets type {@code type}. */
  public Attribute parseAttribute(Type type) {
    return parser.parseAttribute(type);
  }

  /** Parses {@code @name}. */
  public String parseSymbolName() {
    String name = parseOptionalSymbolName();
    if (name == null) {
      throw error("expected valid '@'-identifier for symbol name");
    }
    return name;
  }

  /** Parses a block reference {@code ^bb1}. */
  public Block parseSuccessor() {
    return parser.parseSuccessor();
  }

  /**
   * Parses a dialect attribute written without {@code #dialect.mnemonic}, such as {@code <nsw>}
   * in {@code overflow<nsw>}, through the dialect's attribute hook.
   */
  public Attribute parseStrippedDialectAttribute(String dialect, String mnemonic) {
    int start = parser.token().start();
    if (parser.token().kind() != TokenKind.LESS) {
      throw parser.wrongToken("expected '<'");
    }
    int depth = 0;
    int end;
    do {
      Token t = parser.consume();
      if (t.kind() == TokenKind.LESS) {
        depth++;
      } else if (t.kind() == TokenKind.GREATER) {
        depth--;
      } else if (t.kind() == TokenKind.EOF) {
        throw new ParseException(start, "unbalanced '<' in dialect attribute");
      }
      end = t.end();
    } while (depth > 0);
    String body = mnemonic + parser.lexer().buffer().substring(start, end);
    Dialect owner = parser.irContext().dialect(dialect);
    Attribute attr;
    try {
      // The body reads as if the mnemonic stood right before '<', so offsets into '<...>' hold.
      attr = owner == null ? null : owner.parseAttribute(body, start - mnemonic.length());
    } catch (ParseException e) {
      throw e.withPrefix(customOpPrefix());
    }
    if (attr == null) {
      throw new ParseException(start, "invalid '" + dialect + "." + mnemonic + "' attribute");
    }
    return attr;
  }

  /** Parses the body of a dense array written without {@code array<T: ...>}: {@code [1, 2]}. */
  public DenseArrayAttr parseDenseArrayBody(Type elementType) {
    parser.expect(TokenKind.L_SQUARE, "expected '['");
    List<Long> values = new ArrayList<>();
    if (!parser.consumeIf(TokenKind.R_SQUARE)) {
      do {
        Attribute element = parser.parseAttribute(elementType);
        if (!(element instanceof IntegerAttr integer)) {
          throw parser.error("expected an integer");
        }
        values.add(integer.longValue());
      } while (parser.consumeIf(TokenKind.COMMA));
      parser.expect(TokenKind.R_SQUARE, "expected ']'");
    }
    long[] array = new long[values.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = values.get(i);
    }
    return new DenseArrayAttr(elementType, array);
  }

  /** Parses an optional {@code <{...}>} into the state's properties. */
  public void parseOptionalPropDict(OperationState state) {
    if (parser.token().kind() != TokenKind.LESS) {
      return;
    }
    parser.consume();
    DictionaryAttr dict = parser.parseAttributeDictionary();
    parser.expect(TokenKind.GREATER, "expected '>' to close properties");
    DictionaryAttr props = state.properties instanceof DictionaryAttr d ? d : DictionaryAttr.EMPTY;
    for (NamedAttribute entry : dict.entries()) {
      props = Dictionaries.with(props, entry.name(), entry.value());
    }
    state.properties = props;
  }

  /**
   * Parses an entry-block argument {@code %name: type}, then optional {@code {attrs}} when
   * {@code allowAttributes} holds and an optional {@code loc(...)}.
   */
  public Argument parseArgument(boolean allowAttributes) {
    Token name = parseArgumentToken("expected SSA identifier", false);
    parseColon();
    Type type = parser.parseType();
    DictionaryAttr attrs = DictionaryAttr.EMPTY;
    if (allowAttributes && parser.token().kind() == TokenKind.L_BRACE) {
      attrs = parser.parseAttributeDictionary();
    }
    Location loc = parser.parseOptionalTrailingLocation();
    return new Argument(name.prefixedName(), type, attrs, loc, name.start());
  }

  /** {@return whether the literal {@code spelling} (punctuation or keyword) comes next} */
  public boolean atToken(String spelling) {
    Token t = parser.token();
    boolean keyword = Character.isLetter(spelling.charAt(0)) || spelling.charAt(0) == '_';
    return keyword ? t.isKeyword(spelling)
        : t.kind() != TokenKind.STRING && t.kind() != TokenKind.BARE_IDENTIFIER
            && t.text().equals(spelling);
  }

  /** {@return whether a keyword (a bare identifier) comes next} */
  public boolean atKeyword() {
    return parser.token().kind() == TokenKind.BARE_IDENTIFIER;
  }

  /**
   * Parses {@code (%a, %b)}: region argument names without types, as MLIR's
   * {@code parseArgumentList} with parentheses; give them types with
   * {@link Argument#withType(Type)}.
   */
  public List<Argument> parseArgumentNameList() {
    if (!parseOptionalToken("(")) {
      throw missingToken("expected '(' in argument list");
    }
    List<Argument> arguments = new ArrayList<>();
    if (parseOptionalToken(")")) {
      return arguments;
    }
    do {
      arguments.add(parseArgumentName());
    } while (parseOptionalToken(","));
    if (!parseOptionalToken(")")) {
      throw missingToken("expected ')' in argument list");
    }
    return arguments;
  }

  /**
   * Parses the name of a region argument written without its type, such as the induction
   * variable {@code %iv} of {@code scf.for %iv = ...}; give it a type with
   * {@link Argument#withType(Type)} before parsing the region.
   */
  public Argument parseArgumentName() {
    return parseArgumentName(false);
  }

  /**
   * Parses the name of a region argument written without its type; with
   * {@code allowResultNumber}, a {@code #number} after it is accepted and ignored, as when MLIR
   * forms parse the name with {@code parseOperand} (the induction variable of {@code scf.for}).
   */
  public Argument parseArgumentName(boolean allowResultNumber) {
    Token name = parseArgumentToken("expected SSA operand", allowResultNumber);
    return new Argument(name.prefixedName(), null, DictionaryAttr.EMPTY, null, name.start());
  }

  /** Parses the {@code %name} of an argument and, when allowed, a {@code #number} after it. */
  private Token parseArgumentToken(String missing, boolean allowResultNumber) {
    Token name = parser.expect(TokenKind.PERCENT_IDENTIFIER, missing);
    if (parser.token().kind() == TokenKind.HASH_IDENTIFIER) {
      if (!allowResultNumber) {
        throw new ParseException(parser.token().start(),
            "result number not allowed in argument list");
      }
      parser.consume();
    }
    return name;
  }

  /** {@return whether a string literal comes next} */
  public boolean atString() {
    return parser.token().kind() == TokenKind.STRING;
  }

  /** {@return whether a symbol name ({@code @name}) comes next} */
  public boolean atSymbolName() {
    return parser.token().kind() == TokenKind.AT_IDENTIFIER;
  }

  /** {@return whether an SSA name ({@code %x}) comes next} */
  public boolean atOperand() {
    return parser.token().kind() == TokenKind.PERCENT_IDENTIFIER;
  }

  /** Parses a region whose entry block gets {@code arguments} (a function body). */
  public void parseRegion(Region region, List<Argument> arguments) {
    parser.parseRegionWithArguments(region, arguments, info.hasTrait(IsolatedFromAbove.class),
        opOffset);
  }

  /** {@return an error of the custom form at the buffer offset {@code offset}} */
  public ParseException errorAt(int offset, String message) {
    return new ParseException(offset, customOpPrefix() + message);
  }

  /**
   * {@return an error of the custom form at the current token, reported after {@code previous}}
   */
  public ParseException errorAfter(ParseException previous, String message) {
    return new ParseException(previous, parser.token().start(), customOpPrefix() + message);
  }

  private String customOpPrefix() {
    return "custom op '" + info.name() + "' ";
  }
}
