package raptor.pass;

import java.io.PrintStream;
import java.util.IdentityHashMap;
import java.util.Map;
import raptor.ir.Operation;
import raptor.ir.ResourceTable;
import raptor.ir.SymbolTable;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;
import raptor.rewrite.IrFingerprint;

/**
 * Dumps IR before and after passes as mlir-opt does: a header
 * {@code // -----// IR Dump After CSE (cse) //----- //}, the op the pass ran on (nested ops in
 * local scope) and a blank line.
 */
public final class IrPrinting implements PassInstrumentation {
  private final IrPrintingConfig config;
  private final ResourceTable resources;
  private final PrintStream out;
  private final Map<Pass, Long> fingerprints = new IdentityHashMap<>();

  /** Creates the instrumentation printing to {@code out}. */
  public IrPrinting(IrPrintingConfig config, ResourceTable resources, PrintStream out) {
    this.config = config;
    this.resources = resources;
    this.out = out;
  }

  @Override
  public void runBeforePass(Pass pass, Operation op) {
    if (pass instanceof NestedPipeline) {
      return;
    }
    if (config.afterOnlyOnChange()) {
      fingerprints.put(pass, IrFingerprint.of(op));
    }
    if (config.printsBefore(pass)) {
      dump("// -----// IR Dump Before " + pass.name() + " (" + pass.argument() + ")", op);
    }
  }

  @Override
  public void runAfterPass(Pass pass, Operation op) {
    if (pass instanceof NestedPipeline || config.afterOnlyOnFailure()) {
      return;
    }
    Long before = fingerprints.remove(pass);
    if (before != null && before == IrFingerprint.of(op)) {
      return;
    }
    if (config.printsAfter(pass)) {
      dump("// -----// IR Dump After " + pass.name() + " (" + pass.argument() + ")", op);
    }
  }

  @Override
  public void runAfterPassFailed(Pass pass, Operation op) {
    if (pass instanceof NestedPipeline) {
      return;
    }
    fingerprints.remove(pass);
    if (config.printsAfter(pass)) {
      dump("// -----// IR Dump After " + pass.name() + " Failed (" + pass.argument() + ")", op);
    }
  }

  private void dump(String header, Operation op) {
    StringBuilder text = new StringBuilder(header);
    Operation target = op;
    if (config.moduleScope()) {
      text.append(" ('").append(op.name()).append("' operation");
      String symbol = SymbolTable.symbolName(op);
      if (symbol != null) {
        text.append(": @").append(symbol);
      }
      text.append(")");
      target = topLevel(op);
    }
    PrintOptions options = config.print();
    if (target.parentBlock() != null) {
      options = options.withLocalScope(true);
    }
    String printed = IrPrinter.print(target, options, resources);
    text.append(" //----- //\n").append(printed, 0, printed.length() - 1).append("\n\n");
    out.print(text);
    out.flush();
  }

  private static Operation topLevel(Operation op) {
    Operation top = op;
    while (top.parentOp() != null) {
      top = top.parentOp();
    }
    return top;
  }
}
