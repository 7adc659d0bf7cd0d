package raptor.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.SymbolTable;
import raptor.ir.attr.IntegerType;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.PrintOptions;
import raptor.testing.TestDialect;
import raptor.testing.TestIr;
import raptor.transforms.CsePass;

class PassManagerTest {
  private final IrContext ctx = TestIr.context();
  private final DiagnosticEngine diag = new DiagnosticEngine();

  private static final String FUNCS = """
      "test.func"() <{sym_name = "f"}> ({
        %a = "x.src"() : () -> i32
        %b = "test.add"(%a, %a) : (i32, i32) -> i32
        %c = "test.add"(%a, %a) : (i32, i32) -> i32
        "x.use"(%b, %c) : (i32, i32) -> ()
      }) : () -> ()
      "test.func"() <{sym_name = "g"}> ({
        "x.use"() : () -> ()
      }) : () -> ()
      """;

  @Test
  void runsNestedPipelinesOnTheirAnchorOps() {
    Operation module = TestIr.parse(ctx, FUNCS);
    List<String> seen = new ArrayList<>();
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME).threading(false);
    pm.nest("test.func").add(new Recorder(seen));
    assertTrue(pm.run(module, diag));
    assertEquals(List.of("f", "g"), seen);
  }

  @Test
  void aPassAnchoredElsewhereIsNestedImplicitly() {
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME).add(new FuncOnly());
    assertEquals("builtin.module(test.func(func-only))", pm.toPipelineString());
  }

  @Test
  void refusesToRunOnTheWrongAnchor() {
    Operation module = TestIr.parse(ctx, FUNCS);
    assertFalse(new PassManager(ctx, "test.func").run(module, diag));
    assertEquals("error: can't run 'test.func' pass manager on 'builtin.module' op\n",
        TestIr.messages(diag));
  }

  @Test
  void refusesToScheduleOnOpsThatAreNotIsolated() {
    Operation module = TestIr.parse(ctx, "\"test.region\"() ({\n}) : () -> ()\n");
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME);
    pm.nest("test.region").add(new CsePass());
    assertFalse(pm.run(module, diag));
    assertEquals("error: 'test.region' op trying to schedule a pass on an operation not marked "
        + "as 'IsolatedFromAbove'\n", TestIr.messages(diag));
  }

  @Test
  void verifiesAfterEachPassUnlessTurnedOff() {
    Operation module = TestIr.parse(ctx, FUNCS);
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME).add(new Breaker());
    assertFalse(pm.run(module, diag));
    assertEquals("error: 'test.add' op expected 2 operands, but found 0\n",
        TestIr.messages(diag));
    Operation other = TestIr.parse(ctx, FUNCS);
    assertTrue(new PassManager(ctx, BuiltinModuleOp.NAME).add(new Breaker()).verifyEach(false)
        .run(other, new DiagnosticEngine()));
  }

  /** The IR is broken beforehand: only a pass that leaves it unchanged is not followed by a check. */
  @Test
  void skipsTheVerificationAfterAPassThatChangedNothing() {
    Operation module = TestIr.parse(ctx, FUNCS);
    assertTrue(new PassManager(ctx, BuiltinModuleOp.NAME).add(new Breaker()).verifyEach(false)
        .run(module, diag));
    assertTrue(new PassManager(ctx, BuiltinModuleOp.NAME).add(new Unchanged(true))
        .run(module, diag));
    assertEquals("", TestIr.messages(diag));
    assertFalse(new PassManager(ctx, BuiltinModuleOp.NAME).add(new Unchanged(false))
        .run(module, diag));
    assertEquals("error: 'test.add' op expected 2 operands, but found 0\n",
        TestIr.messages(diag));
  }

  @Test
  void aFailingPassStopsThePipeline() {
    Operation module = TestIr.parse(ctx, FUNCS);
    List<String> seen = new ArrayList<>();
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME).add(new Failing()).add(
        new Recorder(seen));
    assertFalse(pm.run(module, diag));
    assertEquals("error: failing on purpose\n", TestIr.messages(diag));
    assertTrue(seen.isEmpty());
  }

  @Test
  void parallelRunsReportDiagnosticsInOpOrder() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 64; i++) {
      text.append("\"test.func\"() <{sym_name = \"f").append(i).append("\"}> ({\n}) : () -> ()\n");
    }
    Operation module = TestIr.parse(ctx, text.toString());
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME).threading(true);
    pm.nest("test.func").add(new Remarker());
    assertTrue(pm.run(module, diag));
    List<String> names = new ArrayList<>();
    for (Diagnostic d : diag.diagnostics()) {
      names.add(d.message());
    }
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      expected.add("f" + i);
    }
    assertEquals(expected, names);
  }

  @Test
  void printsIrAfterPassesThatChangedIt() {
    Operation module = TestIr.parse(ctx, FUNCS);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME);
    pm.nest("test.func").add(new CsePass());
    pm.addInstrumentation(new IrPrinting(new IrPrintingConfig(false, Set.of(), true, Set.of(),
        true, false, false, PrintOptions.DEFAULT), ctx.resources(),
        new PrintStream(bytes, true, StandardCharsets.UTF_8)));
    assertTrue(pm.run(module, diag));
    assertEquals("""
        // -----// IR Dump After CSE (cse) //----- //
        "test.func"() <{sym_name = "f"}> ({
          %0 = "x.src"() : () -> i32
          %1 = "test.add"(%0, %0) : (i32, i32) -> i32
          "x.use"(%1, %1) : (i32, i32) -> ()
        }) : () -> ()

        """, bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void printsIrBeforeAndAfterAFailure() {
    Operation module = TestIr.parse(ctx, "\"x.a\"() : () -> ()\n");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME).add(new Failing());
    pm.addInstrumentation(new IrPrinting(new IrPrintingConfig(false, Set.of("failing"), false,
        Set.of(), false, true, false, PrintOptions.DEFAULT), ctx.resources(),
        new PrintStream(bytes, true, StandardCharsets.UTF_8)));
    assertFalse(pm.run(module, diag));
    assertEquals("""
        // -----// IR Dump Before Failing (failing) //----- //
        module {
          "x.a"() : () -> ()
        }


        // -----// IR Dump After Failing Failed (failing) //----- //
        module {
          "x.a"() : () -> ()
        }


        """, bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void timesPassesAndNestedPipelines() {
    Operation module = TestIr.parse(ctx, FUNCS);
    TimingTree timing = new TimingTree();
    timing.root().child("Parser");
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME);
    pm.nest("test.func").add(new CsePass());
    pm.add(new Recorder(new ArrayList<>()));
    pm.addInstrumentation(new PassTiming(timing.root()));
    assertTrue(pm.run(module, diag));
    List<String> names = new ArrayList<>();
    for (String line : timing.report(1_000_000_000L, TimingTree.Display.TREE).split("\n")) {
      if (line.matches("  +\\d+\\.\\d{4} \\( *\\d+\\.\\d%\\)  .*")) {
        names.add(line.substring(line.indexOf("%)  ") + 4));
      }
    }
    assertEquals(List.of("Parser", "'test.func' Pipeline", "  CSE", "Recorder", "Rest", "Total"),
        names);
  }

  @Test
  void reportsStatistics() {
    Operation module = TestIr.parse(ctx, FUNCS);
    PassManager pm = new PassManager(ctx, BuiltinModuleOp.NAME);
    pm.nest("test.func").add(new CsePass());
    assertTrue(pm.run(module, diag));
    assertEquals("""
        ===-------------------------------------------------------------------------===
                                 ... Pass statistics report ...
        ===-------------------------------------------------------------------------===
        'test.func' Pipeline
          CSE
            (S) 1 num-cse'd - Number of operations CSE'd
            (S) 0 num-dce'd - Number of operations DCE'd

        """, StatisticsReport.print(pm, false));
  }

  /** Records the symbol names of the ops it runs on; single-threaded use only. */
  private static final class Recorder extends Pass {
    private final List<String> seen;

    Recorder(List<String> seen) {
      super("recorder", "Recorder", "Records op names", null);
      this.seen = seen;
    }

    @Override
    public void run(Operation op, PassContext pc) {
      String name = SymbolTable.symbolName(op);
      if (name != null) {
        seen.add(name);
      }
    }
  }

  /** Emits the symbol name of its op as a remark. */
  private static final class Remarker extends Pass {
    Remarker() {
      super("remarker", "Remarker", "Remarks op names", "test.func");
    }

    @Override
    public void run(Operation op, PassContext pc) {
      pc.diagnostics().remark(op.location(), SymbolTable.symbolName(op));
    }
  }

  /** Runs only on {@code test.func}. */
  private static final class FuncOnly extends Pass {
    FuncOnly() {
      super("func-only", "FuncOnly", "", "test.func");
    }

    @Override
    public void run(Operation op, PassContext pc) {
    }
  }

  /** Always fails. */
  private static final class Failing extends Pass {
    Failing() {
      super("failing", "Failing", "Fails", null);
    }

    @Override
    public void run(Operation op, PassContext pc) {
      pc.diagnostics().error(op.location(), "failing on purpose");
      pc.signalFailure();
    }
  }

  /** Changes nothing, and says so when {@code marks}. */
  private static final class Unchanged extends Pass {
    private final boolean marks;

    Unchanged(boolean marks) {
      super("unchanged", "Unchanged", "Changes nothing", null);
      this.marks = marks;
    }

    @Override
    public void run(Operation op, PassContext pc) {
      if (marks) {
        pc.markUnchanged();
      }
    }
  }

  /** Leaves a {@code test.add} without operands, which fails to verify. */
  private static final class Breaker extends Pass {
    Breaker() {
      super("breaker", "Breaker", "Breaks the IR", null);
    }

    @Override
    public void run(Operation op, PassContext pc) {
      OperationState state = new OperationState(TestDialect.ADD, op.location());
      state.resultTypes.add(IntegerType.I32);
      op.region(0).firstBlock().prepend(Operation.create(state));
    }
  }
}
