package raptor.ir.text;

import java.util.List;
import java.util.Map;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.Type;

/**
 * The aliases chosen for one printed IR unit ({@code #map}, {@code #loc3}, {@code !tuple}...) and
 * their definitions, built by {@link AliasCollector}.
 *
 * <p>Print order matters: {@link #printDefinitions} first, then the IR through an
 * {@link AttrPrinter} using this table, then {@link #printDeferredDefinitions}. Distinct
 * attributes are numbered in that order.
 */
public final class AliasTable {
  /** One alias definition. */
  record Definition(Attribute value, String name, boolean deferred) {}

  private final Map<Attribute, String> names;
  private final List<Definition> definitions;
  private final DistinctIds distinctIds = new DistinctIds();
  private final boolean hasDistinct;

  AliasTable(Map<Attribute, String> names, List<Definition> definitions, boolean hasDistinct) {
    this.names = names;
    this.definitions = definitions;
    this.hasDistinct = hasDistinct;
  }

  /**
   * {@return whether printing with this table is free of side effects, so that parts of the IR
   * may be printed concurrently}: false when distinct attributes get numbers in print order
   */
  boolean allowsConcurrentPrinting() {
    return !hasDistinct;
  }

  /** {@return the alias of {@code value} ({@code #map1}, {@code !tuple}), or {@code null}} */
  public String aliasOf(Attribute value) {
    return names.get(value);
  }

  /** Appends the alias of {@code value} if it has one; returns whether it did. */
  boolean printAlias(Attribute value, StringBuilder out) {
    if (names.isEmpty() || AliasCollector.isPlainScalarType(value)) {
      return false;
    }
    String name = names.get(value);
    if (name == null) {
      return false;
    }
    out.append(name);
    return true;
  }

  DistinctIds distinctIds() {
    return distinctIds;
  }

  /**
   * Appends the definitions printed before the IR ({@code #map = affine_map<...>}), one a line,
   * locations in the form {@code options} say.
   */
  public void printDefinitions(StringBuilder out, PrintOptions options) {
    print(out, false, options);
  }

  /**
   * Appends the deferred location definitions printed after the top-level op, one a line, in the
   * form {@code options} say.
   */
  public void printDeferredDefinitions(StringBuilder out, PrintOptions options) {
    print(out, true, options);
  }

  private void print(StringBuilder out, boolean deferred, PrintOptions options) {
    AttrPrinter printer = new AttrPrinter(out, this,
        PrintOptions.DEFAULT.withPrettyDebugInfo(options.prettyDebugInfo()));
    for (Definition definition : definitions) {
      if (definition.deferred() != deferred) {
        continue;
      }
      out.append(definition.name()).append(" = ");
      if (definition.value() instanceof Type) {
        printer.printTypeWithoutAlias((Type) definition.value());
      } else {
        printer.printAttributeWithoutAlias(definition.value(), AttrPrinter.TypeElision.NEVER);
      }
      out.append('\n');
    }
  }
}
