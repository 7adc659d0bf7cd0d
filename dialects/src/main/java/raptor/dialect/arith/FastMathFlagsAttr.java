package raptor.dialect.arith;

import java.util.List;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.text.AttrPrinter;

/**
 * {@code #arith.fastmath<nnan,ninf>}: the fast-math flags of floating-point ops; all of them
 * together print as {@code fast}.
 *
 * @param flags one bit per flag, in the order reassoc, nnan, ninf, nsz, arcp, contract, afn
 */
public record FastMathFlagsAttr(int flags) implements DialectAttribute {
  /** No flag. */
  public static final FastMathFlagsAttr NONE = new FastMathFlagsAttr(0);

  static final BitEnum KEYWORDS = new BitEnum("fastmath", ",",
      List.of("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"), "fast",
      "::mlir::arith::FastMathFlags", "Arith_FastMathAttr");

  @Override
  public String dialect() {
    return "arith";
  }

  @Override
  public void printBody(AttrPrinter printer) {
    printer.out().append(KEYWORDS.print(flags));
  }
}
