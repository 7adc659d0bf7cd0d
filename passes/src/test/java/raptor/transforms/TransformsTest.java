package raptor.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.pass.PassManager;
import raptor.pass.PassRegistry;
import raptor.pass.PipelineException;
import raptor.pass.PipelineParser;
import raptor.testing.TestIr;

class TransformsTest {
  private final IrContext ctx = TestIr.context();
  private final DiagnosticEngine diag = new DiagnosticEngine();

  /** Runs {@code pipeline} on {@code input} and returns the generic output. */
  private String run(String pipeline, String input) throws PipelineException {
    Operation module = TestIr.parse(ctx, input);
    PassManager pm = new PipelineParser(PassRegistry.load()).parse(pipeline, ctx);
    assertTrue(pm.run(module, diag), () -> TestIr.messages(diag));
    return TestIr.print(module);
  }

  private boolean fails(String pipeline, String input) throws PipelineException {
    Operation module = TestIr.parse(ctx, input);
    return !new PipelineParser(PassRegistry.load()).parse(pipeline, ctx).run(module, diag);
  }

  @Test
  void cseMergesPureOpsOnlyAndSeesEnclosingScopes() throws PipelineException {
    assertEquals("""
        "builtin.module"() ({
          "test.func"() <{sym_name = "f"}> ({
            %0 = "x.src"() : () -> i32
            %1 = "test.add"(%0, %0) : (i32, i32) -> i32
            %2 = "test.effect"(%0) : (i32) -> i32
            %3 = "test.effect"(%0) : (i32) -> i32
            %4 = "x.pure"(%0) : (i32) -> i32
            %5 = "x.pure"(%0) : (i32) -> i32
            "test.region"() ({
              "x.use"(%1) : (i32) -> ()
            }) : () -> ()
            "test.func"() <{sym_name = "inner"}> ({
              %6 = "x.src"() : () -> i32
              %7 = "test.add"(%6, %6) : (i32, i32) -> i32
              "x.use"(%7) : (i32) -> ()
            }) : () -> ()
            "x.use"(%1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, run("builtin.module(test.func(cse))", """
        "test.func"() <{sym_name = "f"}> ({
          %a = "x.src"() : () -> i32
          %b = "test.add"(%a, %a) : (i32, i32) -> i32
          %c = "test.add"(%a, %a) : (i32, i32) -> i32
          %e1 = "test.effect"(%a) : (i32) -> i32
          %e2 = "test.effect"(%a) : (i32) -> i32
          %u1 = "x.pure"(%a) : (i32) -> i32
          %u2 = "x.pure"(%a) : (i32) -> i32
          %dead = "test.add"(%b, %b) : (i32, i32) -> i32
          "test.region"() ({
            %d = "test.add"(%a, %a) : (i32, i32) -> i32
            "x.use"(%d) : (i32) -> ()
          }) : () -> ()
          "test.func"() <{sym_name = "inner"}> ({
            %x = "x.src"() : () -> i32
            %y = "test.add"(%x, %x) : (i32, i32) -> i32
            "x.use"(%y) : (i32) -> ()
          }) : () -> ()
          "x.use"(%c, %e1, %e2, %u1, %u2) : (i32, i32, i32, i32, i32) -> ()
        }) : () -> ()
        """));
  }

  private static final String NEGATIONS = """
      %x = "x.src"() : () -> i32
      %1 = "test.neg"(%x) : (i32) -> i32
      %2 = "test.neg"(%1) : (i32) -> i32
      %z = "test.const"() <{value = 0 : i32}> : () -> i32
      %s = "test.add"(%2, %z) : (i32, i32) -> i32
      "x.use"(%s) : (i32) -> ()
      """;

  @Test
  void canonicalizeUsesFoldersAndRegisteredPatterns() throws PipelineException {
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          "x.use"(%0) : (i32) -> ()
        }) : () -> ()
        """, run("builtin.module(canonicalize)", NEGATIONS));
  }

  @Test
  void canonicalizeCanDisablePatterns() throws PipelineException {
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          %1 = "test.neg"(%0) : (i32) -> i32
          %2 = "test.neg"(%1) : (i32) -> i32
          "x.use"(%2) : (i32) -> ()
        }) : () -> ()
        """, run("builtin.module(canonicalize{disable-patterns=DoubleNegation})", NEGATIONS));
  }

  @Test
  void canonicalizeReportsNonConvergenceWhenTested() throws PipelineException {
    assertTrue(fails("builtin.module(canonicalize{max-iterations=1 test-convergence=true})",
        NEGATIONS));
    assertEquals("error: canonicalizer failed to converge within 1 iterations\n",
        TestIr.messages(diag));
  }

  @Test
  void symbolDceErasesUnreferencedDiscardableSymbols() throws PipelineException {
    assertEquals("""
        "builtin.module"() ({
          "test.func"() <{sym_name = "pub"}> ({
          }) : () -> ()
          "test.func"() <{sym_name = "used", sym_visibility = "private"}> ({
          }) : () -> ()
          "x.call"() {callee = @used} : () -> ()
          "test.table"() <{sym_name = "t"}> ({
            "test.func"() <{sym_name = "x", sym_visibility = "private"}> ({
            }) : () -> ()
          }) {x.ref = @t::@x} : () -> ()
        }) : () -> ()
        """, run("builtin.module(symbol-dce)", """
        "test.func"() <{sym_name = "pub"}> ({}) : () -> ()
        "test.func"() <{sym_name = "priv", sym_visibility = "private"}> ({}) : () -> ()
        "test.func"() <{sym_name = "nest", sym_visibility = "nested"}> ({}) : () -> ()
        "test.func"() <{sym_name = "used", sym_visibility = "private"}> ({}) : () -> ()
        "x.call"() {callee = @used} : () -> ()
        "test.table"() <{sym_name = "t"}> ({
          "test.func"() <{sym_name = "x", sym_visibility = "private"}> ({}) : () -> ()
          "test.func"() <{sym_name = "y", sym_visibility = "private"}> ({}) : () -> ()
        }) {x.ref = @t::@x} : () -> ()
        """));
  }

  @Test
  void symbolDceNeedsASymbolTable() throws PipelineException {
    assertTrue(fails("builtin.module(test.func(symbol-dce))",
        "\"test.func\"() <{sym_name = \"f\"}> ({}) : () -> ()\n"));
    assertEquals("error: 'test.func' op  was scheduled to run under SymbolDCE, but does not "
        + "define a symbol table\n", TestIr.messages(diag));
  }

  @Test
  void symbolDceRefusesPotentiallyUnknownSymbolTables() throws PipelineException {
    assertTrue(fails("builtin.module(symbol-dce)", "\"x.op\"() ({}) : () -> ()\n"));
    assertEquals("error: operation contains potentially unknown symbol table, meaning that we "
        + "can't reliable compute symbol uses\n", TestIr.messages(diag));
    assertFalse(diag.diagnostics().isEmpty());
  }
}
