package raptor.testing;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import raptor.dialect.builtin.BuiltinDialect;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;

/** Parsing and printing helpers for tests. */
public final class TestIr {
  private TestIr() {
  }

  /** {@return a context with the builtin and test dialects; unregistered dialects allowed} */
  public static IrContext context() {
    IrContext ctx = new IrContext();
    ctx.register(new BuiltinDialect());
    ctx.register(new TestDialect());
    ctx.setAllowUnregisteredDialects(true);
    return ctx;
  }

  /** {@return the module parsed from {@code text}} */
  public static Operation parse(IrContext ctx, String text) {
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(text, "test.mlir", ctx, diag, true);
    assertNotNull(module, () -> messages(diag));
    return module;
  }

  /** {@return the generic form of {@code op}, without the trailing blank line} */
  public static String print(Operation op) {
    PrintOptions generic = PrintOptions.DEFAULT.withGeneric(true).withLocalScope(true);
    return IrPrinter.print(op, generic, null).strip() + "\n";
  }

  /** {@return the messages of {@code diag}, one a line} */
  public static String messages(DiagnosticEngine diag) {
    StringBuilder out = new StringBuilder();
    for (Diagnostic d : diag.diagnostics()) {
      out.append(d.severity().word()).append(": ").append(d.message()).append('\n');
    }
    return out.toString();
  }
}
