package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.DiagnosticPrinter;
import raptor.ir.diag.SourceFiles;
import raptor.ir.text.IrParser;
import raptor.pim.PimEntryFunction;

/**
 * The synchronization verification of spec §6 E: plans the pipeline never builds, written by
 * hand as scheduled Spatial IR, each rejected with its located diagnostic. The base plan is the
 * one {@code schedule-and-realize-spatial} makes for a writer (core 0) and a reader (core 1) in
 * two stages: the reader frees the writer and permits its restart at body entry, the writer
 * waits for that FREE signal before its store, the reader waits READY before its load.
 */
class SyncProtocolCheckTest {
  /** The base plan; {@code %s} placeholders take the varied lines. */
  private static final String PLAN = """
      func.func @main_graph(%%x: tensor<1x4xf32>) attributes {pim.pipeline_host_buffer_bytes = 16 : i64} {
        %%c0 = arith.constant 0 : index
        %%c1 = arith.constant 1 : index
        %%c2 = arith.constant 2 : index
        %%c30 = arith.constant 30 : index
        %%c31 = arith.constant 31 : index
        spat.scheduled_compute inputs(%%x : tensor<1x4xf32>) attributes {coreId = 0 : i32} {
        ^bb0(%%i: tensor<1x4xf32>):
          %s
          spat.host_store_sync %%i from %%c0 to %%c1 host_offset %%c0 event %%c0 : tensor<1x4xf32>
          spat.wait %%c30 value %%c1
          spat.sync %%c1 event %%c31
          spat.yield
        }
        %s {
        ^bb0:
          spat.sync %%c0 event %%c0
          spat.sync %%c0 event %%c30
          %%y = spat.host_wait_load from %%c0 to %%c1 host_offset %%c0 event %%c0 count %%c1 : tensor<1x4xf32>
          spat.wait %s value %%c1
          spat.yield
        }
        return
      }
      """;
  private static final String FREE_WAIT = "spat.wait %c0 value %c1";
  private static final String READER = "spat.scheduled_compute attributes {coreId = 1 : i32}";

  /** {@return the rendered diagnostics of checking {@code text} with 32 registers} */
  private static String check(String text) {
    IrContext context = IrContext.withAvailableDialects();
    DiagnosticEngine diagnostics = new DiagnosticEngine();
    Operation module = IrParser.parse(text, "plan.mlir", context, diagnostics, true);
    assertNotNull(module, () -> diagnostics.diagnostics().toString());
    Block block = PimEntryFunction.find((BuiltinModuleOp) module).body().firstBlock();
    boolean ok = SyncProtocolCheck.verify(block, 32, diagnostics);
    DiagnosticPrinter printer = new DiagnosticPrinter(new SourceFiles());
    String rendered = diagnostics.diagnostics().stream().map(printer::render)
        .collect(Collectors.joining());
    assertEquals(ok, rendered.isEmpty(), rendered);
    return rendered;
  }

  private static String plan(String freeWait, String reader, String restartRegister) {
    return PLAN.formatted(freeWait, reader, restartRegister);
  }

  /** {@return the base plan with the reader as a batch whose lanes run on {@code coreIds}} */
  private static String batchReader(String coreIds) {
    return plan(FREE_WAIT, "spat.scheduled_compute_batch lanes(" + coreIds.split(",").length
        + ") attributes {coreIds = array<i32: " + coreIds + ">}", "%c31")
        .replace("^bb0:\n", "^bb0(%lane: index):\n");
  }

  @Test
  void theBasePlanHolds() {
    assertEquals("", check(plan(FREE_WAIT, READER, "%c31")));
  }

  @Test
  void aDuplicatePhysicalReaderLaneIsRejected() {
    // A batch whose two lanes both run on reader core 1 sends its FREE signal twice.
    assertEquals("plan.mlir:15:3: error: 'spat.scheduled_compute_batch' op represents "
        + "host-buffer reader core 1 a second time; its FREE signals and READY waits would be "
        + "doubled\nplan.mlir:15:3: note: core 1 is first programmed here\n",
        check(batchReader("1, 1")));
  }

  @Test
  void anEventRegisterCollisionIsRejected() {
    // The restart WAIT of the reader lands on its READY register 0.
    assertEquals("plan.mlir:20:5: error: 'spat.wait' op waits on event register 0 of core 1 a "
        + "second time in one iteration; READY, FREE, barrier and restart registers must be "
        + "disjoint\nplan.mlir:19:10: note: the first wait is here\n",
        check(plan(FREE_WAIT, READER, "%c0")));
  }

  @Test
  void aRegisterBeyondTheTargetsIsRejected() {
    // Both users of register 32: the writer's restart signal and the reader's restart wait.
    assertEquals("plan.mlir:12:5: error: 'spat.sync' op uses event register 32, outside the "
        + "32 event registers of a core\nplan.mlir:20:5: error: 'spat.wait' op uses event "
        + "register 32, outside the 32 event registers of a core\n",
        check(plan(FREE_WAIT, READER, "%c31").replace("%c31 = arith.constant 31",
            "%c31 = arith.constant 32")));
  }

  @Test
  void aFreeCountMismatchIsRejected() {
    // The writer waits for two readers' FREE signals, but only reader core 1 sends one.
    assertEquals("plan.mlir:9:5: error: 'spat.wait' op FREE WAIT on event register 0 of core 0 "
        + "expects 2 signal(s), but the programs send 1 per iteration\n",
        check(plan("spat.wait %c0 value %c2", READER, "%c31")));
  }

  @Test
  void aSignalNoWaitConsumesIsRejected() {
    // Without the FREE wait the reader's body-entry SYNC is never consumed.
    assertEquals("plan.mlir:17:5: error: 'spat.sync' op signals event register 0 of core 0, "
        + "which no WAIT consumes\n", check(plan("", READER, "%c31")));
  }

  @Test
  void aLaneDependentOperandIsRejected() {
    assertEquals("plan.mlir:18:5: error: 'spat.sync' op needs constant core, event register "
        + "and count operands for the synchronization check\n", check(batchReader("1")
        .replace("spat.sync %c0 event %c30", "spat.sync %lane event %c30")));
  }
}
