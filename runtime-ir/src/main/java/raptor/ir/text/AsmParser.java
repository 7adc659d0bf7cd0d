package raptor.ir.text;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Dictionaries;
import raptor.ir.OpInfo;
import raptor.ir.OperationState;
import raptor.ir.Region;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.Type;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * What a custom assembly form may parse: operands, types, keywords, symbol names, attribute
 * dictionaries and regions. Errors are thrown as {@link ParseException}s.
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

  /** {@return an error at the current token} */
  public ParseException error(String message) {
    return parser.error(message);
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
      throw parser.wrongToken("expected '" + word + "'");
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
    if (operands.size() != types.size()) {
      throw new ParseException(opOffset, operands.size() + " operands present, but expected "
          + types.size());
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

  /** Parses an optional {@code {...}} dictionary, splitting inherent and discardable entries. */
  public void parseOptionalAttrDict(OperationState state) {
    if (parser.token().kind() == TokenKind.L_BRACE) {
      addAttributes(state, parser.parseAttributeDictionary());
    }
  }

  /** Parses an optional {@code attributes {...}}. */
  public void parseOptionalAttrDictWithKeyword(OperationState state) {
    if (parser.consumeIfKeyword("attributes")) {
      addAttributes(state, parser.parseAttributeDictionary());
    }
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
}
