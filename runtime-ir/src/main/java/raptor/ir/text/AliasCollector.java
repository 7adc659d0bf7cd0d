package raptor.ir.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.CallSiteLoc;
import raptor.ir.attr.ComplexType;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.DistinctAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.FusedLoc;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerSetAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.NameLoc;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.OpaqueAttr;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.TupleType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.attr.VectorType;

/**
 * Collects the attributes and types an IR printer will print and assigns mlir-opt's aliases.
 *
 * <p>The IR printer calls the {@code visit} methods in a pre-pass, in the order it will print:
 * for a generic op its location, then its regions (block argument types and locations first),
 * operand types, result types and attribute values. Nested values are visited as mlir-opt's
 * {@code AliasInitializer} does. {@link #build} then orders the aliases by nesting depth, types
 * before attributes, then by name (stable in visit order) and numbers them {@code #map},
 * {@code #map1}, ... Only op locations may be deferred to the end of the output; anything
 * reachable from an attribute, a type or a block argument is defined up front.
 */
public final class AliasCollector {
  private static final int TUPLE_ALIAS_THRESHOLD = 16;

  /** What the pre-pass knows about one visited value. */
  private static final class Entry {
    final Attribute value;
    final String aliasName;
    final int index;
    final List<Entry> children = new ArrayList<>(2);
    int depth;
    boolean deferrable;

    Entry(Attribute value, String aliasName, int index, boolean deferrable) {
      this.value = value;
      this.aliasName = aliasName;
      this.index = index;
      this.deferrable = deferrable;
      this.depth = aliasName != null ? 1 : 0;
    }
  }

  private final Map<Attribute, Entry> entries = new HashMap<>();
  private final List<Entry> order = new ArrayList<>();

  /** Visits an attribute printed with its type (a dictionary or property value). */
  public void visit(Attribute attr) {
    visit(attr, false, false);
  }

  /** Visits an attribute printed without its type (custom assembly formats). */
  public void visitWithoutType(Attribute attr) {
    visit(attr, false, true);
  }

  /** Visits a type. */
  public void visitType(Type type) {
    visit(type, false, false);
  }

  /**
   * Visits a location: {@code deferrable} for an op's trailing location, {@code false} for a
   * block argument's.
   */
  public void visitLocation(Location loc, boolean deferrable) {
    visit(loc, deferrable, false);
  }

  private Entry visit(Attribute value, boolean deferrable, boolean elideType) {
    if (isPlainScalarType(value)) {
      return LEAF;
    }
    Entry existing = entries.get(value);
    if (existing != null) {
      if (!deferrable) {
        markNonDeferrable(existing);
      }
      return existing;
    }
    Entry entry = new Entry(value, aliasNameOf(value), order.size(), deferrable);
    entries.put(value, entry);
    order.add(entry);
    int maxChildDepth = 0;
    for (Attribute child : children(value, elideType)) {
      Entry childEntry = visit(child, deferrable, false);
      entry.children.add(childEntry);
      maxChildDepth = Math.max(maxChildDepth, childEntry.depth);
    }
    if (maxChildDepth > 0) {
      entry.depth = maxChildDepth + 1;
    }
    return entry;
  }

  /** Shared by the scalar types, which have neither an alias nor children. */
  private static final Entry LEAF = new Entry(null, null, -1, false);

  /** {@return whether {@code value} is a scalar builtin type: no alias, nothing nested} */
  static boolean isPlainScalarType(Attribute value) {
    return value instanceof IntegerType || value instanceof IndexType
        || value instanceof FloatType || value instanceof NoneType;
  }

  private static void markNonDeferrable(Entry entry) {
    if (!entry.deferrable) {
      return;
    }
    entry.deferrable = false;
    for (Entry child : entry.children) {
      markNonDeferrable(child);
    }
  }

  /** {@return the builtin alias name of {@code value} ({@code map}, {@code loc}...), or null} */
  private static String aliasNameOf(Attribute value) {
    if (value instanceof AffineMapAttr) {
      return "map";
    }
    if (value instanceof IntegerSetAttr) {
      return "set";
    }
    if (value instanceof Location) {
      return "loc";
    }
    if (value instanceof DistinctAttr) {
      return ((DistinctAttr) value).referenced() instanceof UnitAttr ? null : "distinct";
    }
    if (value instanceof TupleType && ((TupleType) value).types().size() > TUPLE_ALIAS_THRESHOLD) {
      return "tuple";
    }
    return null;
  }

  /** {@return the nested values mlir-opt visits for {@code value}, in its order} */
  private static List<Attribute> children(Attribute value, boolean elideType) {
    List<Attribute> out = new ArrayList<>(2);
    if (value instanceof Type) {
      typeChildren((Type) value, out);
      return out;
    }
    if (value instanceof ArrayAttr) {
      out.addAll(((ArrayAttr) value).elements());
    } else if (value instanceof DictionaryAttr) {
      for (NamedAttribute entry : ((DictionaryAttr) value).entries()) {
        out.add(entry.value());
      }
    } else if (value instanceof DistinctAttr) {
      out.add(((DistinctAttr) value).referenced());
    } else if (value instanceof NameLoc) {
      if (((NameLoc) value).child() != null) {
        out.add(((NameLoc) value).child());
      }
    } else if (value instanceof CallSiteLoc) {
      out.add(((CallSiteLoc) value).callee());
      out.add(((CallSiteLoc) value).caller());
    } else if (value instanceof FusedLoc) {
      if (((FusedLoc) value).metadata() != null) {
        out.add(((FusedLoc) value).metadata());
      }
      out.addAll(((FusedLoc) value).locations());
    }
    if (!elideType) {
      Type type = typeOf(value);
      if (type != null) {
        out.add(type);
      }
    }
    return out;
  }

  /** {@return the type printed after a typed attribute (not integers and floats), or null} */
  private static Type typeOf(Attribute value) {
    if (value instanceof StringAttr) {
      return ((StringAttr) value).type();
    }
    if (value instanceof DenseElementsAttr) {
      return ((DenseElementsAttr) value).type();
    }
    if (value instanceof SparseElementsAttr) {
      return ((SparseElementsAttr) value).type();
    }
    if (value instanceof DenseResourceAttr) {
      return ((DenseResourceAttr) value).type();
    }
    if (value instanceof OpaqueAttr) {
      return ((OpaqueAttr) value).type();
    }
    return null;
  }

  private static void typeChildren(Type type, List<Attribute> out) {
    if (type instanceof MemRefType) {
      MemRefType memref = (MemRefType) type;
      out.add(memref.elementType());
      addIfPresent(memref.layout(), out);
      addIfPresent(memref.memorySpace(), out);
    } else if (type instanceof RankedTensorType) {
      out.add(((RankedTensorType) type).elementType());
      addIfPresent(((RankedTensorType) type).encoding(), out);
    } else if (type instanceof UnrankedMemRefType) {
      out.add(((UnrankedMemRefType) type).elementType());
      addIfPresent(((UnrankedMemRefType) type).memorySpace(), out);
    } else if (type instanceof UnrankedTensorType) {
      out.add(((UnrankedTensorType) type).elementType());
    } else if (type instanceof VectorType) {
      out.add(((VectorType) type).elementType());
    } else if (type instanceof ComplexType) {
      out.add(((ComplexType) type).elementType());
    } else if (type instanceof TupleType) {
      out.addAll(((TupleType) type).types());
    } else if (type instanceof FunctionType) {
      out.addAll(((FunctionType) type).inputs());
      out.addAll(((FunctionType) type).results());
    }
  }

  private static void addIfPresent(Attribute attr, List<Attribute> out) {
    if (attr != null) {
      out.add(attr);
    }
  }

  /** {@return the alias table: names numbered per base name in mlir-opt's order} */
  public AliasTable build() {
    List<Entry> aliased = new ArrayList<>();
    for (Entry entry : order) {
      if (entry.aliasName != null) {
        aliased.add(entry);
      }
    }
    aliased.sort(Comparator.<Entry>comparingInt(e -> e.depth)
        .thenComparing(e -> !(e.value instanceof Type))
        .thenComparing(e -> e.aliasName)
        .thenComparingInt(e -> e.index));
    Map<String, Integer> counts = new HashMap<>();
    Map<Attribute, String> names = new LinkedHashMap<>();
    List<AliasTable.Definition> definitions = new ArrayList<>();
    for (Entry entry : aliased) {
      int suffix = counts.merge(entry.aliasName, 1, Integer::sum) - 1;
      String name = aliasSpelling(entry, suffix);
      names.put(entry.value, name);
      definitions.add(new AliasTable.Definition(entry.value, name, entry.deferrable));
    }
    boolean hasDistinct = false;
    for (Entry entry : order) {
      hasDistinct |= entry.value instanceof DistinctAttr;
    }
    return new AliasTable(names, definitions, hasDistinct);
  }

  private static String aliasSpelling(Entry entry, int suffix) {
    StringBuilder name = new StringBuilder();
    name.append(entry.value instanceof Type ? '!' : '#').append(entry.aliasName);
    if (suffix > 0) {
      if (Lexer.isDigit(entry.aliasName.charAt(entry.aliasName.length() - 1))) {
        name.append('_');
      }
      name.append(suffix);
    }
    return name.toString();
  }
}
