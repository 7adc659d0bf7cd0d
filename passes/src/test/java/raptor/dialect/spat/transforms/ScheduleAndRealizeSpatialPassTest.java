package raptor.dialect.spat.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.dialect.spat.transforms.scheduling.ComputeGraph;
import raptor.dialect.spat.transforms.scheduling.Schedule;
import raptor.dialect.spat.transforms.scheduling.SchedulingException;
import raptor.dialect.spat.transforms.scheduling.SchedulingTarget;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pass.PassManager;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimTargetOptions;

/** The choice among candidate latency schedules by their makespan with rendezvous channels. */
class ScheduleAndRealizeSpatialPassTest {
  /** A chain of three vector computes on three cores of one crossbar. */
  private static final String CHAIN = """
      func.func @main_graph(%x: tensor<1x64xf32>) -> tensor<1x64xf32> {
        %a = spat.graph_compute inputs(%x : tensor<1x64xf32>) -> tensor<1x64xf32> {
        ^bb0(%i: tensor<1x64xf32>):
          %r = spat.relu %i : tensor<1x64xf32>
          spat.yield %r : tensor<1x64xf32>
        }
        %b = spat.graph_compute inputs(%a : tensor<1x64xf32>) -> tensor<1x64xf32> {
        ^bb0(%i: tensor<1x64xf32>):
          %r = spat.relu %i : tensor<1x64xf32>
          spat.yield %r : tensor<1x64xf32>
        }
        %c = spat.graph_compute inputs(%b : tensor<1x64xf32>) -> tensor<1x64xf32> {
        ^bb0(%i: tensor<1x64xf32>):
          %r = spat.relu %i : tensor<1x64xf32>
          spat.yield %r : tensor<1x64xf32>
        }
        return %c : tensor<1x64xf32>
      }
      """;

  /** {@return a placer that puts node i on core {@code cores[i]}, one after another} */
  private static ScheduleAndRealizeSpatialPass.Placer on(int... cores) {
    return (ComputeGraph graph, SchedulingTarget target) -> {
      int[] slots = new int[cores.length];
      int[] used = new int[target.processorCount()];
      int[] order = new int[cores.length];
      for (int node = 0; node < cores.length; node++) {
        slots[node] = used[cores[node]]++;
        order[node] = node;
      }
      return new Schedule(target.processorCount(), cores, slots, new long[cores.length],
          new long[cores.length], order).retimed(graph, target);
    };
  }

  /** {@return the core ids of the scheduled computes after the pass with {@code placers}} */
  private static List<Integer> coresAfter(List<ScheduleAndRealizeSpatialPass.Placer> placers)
      throws SchedulingException {
    IrContext context = IrContext.withAvailableDialects();
    Operation module = IrParser.parse(CHAIN, "chain.mlir", context, new DiagnosticEngine(), true);
    assertNotNull(module);
    ScheduleAndRealizeSpatialPass pass = new ScheduleAndRealizeSpatialPass(
        new ScheduleAndRealizeSpatialPass.Options(
            new PimTargetOptions(new PimHardwareOptions(3, 4, 1), 1), "", false), placers);
    DiagnosticEngine diagnostics = new DiagnosticEngine();
    assertTrue(new PassManager(context, BuiltinModuleOp.NAME).add(pass).run(module,
        diagnostics) && !diagnostics.hasErrors());
    List<Integer> cores = new ArrayList<>();
    module.walk(op -> {
      if (op instanceof SpatScheduledComputeOp compute) {
        cores.add((int) compute.coreId());
      }
    });
    return cores;
  }

  /**
   * A chain that goes back and forth between two cores pays two rendezvous transfers; the chain
   * kept on one core pays none, so the pass keeps the second candidate whichever comes first.
   */
  @Test
  void theCandidateThatEndsFirstWithRendezvousChannelsIsKept() throws Exception {
    assertEquals(List.of(0), coresAfter(List.of(on(0, 1, 0), on(0, 0, 0))));
    assertEquals(List.of(0), coresAfter(List.of(on(0, 0, 0), on(0, 1, 0))));
  }

  /** With one placer, its schedule is taken as it is. */
  @Test
  void aSinglePlacerIsTakenAsItIs() throws Exception {
    assertEquals(List.of(0, 1), coresAfter(List.of(on(0, 1, 0))));
  }
}
