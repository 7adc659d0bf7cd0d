package raptor.ir.text;

import java.util.List;
import raptor.ir.attr.AffineMapAttr;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.CallSiteLoc;
import raptor.ir.attr.ComplexType;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DenseResourceAttr;
import raptor.ir.attr.DialectAttribute;
import raptor.ir.attr.DialectType;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.DistinctAttr;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.FusedLoc;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerSetAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.NameLoc;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.OpaqueAttr;
import raptor.ir.attr.OpaqueType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.SparseElementsAttr;
import raptor.ir.attr.StridedLayoutAttr;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;
import raptor.ir.attr.TupleType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.attr.UnrankedMemRefType;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.attr.VectorType;

/**
 * Prints types, attributes and locations into a {@link StringBuilder} exactly as mlir-opt 22.
 *
 * <p>With an {@link AliasTable}, attributes and types that have an alias print as
 * {@code #map1}, {@code !tuple}, {@code loc(#loc3)}; with {@code null}, everything is printed
 * inline (mlir-opt's {@code --mlir-print-local-scope}).
 */
public final class AttrPrinter {
  /** When a typed attribute may leave out its {@code : type} suffix. */
  public enum TypeElision {
    /** Always print the type (dictionary entries and properties). */
    NEVER,
    /** Leave out {@code i64} and {@code f64} (array elements, memref memory spaces). */
    MAY,
    /** Never print the type (custom assembly formats). */
    MUST
  }

  private final StringBuilder out;
  private final AliasTable aliases;
  private final DistinctIds distinctIds;
  private final PrintOptions options;

  /** Creates a printer appending to {@code out}; {@code aliases} may be {@code null}. */
  public AttrPrinter(StringBuilder out, AliasTable aliases) {
    this(out, aliases, PrintOptions.DEFAULT);
  }

  /** Creates a printer that elides and hex-encodes elements attributes as {@code options} say. */
  AttrPrinter(StringBuilder out, AliasTable aliases, PrintOptions options) {
    this.out = out;
    this.aliases = aliases;
    this.distinctIds = aliases != null ? aliases.distinctIds() : new DistinctIds();
    this.options = options;
  }

  /** {@return {@code attr} printed without aliases, e.g. for diagnostics} */
  public static String toText(Attribute attr) {
    StringBuilder sb = new StringBuilder();
    AttrPrinter printer = new AttrPrinter(sb, null);
    if (attr instanceof Type) {
      printer.printType((Type) attr);
    } else {
      printer.printAttribute(attr);
    }
    return sb.toString();
  }

  /** {@return the output buffer} */
  public StringBuilder out() {
    return out;
  }

  /** {@return the alias table, or {@code null}} */
  public AliasTable aliases() {
    return aliases;
  }

  // ---- Types ----

  private void appendIntegerType(IntegerType type) {
    switch (type.signedness()) {
      case SIGNED -> out.append("si");
      case UNSIGNED -> out.append("ui");
      default -> out.append('i');
    }
    out.append(type.width());
  }

  /** Prints {@code type} (or its alias). */
  public void printType(Type type) {
    if (aliases != null && aliases.printAlias(type, out)) {
      return;
    }
    printTypeWithoutAlias(type);
  }

  /** Prints the definition of {@code type}, ignoring an alias of the type itself. */
  void printTypeWithoutAlias(Type type) {
    if (type instanceof IntegerType) {
      appendIntegerType((IntegerType) type);
    } else if (type instanceof FloatType) {
      out.append(((FloatType) type).keyword());
    } else if (type instanceof IndexType) {
      out.append("index");
    } else if (type instanceof NoneType) {
      out.append("none");
    } else if (type instanceof FunctionType) {
      printFunctionType((FunctionType) type);
    } else if (type instanceof RankedTensorType) {
      printTensorType((RankedTensorType) type);
    } else if (type instanceof MemRefType) {
      printMemRefType((MemRefType) type);
    } else if (type instanceof VectorType) {
      printVectorType((VectorType) type);
    } else if (type instanceof UnrankedTensorType) {
      out.append("tensor<*x");
      printType(((UnrankedTensorType) type).elementType());
      out.append('>');
    } else if (type instanceof UnrankedMemRefType) {
      UnrankedMemRefType memref = (UnrankedMemRefType) type;
      out.append("memref<*x");
      printType(memref.elementType());
      printMemorySpace(memref.memorySpace());
      out.append('>');
    } else if (type instanceof ComplexType) {
      out.append("complex<");
      printType(((ComplexType) type).elementType());
      out.append('>');
    } else if (type instanceof TupleType) {
      out.append("tuple<");
      printTypeList(((TupleType) type).types());
      out.append('>');
    } else if (type instanceof OpaqueType) {
      OpaqueType opaque = (OpaqueType) type;
      printDialectSymbol('!', opaque.dialect(), opaque.data());
    } else if (type instanceof DialectType) {
      DialectType dialectType = (DialectType) type;
      printDialectSymbol('!', dialectType.dialect(), captureBody(dialectType::printBody));
    } else {
      throw new IllegalArgumentException("cannot print type " + type);
    }
  }

  /** Prints {@code types} separated by {@code ", "}. */
  public void printTypeList(List<Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(types.get(i));
    }
  }

  /** Prints {@code (inputs) -> results} as in an op's trailing function type. */
  public void printFunctionType(FunctionType type) {
    out.append('(');
    printTypeList(type.inputs());
    out.append(") -> ");
    List<Type> results = type.results();
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) {
      printType(results.get(0));
      return;
    }
    out.append('(');
    printTypeList(results);
    out.append(')');
  }

  private void printTensorType(RankedTensorType type) {
    out.append("tensor<");
    printShape(type.shape());
    printType(type.elementType());
    if (type.encoding() != null) {
      out.append(", ");
      printAttribute(type.encoding());
    }
    out.append('>');
  }

  private void printMemRefType(MemRefType type) {
    out.append("memref<");
    printShape(type.shape());
    printType(type.elementType());
    if (type.layout() != null) {
      out.append(", ");
      printAttribute(type.layout(), TypeElision.MAY);
    }
    printMemorySpace(type.memorySpace());
    out.append('>');
  }

  private void printMemorySpace(Attribute memorySpace) {
    if (memorySpace != null) {
      out.append(", ");
      printAttribute(memorySpace, TypeElision.MAY);
    }
  }

  private void printVectorType(VectorType type) {
    out.append("vector<");
    List<Long> shape = type.shape();
    for (int i = 0; i < shape.size(); i++) {
      if (type.scalableDims().get(i)) {
        out.append('[').append(shape.get(i)).append("]x");
      } else {
        out.append(shape.get(i)).append('x');
      }
    }
    printType(type.elementType());
    out.append('>');
  }

  /** Prints {@code 4x?x8x} (each dimension followed by {@code x}). */
  private void printShape(List<Long> shape) {
    for (int i = 0; i < shape.size(); i++) {
      long dim = shape.get(i);
      if (dim == ShapedType.DYNAMIC) {
        out.append('?');
      } else {
        out.append(dim);
      }
      out.append('x');
    }
  }

  // ---- Attributes ----

  /** Prints {@code attr} as a dictionary value: typed values show their type (not i1, none). */
  public void printAttribute(Attribute attr) {
    printAttribute(attr, TypeElision.NEVER);
  }

  /** Prints {@code attr} without its type, as custom assembly formats do. */
  public void printAttributeWithoutType(Attribute attr) {
    printAttribute(attr, TypeElision.MUST);
  }

  /** Prints {@code attr} (or its alias) with the given type elision. */
  public void printAttribute(Attribute attr, TypeElision elision) {
    if (aliases != null && aliases.printAlias(attr, out)) {
      return;
    }
    printAttributeWithoutAlias(attr, elision);
  }

  /** Prints the definition of {@code attr}, ignoring an alias of the attribute itself. */
  void printAttributeWithoutAlias(Attribute attr, TypeElision elision) {
    Type type = printValue(attr, elision);
    if (type != null && elision != TypeElision.MUST && !(type instanceof NoneType)) {
      out.append(" : ");
      printType(type);
    }
  }

  /** Prints the value part of {@code attr}; returns the type to print after it, if any. */
  private Type printValue(Attribute attr, TypeElision elision) {
    if (attr instanceof Type) {
      printType((Type) attr);
      return null;
    }
    if (attr instanceof IntegerAttr) {
      return printInteger((IntegerAttr) attr, elision);
    }
    if (attr instanceof FloatAttr) {
      FloatAttr floatAttr = (FloatAttr) attr;
      boolean hex = FloatFormat.print(floatAttr.type(), floatAttr.bits(), out);
      boolean elide = elision == TypeElision.MAY && floatAttr.type() == FloatType.F64 && !hex;
      return elide ? null : floatAttr.type();
    }
    if (attr instanceof StringAttr) {
      printEscapedString((StringAttr) attr);
      return ((StringAttr) attr).type();
    }
    if (attr instanceof ArrayAttr) {
      printArray((ArrayAttr) attr);
      return null;
    }
    if (attr instanceof DictionaryAttr) {
      out.append('{');
      printDictionaryEntries(((DictionaryAttr) attr).entries());
      out.append('}');
      return null;
    }
    if (attr instanceof UnitAttr) {
      out.append("unit");
      return null;
    }
    if (attr instanceof SymbolRefAttr) {
      printSymbolRef((SymbolRefAttr) attr);
      return null;
    }
    if (attr instanceof Location) {
      printLocation((Location) attr, false);
      return null;
    }
    return printOtherValue(attr);
  }

  private Type printOtherValue(Attribute attr) {
    if (attr instanceof DenseElementsAttr) {
      DenseElementsAttr dense = (DenseElementsAttr) attr;
      if (elides(dense)) {
        out.append(ELIDED);
      } else {
        out.append("dense<");
        new DenseElementsPrinter(this).printElements(dense, true);
        out.append('>');
      }
      return dense.type();
    }
    if (attr instanceof DenseArrayAttr) {
      new DenseElementsPrinter(this).printDenseArray((DenseArrayAttr) attr);
      return null;
    }
    if (attr instanceof SparseElementsAttr) {
      SparseElementsAttr sparse = (SparseElementsAttr) attr;
      if (elides(sparse.indices()) || elides(sparse.values())) {
        out.append(ELIDED);
      } else {
        new DenseElementsPrinter(this).printSparse(sparse);
      }
      return sparse.type();
    }
    if (attr instanceof DenseResourceAttr) {
      DenseResourceAttr resource = (DenseResourceAttr) attr;
      out.append("dense_resource<");
      printResourceHandle(resource.handle());
      out.append('>');
      return resource.type();
    }
    if (attr instanceof AffineMapAttr) {
      out.append("affine_map<");
      AffinePrinter.printMap(((AffineMapAttr) attr).map(), out);
      out.append('>');
      return null;
    }
    if (attr instanceof IntegerSetAttr) {
      out.append("affine_set<");
      AffinePrinter.printSet(((IntegerSetAttr) attr).set(), out);
      out.append('>');
      return null;
    }
    if (attr instanceof StridedLayoutAttr) {
      printStridedLayout((StridedLayoutAttr) attr);
      return null;
    }
    if (attr instanceof DistinctAttr) {
      DistinctAttr distinct = (DistinctAttr) attr;
      out.append("distinct[").append(distinctIds.idOf(distinct)).append("]<");
      if (!(distinct.referenced() instanceof UnitAttr)) {
        printAttribute(distinct.referenced());
      }
      out.append('>');
      return null;
    }
    if (attr instanceof OpaqueAttr) {
      OpaqueAttr opaque = (OpaqueAttr) attr;
      printDialectSymbol('#', opaque.dialect(), opaque.data());
      return opaque.type();
    }
    if (attr instanceof DialectAttribute) {
      DialectAttribute dialectAttr = (DialectAttribute) attr;
      printDialectSymbol('#', dialectAttr.dialect(), captureBody(dialectAttr::printBody));
      return null;
    }
    throw new IllegalArgumentException("cannot print attribute " + attr);
  }

  private Type printInteger(IntegerAttr attr, TypeElision elision) {
    if (attr.isBool()) {
      out.append(attr.value().signum() != 0 ? "true" : "false");
      return null;
    }
    out.append(attr.value());
    Type type = attr.type();
    boolean elide = elision == TypeElision.MAY && type instanceof IntegerType
        && ((IntegerType) type).isSignless(64);
    return elide ? null : type;
  }

  private void printArray(ArrayAttr array) {
    out.append('[');
    List<Attribute> elements = array.elements();
    for (int i = 0; i < elements.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printAttribute(elements.get(i), TypeElision.MAY);
    }
    out.append(']');
  }

  /** Prints {@code a = 1 : i64, b} (no braces): unit values print only their name. */
  public void printDictionaryEntries(List<NamedAttribute> entries) {
    for (int i = 0; i < entries.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printNamedAttribute(entries.get(i));
    }
  }

  /** Prints one dictionary entry {@code name = value}, or {@code name} for a unit value. */
  public void printNamedAttribute(NamedAttribute entry) {
    printKeywordOrString(entry.name());
    if (entry.value() instanceof UnitAttr) {
      return;
    }
    out.append(" = ");
    printAttribute(entry.value());
  }

  /** Prints {@code name} bare if it is a bare identifier, else as an escaped string. */
  public void printKeywordOrString(String name) {
    if (Lexer.isBareIdentifier(name)) {
      out.append(name);
    } else {
      printEscapedString(name);
    }
  }

  private void printSymbolRef(SymbolRefAttr ref) {
    printSymbolName(ref.root());
    for (String nested : ref.nested()) {
      out.append("::");
      printSymbolName(nested);
    }
  }

  /** Prints {@code @name}, quoting the name unless it is a bare identifier. */
  public void printSymbolName(String name) {
    out.append('@');
    printKeywordOrString(name);
  }

  private void printResourceHandle(String handle) {
    printKeywordOrString(handle);
  }

  private void printStridedLayout(StridedLayoutAttr layout) {
    out.append("strided<[");
    List<Long> strides = layout.strides();
    for (int i = 0; i < strides.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printDynamicOrStatic(strides.get(i));
    }
    out.append(']');
    if (layout.offset() != 0) {
      out.append(", offset: ");
      printDynamicOrStatic(layout.offset());
    }
    out.append('>');
  }

  private void printDynamicOrStatic(long value) {
    if (value == ShapedType.DYNAMIC) {
      out.append('?');
    } else {
      out.append(value);
    }
  }

  // ---- Strings and dialect symbols ----

  /** Prints {@code "..."} with mlir-opt's escaping of the UTF-8 bytes of {@code value}. */
  public void printEscapedString(String value) {
    out.append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x80) {
        appendEscapedByte(c);
      } else {
        int codePoint = value.codePointAt(i);
        if (Character.isSupplementaryCodePoint(codePoint)) {
          i++;
        }
        byte[] bytes = new String(Character.toChars(codePoint))
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (byte b : bytes) {
          appendEscapedByte(b & 0xFF);
        }
      }
    }
    out.append('"');
  }

  /** Prints a string attribute's bytes as an escaped string literal. */
  public void printEscapedString(StringAttr value) {
    out.append('"');
    for (int i = 0; i < value.length(); i++) {
      appendEscapedByte(value.byteAt(i) & 0xFF);
    }
    out.append('"');
  }

  /** Prints raw bytes as an escaped string literal. */
  void printEscapedBytes(byte[] bytes) {
    out.append('"');
    for (byte b : bytes) {
      appendEscapedByte(b & 0xFF);
    }
    out.append('"');
  }

  private void appendEscapedByte(int b) {
    if (b == '\\') {
      out.append("\\\\");
    } else if (b >= 0x20 && b < 0x7F && b != '"') {
      out.append((char) b);
    } else {
      out.append('\\').append(HEX[b >> 4]).append(HEX[b & 0xF]);
    }
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private String captureBody(java.util.function.Consumer<AttrPrinter> body) {
    StringBuilder buffer = new StringBuilder();
    body.accept(new AttrPrinter(buffer, aliases, options));
    return buffer.toString();
  }

  /** What an elided elements attribute prints as, before its type. */
  private static final String ELIDED = "dense_resource<__elided__>";

  private boolean elides(DenseElementsAttr elements) {
    return !elements.isSplat() && options.elides(elements.numElements());
  }

  /** {@return whether {@code elements} has enough elements to print as hex} */
  boolean printsHex(DenseElementsAttr elements) {
    return options.printsHex(elements.numElements());
  }

  /** Prints {@code #ns.data} when {@code data} is identifier-like, else {@code #ns<data>}. */
  private void printDialectSymbol(char prefix, String dialect, String data) {
    out.append(prefix).append(dialect);
    if (isPrettyDialectSymbol(data)) {
      out.append('.').append(data);
    } else {
      out.append('<').append(data).append('>');
    }
  }

  private static boolean isPrettyDialectSymbol(String data) {
    if (data.isEmpty() || !Lexer.isLetter(data.charAt(0))) {
      return false;
    }
    int i = 0;
    while (i < data.length() && isPrettyChar(data.charAt(i))) {
      i++;
    }
    return i == data.length() || (data.charAt(i) == '<' && data.charAt(data.length() - 1) == '>');
  }

  private static boolean isPrettyChar(char c) {
    return Lexer.isLetter(c) || Lexer.isDigit(c) || c == '.' || c == '_';
  }

  // ---- Locations ----

  /** Prints {@code loc(...)}, or {@code loc(#locN)} when the location has an alias. */
  public void printLocation(Location loc) {
    printLocation(loc, true);
  }

  /**
   * Prints {@code loc(...)}; with {@code allowAlias} false the outer location is inline (nested
   * ones may still use aliases), as mlir-opt prints block-argument locations.
   */
  public void printLocation(Location loc, boolean allowAlias) {
    if (options.prettyDebugInfo()) {
      printLocationBody(loc);
      return;
    }
    out.append("loc(");
    if (!allowAlias || aliases == null || !aliases.printAlias(loc, out)) {
      printLocationBody(loc);
    }
    out.append(')');
  }

  /**
   * Prints a location without the {@code loc( )} wrapper; in the pretty form of
   * {@code --mlir-pretty-debuginfo} file names are not quoted, an unknown location is
   * {@code [unknown]}, a call site is {@code callee at caller} and a fused location has no
   * keyword.
   */
  void printLocationBody(Location loc) {
    boolean pretty = options.prettyDebugInfo();
    if (loc instanceof UnknownLoc) {
      out.append(pretty ? "[unknown]" : "unknown");
    } else if (loc instanceof FileLineColLoc) {
      printFileLineCol((FileLineColLoc) loc);
    } else if (loc instanceof NameLoc) {
      NameLoc name = (NameLoc) loc;
      printEscapedString(name.name());
      if (name.child() != null) {
        out.append('(');
        printNestedLocation(name.child());
        out.append(')');
      }
    } else if (loc instanceof CallSiteLoc) {
      CallSiteLoc callSite = (CallSiteLoc) loc;
      out.append(pretty ? "" : "callsite(");
      printNestedLocation(callSite.callee());
      boolean sameLine = !pretty || callSite.callee() instanceof NameLoc
          && callSite.caller() instanceof FileLineColLoc;
      out.append(sameLine ? " at " : "\n at ");
      printNestedLocation(callSite.caller());
      out.append(pretty ? "" : ")");
    } else if (loc instanceof FusedLoc) {
      FusedLoc fused = (FusedLoc) loc;
      out.append(pretty ? "" : "fused");
      if (fused.metadata() != null) {
        out.append('<');
        printAttribute(fused.metadata());
        out.append('>');
      }
      out.append('[');
      for (int i = 0; i < fused.locations().size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printNestedLocation(fused.locations().get(i));
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("cannot print location " + loc);
    }
  }

  private void printNestedLocation(Location loc) {
    if (aliases == null || !aliases.printAlias(loc, out)) {
      printLocationBody(loc);
    }
  }

  private void printFileLineCol(FileLineColLoc loc) {
    if (options.prettyDebugInfo()) {
      out.append(loc.file());
    } else {
      printEscapedString(loc.file());
    }
    out.append(':').append(Integer.toUnsignedString(loc.line()))
        .append(':').append(Integer.toUnsignedString(loc.column()));
    if (loc.isPoint()) {
      return;
    }
    out.append(" to ");
    if (loc.endLine() != loc.line()) {
      out.append(Integer.toUnsignedString(loc.endLine()));
    }
    out.append(':').append(Integer.toUnsignedString(loc.endColumn()));
  }
}
