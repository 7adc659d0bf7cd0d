package raptor.tblgen.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import raptor.tblgen.diag.TdException;

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

  /**
   * {@return the integer enumerations the ops' attributes use, sorted by class name}
   *
   * @throws TdException if two enumerations share a class name
   */
  public List<EnumSpec> enums() {
    Map<String, EnumSpec> enums = new TreeMap<>();
    for (OpSpec op : ops) {
      for (AttributeSpec attr : op.attributes()) {
        EnumSpec e = attr.constraint().enumeration();
        EnumSpec other = e == null ? null : enums.putIfAbsent(e.className(), e);
        if (other != null && !other.equals(e)) {
          throw new TdException(e.loc(), "enumeration class '"
              + e.className() + "' is defined twice");
        }
      }
    }
    return new ArrayList<>(enums.values());
  }
}
