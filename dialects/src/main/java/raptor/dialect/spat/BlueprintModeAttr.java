package raptor.dialect.spat;

import java.util.Objects;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.text.AttrPrinter;

/**
 * {@code #spat.blueprint_mode<fragment_assembly>}: the mode of a {@code spat.blueprint}.
 *
 * @param value the case
 */
public record BlueprintModeAttr(BlueprintMode value) implements DialectAttribute {
  /** The mnemonic after {@code #spat.}. */
  public static final String MNEMONIC = "blueprint_mode";

  /** Checks the case. */
  public BlueprintModeAttr {
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
