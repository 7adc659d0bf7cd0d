package raptor.dialect.spat;

import java.util.Objects;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.text.AttrPrinter;

/**
 * {@code #spat.physical_layout<DenseNCHW>}: a physical layout of a tensor.
 *
 * @param value the case
 */
public record PhysicalLayoutAttr(PhysicalLayout value) implements DialectAttribute {
  /** The mnemonic after {@code #spat.}. */
  public static final String MNEMONIC = "physical_layout";

  /** Checks the case. */
  public PhysicalLayoutAttr {
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
