package raptor.ir.text;

import raptor.ir.Operation;
import raptor.ir.ResourceTable;
import raptor.ir.trait.IsolatedFromAbove;

/**
 * Prints a whole top-level op as mlir-opt does: alias definitions, the op, deferred location
 * aliases and the file metadata with the resource blobs the IR refers to.
 */
public final class IrPrinter {
  private IrPrinter() {
  }

  /**
   * {@return the text of {@code root} and its framing as mlir-opt writes it: ending with a blank
   * line, except in local scope, which prints neither aliases nor resources}
   */
  public static String print(Operation root, PrintOptions options, ResourceTable resources) {
    PrintedText text = new PrintedText();
    print(root, options, resources, text);
    return text.toString();
  }

  /**
   * Appends what {@link #print(Operation, PrintOptions, ResourceTable)} returns to {@code text},
   * so that a large output is built once: the top-level ops printed concurrently become pieces
   * of it without being copied.
   */
  public static void print(Operation root, PrintOptions options, ResourceTable resources,
      PrintedText text) {
    StringBuilder out = text.tail();
    NameState names = names(root, options);
    AliasTable aliases = null;
    if (!options.localScope()) {
      AliasCollector collector = new AliasCollector();
      AsmPrinter.collecting(options, names, collector).printOperation(root);
      aliases = collector.build();
    }
    if (aliases != null) {
      aliases.printDefinitions(out, options);
    }
    AsmPrinter printer = new AsmPrinter(out, options, names, aliases);
    if (aliases != null && aliases.allowsConcurrentPrinting()) {
      printer.printTopLevelConcurrently(root, text);
    }
    printer.printOperation(root);
    out.append('\n');
    if (aliases == null) {
      return;
    }
    aliases.printDeferredDefinitions(out, options);
    ResourceSection.print(root, resources, out);
    out.append('\n');
  }

  /**
   * {@return {@code op} in generic form and local scope, numbered from its nearest isolated
   * ancestor, as shown in the "see current operation" note; an op with regions starts on a new
   * line}
   */
  public static String printForDiagnostic(Operation op) {
    Operation scopeRoot = op;
    while (!scopeRoot.hasTrait(IsolatedFromAbove.class) && scopeRoot.parentOp() != null) {
      scopeRoot = scopeRoot.parentOp();
    }
    NameState names = names(scopeRoot, PrintOptions.DIAGNOSTIC);
    StringBuilder out = new StringBuilder();
    if (op.numRegions() > 0) {
      out.append('\n');
    }
    new AsmPrinter(out, PrintOptions.DIAGNOSTIC, names, null).printOperation(op);
    return out.toString();
  }

  private static NameState names(Operation root, PrintOptions options) {
    return new NameState(root, !options.generic(), options.generic() || options.uniqueSsaIds());
  }
}
