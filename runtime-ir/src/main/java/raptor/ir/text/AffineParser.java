package raptor.ir.text;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.attr.AffineExpr;
import raptor.ir.attr.AffineMap;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerSet;
import raptor.ir.attr.IntegerSetAttr;

/**
 * Parses {@code affine_map<...>} and {@code affine_set<...>} attributes on the shared token
 * cursor of an {@link AttrParser}, building simplified expressions as MLIR does.
 */
final class AffineParser {
  private final AttrParser p;
  private final List<String> names = new ArrayList<>();
  private final List<AffineExpr> bindings = new ArrayList<>();

  AffineParser(AttrParser parser) {
    this.p = parser;
  }

  /** Parses an affine map or set attribute starting at its keyword. */
  Attribute parseAttribute() {
    boolean isMap = p.token().isKeyword("affine_map");
    String what = isMap ? "affine map" : "integer set";
    p.consume();
    p.expect(TokenKind.LESS, "expected '<' in " + what);
    int start = p.token().start();
    int numDims = parseDimsAndSymbols();
    int numSymbols = names.size() - numDims;
    Attribute result;
    if (p.consumeIf(TokenKind.ARROW)) {
      if (!isMap) {
        throw new ParseException(start, "expected IntegerSet, but got AffineMap");
      }
      result = new AffineMapAttr(new AffineMap(numDims, numSymbols, parseMapResults()));
    } else {
      p.expect(TokenKind.COLON, "expected '->' or ':'");
      if (isMap) {
        throw new ParseException(start, "expected AffineMap, but got IntegerSet");
      }
      result = parseSet(numDims, numSymbols);
    }
    p.expect(TokenKind.GREATER, "expected '>' in " + what);
    return result;
  }

  /**
   * Parses a map written without {@code affine_map<...>}, such as {@code (i, j) -> (j, i)}, as
   * MLIR's {@code parseAffineMapReference}: an integer set is parsed, then rejected at its start.
   */
  AffineMap parseInlineMap() {
    int start = p.token().start();
    int numDims = parseDimsAndSymbols();
    int numSymbols = names.size() - numDims;
    if (p.consumeIf(TokenKind.ARROW)) {
      return new AffineMap(numDims, numSymbols, parseMapResults());
    }
    p.expect(TokenKind.COLON, "expected '->' or ':'");
    parseSet(numDims, numSymbols);
    throw new ParseException(start, "expected AffineMap, but got IntegerSet");
  }

  /** Parses {@code (d0, d1)} and an optional {@code [s0]}; {@return the number of dimensions} */
  private int parseDimsAndSymbols() {
    int numDims = parseIdList(TokenKind.L_PAREN, TokenKind.R_PAREN,
        " in dimensional identifier list", true);
    if (p.token().is(TokenKind.L_SQUARE)) {
      parseIdList(TokenKind.L_SQUARE, TokenKind.R_SQUARE, " in symbol list", false);
    }
    return numDims;
  }

  private int parseIdList(TokenKind open, TokenKind close, String context, boolean dims) {
    p.expect(open, "expected '" + (open == TokenKind.L_PAREN ? '(' : '[') + "'" + context);
    int count = 0;
    if (p.consumeIf(close)) {
      return 0;
    }
    do {
      Token t = p.token();
      if (!t.is(TokenKind.BARE_IDENTIFIER)) {
        throw p.wrongToken("expected bare identifier");
      }
      String name = t.text();
      if (names.contains(name)) {
        throw p.error("redefinition of identifier '" + name + "'");
      }
      p.consume();
      names.add(name);
      bindings.add(dims ? AffineExpr.dim(count) : AffineExpr.symbol(count));
      count++;
    } while (p.consumeIf(TokenKind.COMMA));
    p.expect(close, "expected '" + (close == TokenKind.R_PAREN ? ')' : ']') + "'" + context);
    return count;
  }

  private List<AffineExpr> parseMapResults() {
    p.expect(TokenKind.L_PAREN, "expected '(' in affine map range");
    List<AffineExpr> results = new ArrayList<>();
    if (p.consumeIf(TokenKind.R_PAREN)) {
      return results;
    }
    do {
      results.add(parseExpr());
    } while (p.consumeIf(TokenKind.COMMA));
    p.expect(TokenKind.R_PAREN, "expected ')' in affine map range");
    return results;
  }

  private Attribute parseSet(int numDims, int numSymbols) {
    p.expect(TokenKind.L_PAREN, "expected '(' in integer set constraint list");
    List<AffineExpr> constraints = new ArrayList<>();
    List<Boolean> equalities = new ArrayList<>();
    if (!p.consumeIf(TokenKind.R_PAREN)) {
      do {
        parseConstraint(constraints, equalities);
      } while (p.consumeIf(TokenKind.COMMA));
      p.expect(TokenKind.R_PAREN, "expected ')' in integer set constraint list");
    }
    if (constraints.isEmpty()) {
      constraints.add(AffineExpr.constant(0));
      equalities.add(true);
    }
    return new IntegerSetAttr(new IntegerSet(numDims, numSymbols, constraints, equalities));
  }

  private void parseConstraint(List<AffineExpr> constraints, List<Boolean> equalities) {
    AffineExpr lhs = parseExpr();
    if (p.consumeIf(TokenKind.GREATER) && p.consumeIf(TokenKind.EQUAL)) {
      constraints.add(lhs.minus(parseExpr()));
      equalities.add(false);
    } else if (p.consumeIf(TokenKind.LESS) && p.consumeIf(TokenKind.EQUAL)) {
      constraints.add(parseExpr().minus(lhs));
      equalities.add(false);
    } else if (p.consumeIf(TokenKind.EQUAL) && p.consumeIf(TokenKind.EQUAL)) {
      constraints.add(lhs.minus(parseExpr()));
      equalities.add(true);
    } else {
      throw p.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
    }
  }

  // ---- Expressions: low precedence (+ -) over high precedence (* floordiv ceildiv mod) ----

  private AffineExpr parseExpr() {
    return parseLowPrec(null, false);
  }

  private AffineExpr parseLowPrec(AffineExpr llhs, boolean llhsIsSub) {
    AffineExpr lhs = parseOperand(llhs);
    Boolean lowOp = consumeLowPrecOp();
    if (lowOp != null) {
      return parseLowPrec(llhs == null ? lhs : combineLow(llhs, llhsIsSub, lhs), lowOp);
    }
    int opOffset = p.token().start();
    AffineExpr.Kind highOp = consumeHighPrecOp();
    if (highOp != null) {
      AffineExpr high = parseHighPrec(lhs, highOp, opOffset);
      AffineExpr expr = llhs == null ? high : combineLow(llhs, llhsIsSub, high);
      Boolean next = consumeLowPrecOp();
      return next != null ? parseLowPrec(expr, next) : expr;
    }
    return llhs == null ? lhs : combineLow(llhs, llhsIsSub, lhs);
  }

  private AffineExpr parseHighPrec(AffineExpr llhs, AffineExpr.Kind llhsOp, int llhsOpOffset) {
    AffineExpr lhs = parseOperand(llhs);
    int opOffset = p.token().start();
    AffineExpr.Kind op = consumeHighPrecOp();
    if (op != null) {
      AffineExpr expr = llhs == null ? lhs : combineHigh(llhsOp, llhs, lhs, opOffset);
      return parseHighPrec(expr, op, opOffset);
    }
    return llhs == null ? lhs : combineHigh(llhsOp, llhs, lhs, llhsOpOffset);
  }

  private static AffineExpr combineLow(AffineExpr lhs, boolean isSub, AffineExpr rhs) {
    return isSub ? lhs.minus(rhs) : lhs.plus(rhs);
  }

  private AffineExpr combineHigh(AffineExpr.Kind op, AffineExpr lhs, AffineExpr rhs, int offset) {
    switch (op) {
      case MUL:
        if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
          throw new ParseException(offset, "non-affine expression: at least one of the multiply "
              + "operands has to be either a constant or symbolic");
        }
        return lhs.times(rhs);
      case FLOOR_DIV:
        checkSymbolicDivisor(rhs, "floordiv", offset);
        return lhs.floorDiv(rhs);
      case CEIL_DIV:
        checkSymbolicDivisor(rhs, "ceildiv", offset);
        return lhs.ceilDiv(rhs);
      default:
        checkSymbolicDivisor(rhs, "mod", offset);
        return lhs.mod(rhs);
    }
  }

  private static void checkSymbolicDivisor(AffineExpr rhs, String op, int offset) {
    if (!rhs.isSymbolicOrConstant()) {
      throw new ParseException(offset, "non-affine expression: right operand of " + op
          + " has to be either a constant or symbolic");
    }
  }

  /** {@return {@code false} for {@code +}, {@code true} for {@code -}, or {@code null}} */
  private Boolean consumeLowPrecOp() {
    if (p.consumeIf(TokenKind.PLUS)) {
      return Boolean.FALSE;
    }
    return p.consumeIf(TokenKind.MINUS) ? Boolean.TRUE : null;
  }

  private AffineExpr.Kind consumeHighPrecOp() {
    if (p.consumeIf(TokenKind.STAR)) {
      return AffineExpr.Kind.MUL;
    }
    if (p.consumeIfKeyword("floordiv")) {
      return AffineExpr.Kind.FLOOR_DIV;
    }
    if (p.consumeIfKeyword("ceildiv")) {
      return AffineExpr.Kind.CEIL_DIV;
    }
    return p.consumeIfKeyword("mod") ? AffineExpr.Kind.MOD : null;
  }

  private AffineExpr parseOperand(AffineExpr lhs) {
    Token t = p.token();
    switch (t.kind()) {
      case INTEGER:
        java.math.BigInteger value = AttrParser.literalMagnitude(t);
        if (value.bitLength() > 63) {
          throw p.error("constant too large for index");
        }
        p.consume();
        return AffineExpr.constant(value.longValue());
      case L_PAREN:
        p.consume();
        if (p.token().is(TokenKind.R_PAREN)) {
          throw p.error("no expression inside parentheses");
        }
        AffineExpr inner = parseExpr();
        p.expect(TokenKind.R_PAREN, "expected ')'");
        return inner;
      case MINUS:
        p.consume();
        return parseOperand(lhs).negate();
      case BARE_IDENTIFIER:
        return parseBareId();
      default:
        throw p.error(lhs != null
            ? "missing right operand of binary operator"
            : "missing left operand of binary operator");
    }
  }

  private AffineExpr parseBareId() {
    Token t = p.token();
    for (int i = 0; i < names.size(); i++) {
      if (t.spelledAs(names.get(i))) {
        p.consume();
        return bindings.get(i);
      }
    }
    throw p.wrongToken("use of undeclared identifier");
  }
}
