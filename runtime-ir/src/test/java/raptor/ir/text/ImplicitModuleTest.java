package raptor.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.TestIr;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.diag.DiagnosticEngine;

/** The parser's top-level {@code builtin.module}, which it finds in the context by name. */
class ImplicitModuleTest {
  private static IrContext context(boolean withBuiltin) {
    IrContext context = new IrContext();
    if (withBuiltin) {
      context.register(TestIr.BUILTIN);
    }
    context.setAllowUnregisteredDialects(true);
    return context;
  }

  @Test
  void wrapsTopLevelOpsInTheRegisteredModule() {
    IrContext context = context(true);
    Operation module = IrParser.parse("\"foo.a\"() : () -> ()\n\"foo.b\"() : () -> ()\n", "m.mlir",
        context, new DiagnosticEngine(), true);
    assertNotNull(module);
    assertSame(context.lookupOp("builtin.module"), module.info());
    assertEquals(2, module.region(0).firstBlock().countOps());
  }

  @Test
  void keepsASingleExplicitModule() {
    Operation module = IrParser.parse(
        "\"builtin.module\"() ({\n  \"foo.a\"() : () -> ()\n}) : () -> ()\n", "m.mlir",
        context(true), new DiagnosticEngine(), true);
    assertNotNull(module);
    assertEquals("builtin.module", module.name());
    assertEquals("foo.a", module.region(0).firstBlock().firstOp().name());
  }

  @Test
  void reportsAMissingBuiltinDialect() {
    DiagnosticEngine diag = new DiagnosticEngine();
    assertNull(IrParser.parse("\"foo.a\"() : () -> ()\n", "m.mlir", context(false), diag, true));
    assertEquals("cannot create the implicit top-level 'builtin.module': the builtin dialect is "
        + "not registered", diag.diagnostics().get(0).message());
    // A whole-file error, located as mlir-opt locates them: file:0:0.
    assertEquals(FileLineColLoc.of("m.mlir", 0, 0), diag.diagnostics().get(0).location());
  }

  @Test
  void aBadFirstTokenIsALocatedError() {
    DiagnosticEngine diag = new DiagnosticEngine();
    assertNull(IrParser.parse("\uFFFDt = i32\n", "m.mlir", context(true), diag, true));
    assertEquals("unexpected character", diag.diagnostics().get(0).message());
    assertEquals(FileLineColLoc.of("m.mlir", 1, 1), diag.diagnostics().get(0).location());
  }
}
