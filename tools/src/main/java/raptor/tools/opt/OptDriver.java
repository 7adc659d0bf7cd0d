package raptor.tools.opt;

import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.DiagnosticPrinter;
import raptor.ir.diag.DiagnosticVerifier;
import raptor.ir.diag.SourceFiles;
import raptor.ir.diag.Verifier;
import raptor.ir.text.IrParser;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;
import raptor.ir.text.PrintedText;

/**
 * Processes one input buffer: splits it into chunks, and parses, verifies, transforms and
 * prints each,
 * reporting diagnostics on stderr (or checking them with {@code --verify-diagnostics}).
 */
final class OptDriver {
  /** Makes the module of one chunk: the MLIR parser, or a module imported from another format. */
  @FunctionalInterface
  interface ModuleSource {
    /** {@return the module of {@code chunk}, or null after an error emitted to {@code diag}} */
    Operation parse(String chunk, String fileName, IrContext context, DiagnosticEngine diag,
        boolean implicitModule);
  }

  private final OptOptions options;
  private final String fileName;
  private final String text;
  private final PrintStream err;
  private final DiagnosticPrinter printer;
  private final DiagnosticVerifier expectations;
  private final PassRunner passes;
  private final ModuleSource source;
  private final Supplier<PrintedText> output;
  private boolean success = true;

  /**
   * A driver that prints the chunks that succeed into the text {@code output} gives, asked for
   * only when there is something to print.
   */
  OptDriver(OptOptions options, String fileName, String text, PrintStream err,
      PassRunner passes, ModuleSource source, Supplier<PrintedText> output) {
    this.options = options;
    this.output = output;
    this.source = source;
    this.fileName = fileName;
    this.text = text;
    this.err = err;
    this.passes = passes;
    SourceFiles sources = new SourceFiles();
    sources.add(fileName, text);
    this.printer = new DiagnosticPrinter(sources);
    this.expectations = options.verifyDiagnostics() ? new DiagnosticVerifier(fileName, text)
        : null;
  }

  /** Processes every chunk; {@return whether every chunk succeeded} */
  boolean run() {
    if (expectations != null) {
      report(expectations.setupErrors());
    }
    List<String> chunks = options.splitMarker() == null ? List.of(text)
        : InputSplitter.split(text, options.splitMarker());
    for (int i = 0; i < chunks.size(); i++) {
      if (i > 0) {
        output.get().tail().append(options.outputSplitMarker()).append('\n');
      }
      processChunk(chunks.get(i));
    }
    if (expectations != null) {
      report(expectations.finish());
    }
    return success;
  }

  /** Appends the printed chunk and a blank line to the output; nothing when it failed. */
  private void processChunk(String chunk) {
    IrContext context = IrContext.withAvailableDialects();
    context.setAllowUnregisteredDialects(options.allowUnregisteredDialect());
    DiagnosticEngine diag = new DiagnosticEngine();
    boolean opNotes = expectations == null && options.printOpOnDiagnostic();
    if (opNotes) {
      diag.setCurrentOperationRenderer(IrPrinter::printForDiagnostic);
    }
    long parseStart = System.nanoTime();
    Operation module = source.parse(chunk, fileName, context, diag, options.implicitModule());
    boolean passesSucceeded;
    try {
      if (module != null && options.verifyOnParse()) {
        Verifier.verify(module, diag);
      }
      passes.record("Parser", System.nanoTime() - parseStart);
      passesSucceeded = module == null || diag.hasErrors()
          || passes.run(module, context, diag, opNotes);
    } catch (StackOverflowError e) {
      nestingTooDeep(module, diag);
      passesSucceeded = false;
    }
    if (!passesSucceeded && expectations == null) {
      success = false;
    }
    if (expectations != null) {
      report(expectations.process(diag.diagnostics()));
    } else if (diag.hasErrors()) {
      success = false;
      report(diag.diagnostics());
    } else {
      report(diag.diagnostics());
    }
    if (module == null || diag.hasErrors() || !passesSucceeded) {
      return;
    }
    long outputStart = System.nanoTime();
    PrintedText text = output.get();
    PrintedText.Mark printStart = text.mark();
    try {
      IrPrinter.print(module, printOptions(module), context.resources(), text);
    } catch (StackOverflowError e) {
      text.truncate(printStart);
      success = false;
      report(List.of(nestingTooDeep(module, diag)));
    }
    passes.record("Output", System.nanoTime() - outputStart);
  }

  /**
   * {@return the printer flags for {@code module}: the generic form when the verifier was off
   * on parsing and the module does not verify, as mlir-opt's printer does}
   */
  private PrintOptions printOptions(Operation module) {
    if (options.verifyOnParse() || Verifier.verify(module, new DiagnosticEngine())) {
      return options.print();
    }
    return options.print().withGeneric(true);
  }

  /**
   * Reports that a recursive verifier, pass or printer ran out of stack on {@code module}, at its
   * most deeply nested op.
   */
  private static Diagnostic nestingTooDeep(Operation module, DiagnosticEngine diag) {
    return diag.error(DeepestOp.in(module).location(), IrParser.NESTING_TOO_DEEP);
  }

  private void report(List<Diagnostic> diagnostics) {
    for (Diagnostic d : diagnostics) {
      if (expectations != null) {
        success = false;
      }
      err.print(printer.render(d));
    }
  }
}
