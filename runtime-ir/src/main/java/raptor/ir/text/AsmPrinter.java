package raptor.ir.text;

import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.DialectAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import raptor.ir.Block;
import raptor.ir.Dictionaries;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.attr.AffineMap;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.Location;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.Type;
import raptor.ir.trait.Terminator;

/**
 * Prints operations in MLIR's generic or custom form; custom forms of op kinds print
 * themselves through the methods of this class.
 *
 * <p>One instance prints one root op with one {@link NameState} and one alias table.
 */
public final class AsmPrinter {
  /**
   * The chunks of top-level ops per printing thread: small enough that the text of the chunks
   * done ahead of the first unfinished one stays a small part of the output.
   */
  private static final int CHUNKS_PER_THREAD = 16;

  private final StringBuilder out;
  private final PrintOptions options;
  private final NameState names;
  private final AttrPrinter attrs;
  private final AliasTable aliases;
  private final AliasCollector collector;
  private int indent;
  private Operation concurrentRoot;
  private PrintedText concurrentText;

  /** A printer writing to {@code out}, using {@code aliases} (null: none). */
  AsmPrinter(StringBuilder out, PrintOptions options, NameState names, AliasTable aliases) {
    this(out, options, names, aliases, null);
  }

  private AsmPrinter(StringBuilder out, PrintOptions options, NameState names,
      AliasTable aliases, AliasCollector collector) {
    this.out = out;
    this.options = options;
    this.names = names;
    this.attrs = new AttrPrinter(out, aliases, options);
    this.aliases = aliases;
    this.collector = collector;
  }

  /**
   * Lets the ops directly in the single block of {@code root} be printed concurrently, each
   * chunk into its own buffer, which becomes a piece of {@code text} (whose tail this printer
   * writes to); only safe when printing has no side effect (see
   * {@link AliasTable#allowsConcurrentPrinting()}).
   */
  void printTopLevelConcurrently(Operation root, PrintedText text) {
    this.concurrentRoot = root;
    this.concurrentText = text;
  }

  /**
   * {@return a printer that prints nothing useful but reports every attribute, type and
   * location to {@code collector} in the order mlir-opt's alias pre-pass visits them}; the text
   * it makes is dropped op by op, so that it never grows to the size of the output
   */
  static AsmPrinter collecting(PrintOptions options, NameState names,
      AliasCollector collector) {
    return new AsmPrinter(new StringBuilder(), options, names, null, collector);
  }

  // ---- Operations ----

  /** Prints {@code op} at the current position: results, body, location; no newline. */
  void printOperation(Operation op) {
    if (op.numResults() > 0) {
      names.appendDefinition(out, op);
      out.append(" = ");
    }
    if (collector != null && options.debugInfo()) {
      collector.visitLocation(op.location(), true);
    }
    CustomAssembly custom = op.info().assembly();
    if (custom != null && !options.generic()) {
      out.append(customName(op));
      custom.print(op, this);
    } else {
      printGeneric(op);
    }
    if (options.debugInfo() && collector == null) {
      out.append(' ');
      location(op.location(), true);
    }
  }

  private static String customName(Operation op) {
    String name = op.name();
    Operation parent = op.parentOp();
    String defaultDialect = parent == null ? "builtin" : parent.info().defaultDialect();
    if (defaultDialect != null && name.startsWith(defaultDialect)
        && name.length() > defaultDialect.length()
        && name.charAt(defaultDialect.length()) == '.') {
      return name.substring(defaultDialect.length() + 1);
    }
    return name;
  }

  private void printGeneric(Operation op) {
    if (collector != null) {
      collectGeneric(op);
      return;
    }
    out.append('"').append(op.name()).append("\"(");
    printOperands(op.operands());
    out.append(')');
    if (op.numSuccessors() > 0) {
      out.append('[');
      for (int i = 0; i < op.numSuccessors(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printSuccessor(op.successor(i));
      }
      out.append(']');
    }
    Attribute props = op.properties();
    if (props != null && !(op.info().isRegistered() && isEmptyDictionary(props))) {
      out.append(" <");
      attribute(props);
      out.append('>');
    }
    if (op.numRegions() > 0) {
      out.append(" (");
      for (int i = 0; i < op.numRegions(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printRegion(op.region(i), true, true, true);
      }
      out.append(')');
    }
    if (!op.attributes().entries().isEmpty()) {
      out.append(' ');
      attribute(op.attributes());
    }
    out.append(" : ");
    printFunctionalType(op);
  }

  /** Visits a generic op as mlir-opt's alias pre-pass does: regions, types, attributes. */
  private void collectGeneric(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      printRegion(op.region(i), true, true, true);
    }
    for (int i = 0; i < op.numOperands(); i++) {
      collector.visit(op.operand(i).type());
    }
    for (int i = 0; i < op.numResults(); i++) {
      collector.visit(op.result(i).type());
    }
    if (op.properties() != null) {
      collector.visit(op.properties());
    }
    for (NamedAttribute entry : op.attributes().entries()) {
      collector.visit(entry.value());
    }
  }

  private static boolean isEmptyDictionary(Attribute attr) {
    return attr instanceof DictionaryAttr dict && dict.entries().isEmpty();
  }

  // ---- Regions and blocks ----

  /**
   * Prints {@code region} as {@code {...}} with its blocks indented one level deeper.
   *
   * @param printEntryBlockArgs print the entry block's header when it has arguments
   * @param printBlockTerminators print terminators without operands too
   * @param printEmptyBlock print the header of an empty entry block
   */
  public void printRegion(Region region, boolean printEntryBlockArgs,
      boolean printBlockTerminators, boolean printEmptyBlock) {
    out.append("{\n");
    indent += 2;
    for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
      boolean entry = block == region.firstBlock();
      boolean header = !entry
          || (printEntryBlockArgs && block.numArguments() > 0)
          || (printEmptyBlock && block.isEmpty());
      if (header) {
        printBlockHeader(block, entry);
      }
      if (region.parentOp() == concurrentRoot && region.hasOneBlock()) {
        printOpsConcurrently(block, printBlockTerminators);
        continue;
      }
      for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
        if (!printBlockTerminators && op == block.lastOp() && isElidableTerminator(op)) {
          continue;
        }
        indent();
        printOperation(op);
        out.append('\n');
        if (collector != null) {
          out.setLength(0);
        }
      }
    }
    indent -= 2;
    indent();
    out.append('}');
  }

  /**
   * Prints the ops of {@code block} in chunks, on this thread and on the common fork-join pool,
   * and appends the chunks' blocks in order, uncopied, each as soon as it and those before it
   * are done (a streaming text then writes them out, so the output is never held whole); the
   * text is the same as when printed one op after another.
   */
  private void printOpsConcurrently(Block block, boolean printBlockTerminators) {
    List<Operation> ops = new ArrayList<>();
    for (Operation op = block.firstOp(); op != null; op = op.nextOp()) {
      if (printBlockTerminators || op != block.lastOp() || !isElidableTerminator(op)) {
        ops.add(op);
      }
    }
    int helpers = ForkJoinPool.getCommonPoolParallelism();
    int count = Math.min(ops.size(), CHUNKS_PER_THREAD * (helpers + 1));
    List<List<Operation>> chunks = new ArrayList<>(count);
    for (int c = 0; c < count; c++) {
      chunks.add(ops.subList(c * ops.size() / count, (c + 1) * ops.size() / count));
    }
    PrintedChunks printed = new PrintedChunks(chunks, this::printChunk);
    List<ForkJoinTask<?>> tasks = new ArrayList<>(helpers);
    for (int h = 0; h < Math.min(helpers, count - 1); h++) {
      tasks.add(ForkJoinTask.adapt(printed::printAll).fork());
    }
    try {
      while (printed.printNext()) {
        printed.appendDone(concurrentText);
      }
    } finally {
      printed.stop();
    }
    for (ForkJoinTask<?> task : tasks) {
      task.join();
    }
    printed.appendDone(concurrentText);
    if (!printed.allAppended()) {
      throw new IllegalStateException("a chunk of top-level ops was not printed");
    }
  }

  /** {@return the text of {@code chunk}, moved into blocks op by op as it grows} */
  private PrintedText printChunk(List<Operation> chunk) {
    PrintedText text = new PrintedText();
    StringBuilder tail = text.tail();
    AsmPrinter printer = new AsmPrinter(tail, options, names, aliases, null);
    printer.indent = indent;
    for (Operation op : chunk) {
      printer.indent();
      printer.printOperation(op);
      tail.append('\n');
      if (tail.length() >= PrintedText.TAIL_FLUSH_CHARS) {
        text.closeTail();
      }
    }
    text.closeTail();
    return text;
  }

  private static boolean isElidableTerminator(Operation op) {
    return op.hasTrait(Terminator.class) && op.numOperands() == 0 && op.numResults() == 0
        && op.numSuccessors() == 0 && op.attributes().entries().isEmpty();
  }

  private void printBlockHeader(Block block, boolean entry) {
    for (int i = 0; i < indent - 2; i++) {
      out.append(' ');
    }
    out.append('^').append(names.blockName(block));
    if (block.numArguments() > 0) {
      out.append('(');
      for (int i = 0; i < block.numArguments(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        BlockArgument arg = block.argument(i);
        printOperand(arg);
        out.append(": ");
        type(arg.type());
        printOptionalLocationSpecifier(arg.location());
      }
      out.append(')');
    }
    out.append(':');
    if (!entry) {
      printPredecessorComment(block);
    }
    out.append('\n');
  }

  private void printPredecessorComment(Block block) {
    List<Block> preds = PredecessorList.sorted(block, names);
    if (preds.isEmpty()) {
      out.append("  // no predecessors");
      return;
    }
    out.append(preds.size() == 1 ? "  // pred: " : "  // " + preds.size() + " preds: ");
    for (int i = 0; i < preds.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printSuccessor(preds.get(i));
    }
  }

  // ---- Attribute output, or alias collection ----

  private void type(Type type) {
    if (collector != null) {
      collector.visit(type);
    } else {
      attrs.printType(type);
    }
  }

  private void attribute(Attribute attr) {
    if (collector != null) {
      collector.visit(attr);
    } else {
      attrs.printAttribute(attr);
    }
  }

  /** Prints a location; {@code deferrable} ones (of ops) may use a deferred alias. */
  private void location(Location loc, boolean deferrable) {
    if (collector != null) {
      collector.visitLocation(loc, deferrable);
    } else {
      attrs.printLocation(loc, deferrable);
    }
  }

  private void indent() {
    for (int i = 0; i < indent; i++) {
      out.append(' ');
    }
  }

  // ---- Pieces used by custom forms ----

  /** Appends raw text. */
  public AsmPrinter print(String text) {
    out.append(text);
    return this;
  }

  /** Prints a use of {@code value}: {@code %0}, {@code %arg1}, {@code %2#1}. */
  public void printOperand(Value value) {
    names.appendUse(out, value);
  }

  /** Prints uses separated by {@code ", "}. */
  public void printOperands(List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printOperand(values.get(i));
    }
  }

  /** Prints a block reference such as {@code ^bb1}. */
  public void printSuccessor(Block block) {
    String name = names.blockName(block);
    out.append(name == null ? "<<UNKNOWN BLOCK>>" : "^" + name);
  }

  /** Prints a type. */
  public void printType(Type type) {
    type(type);
  }

  /** Prints types separated by {@code ", "}. */
  public void printTypes(List<? extends Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      type(types.get(i));
    }
  }

  /** Prints an attribute with its type where MLIR shows it. */
  public void printAttribute(Attribute attr) {
    attribute(attr);
  }

  /** Prints an affine map bare, {@code (d0, d1) -> (d1, d0)}, never as an alias. */
  public void printAffineMap(AffineMap map) {
    AffinePrinter.printMap(map, out);
  }

  /** Prints a symbol name: {@code @name}, quoted when it is not a bare identifier. */
  public void printSymbolName(String name) {
    if (collector == null) {
      attrs.printSymbolName(name);
    }
  }

  /**
   * Prints {@code (operand types) -> result types} of {@code op}: results in parentheses unless
   * there is exactly one that is not a function type.
   */
  public void printFunctionalType(Operation op) {
    out.append('(');
    for (int i = 0; i < op.numOperands(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      type(op.operand(i).type());
    }
    out.append(") -> ");
    int numResults = op.numResults();
    if (numResults == 1 && !(op.result(0).type() instanceof FunctionType)) {
      type(op.result(0).type());
      return;
    }
    out.append('(');
    for (int i = 0; i < numResults; i++) {
      if (i > 0) {
        out.append(", ");
      }
      type(op.result(i).type());
    }
    out.append(')');
  }

  /**
   * Prints {@code " {a = 1 : i64}"}: the op's inherent and discardable attributes, except those
   * in {@code elided} (printed elsewhere by the custom form), or nothing when none is left.
   */
  public void printOptionalAttrDict(Operation op, Set<String> elided) {
    printAttrDict(op, elided, "");
  }

  /** Like {@link #printOptionalAttrDict} with the keyword: {@code " attributes {...}"}. */
  public void printOptionalAttrDictWithKeyword(Operation op, Set<String> elided) {
    printAttrDict(op, elided, " attributes");
  }

  private void printAttrDict(Operation op, Set<String> elided, String keyword) {
    DictionaryAttr props = op.properties() instanceof DictionaryAttr d ? d : DictionaryAttr.EMPTY;
    if (allElided(op.attributes(), elided) && allElided(props, elided)) {
      return;
    }
    DictionaryAttr merged = op.attributes();
    for (NamedAttribute entry : props.entries()) {
      merged = Dictionaries.with(merged, entry.name(), entry.value());
    }
    List<NamedAttribute> shown = new ArrayList<>(merged.entries().size());
    for (NamedAttribute entry : merged.entries()) {
      if (!elided.contains(entry.name())) {
        shown.add(entry);
      }
    }
    if (shown.isEmpty()) {
      return;
    }
    out.append(keyword).append(' ');
    attribute(new DictionaryAttr(shown));
  }

  private static boolean allElided(DictionaryAttr dict, Set<String> elided) {
    List<NamedAttribute> entries = dict.entries();
    for (int i = 0; i < entries.size(); i++) {
      if (!elided.contains(entries.get(i).name())) {
        return false;
      }
    }
    return true;
  }

  /** Prints a location as {@code loc(...)}. */
  public void printLocation(Location loc) {
    location(loc, false);
  }

  /**
   * Prints {@code " loc(...)"} when locations are printed ({@code --mlir-print-debuginfo}), as
   * after a region argument; nothing otherwise.
   */
  public void printOptionalLocationSpecifier(Location loc) {
    if (options.debugInfo()) {
      out.append(' ');
      location(loc, false);
    }
  }

  // ---- Pieces used by generated formats ----

  /** Prints an attribute without its type: {@code 5} for {@code 5 : i64}. */
  public void printAttributeWithoutType(Attribute attr) {
    if (collector != null) {
      collector.visit(attr);
    } else {
      attrs.printAttributeWithoutType(attr);
    }
  }

  /**
   * Prints an attribute as a declarative format does for attribute classes with their own
   * syntax: a dialect attribute without {@code #dialect.mnemonic} ({@code <nsw>}), a dense array
   * without {@code array<T: ...>} ({@code [1, 2]}); anything else in full.
   */
  public void printStrippedAttribute(Attribute attr) {
    if (collector != null) {
      collector.visit(attr);
    } else if (attr instanceof DialectAttribute dialectAttr) {
      StringBuilder body = new StringBuilder();
      dialectAttr.printBody(new AttrPrinter(body, null));
      int start = 0;
      while (start < body.length() && (Character.isLetterOrDigit(body.charAt(start))
          || body.charAt(start) == '_' || body.charAt(start) == '.')) {
        start++;
      }
      out.append(body, start, body.length());
    } else if (attr instanceof DenseArrayAttr array) {
      out.append('[');
      for (int i = 0; i < array.size(); i++) {
        out.append(i == 0 ? "" : ", ").append(array.get(i));
      }
      out.append(']');
    } else {
      attribute(attr);
    }
  }

  /** Prints {@code (inputs) -> results} with MLIR's rules for parenthesising results. */
  public void printFunctionalType(List<Type> inputs, List<Type> results) {
    type(new FunctionType(inputs, results));
  }

  /** Starts a new line at the current indentation. */
  public void printNewline() {
    out.append('\n');
    indent();
  }

  /** Prints {@code <{...}>}: the properties not in {@code elided}, or nothing when none is left. */
  public void printOptionalPropDict(Operation op, Set<String> elided) {
    if (!(op.properties() instanceof DictionaryAttr props)) {
      return;
    }
    List<NamedAttribute> shown = new ArrayList<>();
    for (NamedAttribute entry : props.entries()) {
      if (!elided.contains(entry.name())) {
        shown.add(entry);
      }
    }
    if (!shown.isEmpty()) {
      out.append('<');
      attribute(new DictionaryAttr(shown));
      out.append('>');
    }
  }
}
