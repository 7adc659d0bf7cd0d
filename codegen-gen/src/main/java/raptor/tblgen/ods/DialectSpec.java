package raptor.tblgen.ods;

import java.util.List;

/**
 * A dialect with its ops, in definition-name order: what one {@code .td} file defines.
 *
 * @param dialect the dialect
 * @param ops the ops
 */
public record DialectSpec(OdsDialect dialect, List<OpSpec> ops) {
  /** Copies the list. */
  public DialectSpec {
    ops = List.copyOf(ops);
  }
}
