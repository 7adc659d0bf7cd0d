package raptor.dialect.index;

import java.util.List;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.text.AttrPrinter;

/**
 * {@code #index<cmp_predicate slt>}: the predicate of {@code index.cmp}, one of the ten integer
 * comparisons of {@code arith.cmpi} in the same order.
 *
 * @param predicate the index of the predicate in {@link #KEYWORDS}
 */
public record CmpPredicateAttr(int predicate) implements DialectAttribute {
  /** The predicates by value. */
  public static final List<String> KEYWORDS =
      List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");

  /** The mnemonic of the attribute inside {@code #index<...>}. */
  static final String MNEMONIC = "cmp_predicate";

  @Override
  public String dialect() {
    return "index";
  }

  /** {@return the predicate's keyword, such as {@code slt}} */
  public String keyword() {
    return KEYWORDS.get(predicate);
  }

  @Override
  public void printBody(AttrPrinter printer) {
    printer.out().append(MNEMONIC).append(' ').append(keyword());
  }

  /** {@return the predicate named {@code keyword}, or null when there is none} */
  static CmpPredicateAttr of(String keyword) {
    int predicate = KEYWORDS.indexOf(keyword);
    return predicate < 0 ? null : new CmpPredicateAttr(predicate);
  }

  /** {@return whether the predicate holds for {@code a} and {@code b} of {@code bits} bits} */
  boolean holds(long a, long b, int bits) {
    long signedA = IndexArithmetic.signed(a, bits);
    long signedB = IndexArithmetic.signed(b, bits);
    int unsigned = Long.compareUnsigned(IndexArithmetic.unsigned(a, bits),
        IndexArithmetic.unsigned(b, bits));
    return switch (keyword()) {
      case "eq" -> signedA == signedB;
      case "ne" -> signedA != signedB;
      case "slt" -> signedA < signedB;
      case "sle" -> signedA <= signedB;
      case "sgt" -> signedA > signedB;
      case "sge" -> signedA >= signedB;
      case "ult" -> unsigned < 0;
      case "ule" -> unsigned <= 0;
      case "ugt" -> unsigned > 0;
      default -> unsigned >= 0;
    };
  }

  /** {@return whether the predicate holds when both operands are the same value} */
  boolean holdsOnEqual() {
    return predicate == 0 || predicate % 2 == 1 && predicate != 1;
  }
}
