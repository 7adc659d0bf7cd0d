package raptor.dialect.spat;

import java.util.Objects;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.text.AttrPrinter;

/**
 * {@code #spat.logical_layout<NCHW>}: the logical layout of a planned op's tensors.
 *
 * @param value the case
 */
public record LogicalLayoutAttr(LogicalLayout value) implements DialectAttribute {
  /** The mnemonic after {@code #spat.}. */
  public static final String MNEMONIC = "logical_layout";

  /** Checks the case. */
  public LogicalLayoutAttr {
    Objects.requireNonNull(value, "value");
  }

  @Override
  public String dialect() {
    return SpatDialect.NAME;
  }

  @Override
  public void printBody(AttrPrinter printer) {
    printer.out().append(MNEMONIC).append('<').append(value.keyword()).append('>');
  }
}
