package raptor.dialect.arith;

import java.util.List;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.text.AttrPrinter;

/**
 * {@code #arith.overflow<nsw, nuw>}: the no-signed-wrap and no-unsigned-wrap flags of integer
 * ops.
 *
 * @param flags bit 0 {@code nsw}, bit 1 {@code nuw}
 */
public record IntegerOverflowFlagsAttr(int flags) implements DialectAttribute {
  /** No flag. */
  public static final IntegerOverflowFlagsAttr NONE = new IntegerOverflowFlagsAttr(0);

  static final BitEnum KEYWORDS = new BitEnum("overflow", ", ", List.of("nsw", "nuw"), null,
      "::mlir::arith::IntegerOverflowFlags", "Arith_IntegerOverflowAttr");

  @Override
  public String dialect() {
    return "arith";
  }

  @Override
  public void printBody(AttrPrinter printer) {
    printer.out().append(KEYWORDS.print(flags));
  }
}
