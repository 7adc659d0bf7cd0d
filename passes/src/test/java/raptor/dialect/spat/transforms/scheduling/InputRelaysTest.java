package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;

/**
 * Multi-stage forwarding relays (spec §3.4, §3.5 step 4): a compute that reads the function
 * input after a chain of two may sit in the last of three stages only through a relay per stage.
 */
class InputRelaysTest {
  private static final String LATE_READER = """
      func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
        %w0 = arith.constant dense<1.0> : tensor<4x4xf32>
        %w1 = arith.constant dense<2.0> : tensor<4x4xf32>
        %w2 = arith.constant dense<3.0> : tensor<4x4xf32>
        %a = spat.graph_compute weights(%w0 : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) -> tensor<1x4xf32> {
        ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
          %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
          spat.yield %m : tensor<1x4xf32>
        }
        %b = spat.graph_compute weights(%w1 : tensor<4x4xf32>) inputs(%a : tensor<1x4xf32>) -> tensor<1x4xf32> {
        ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>):
          %m = spat.vmm %w, %i : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
          spat.yield %m : tensor<1x4xf32>
        }
        %c = spat.graph_compute weights(%w2 : tensor<4x4xf32>) inputs(%b, %x : tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> {
        ^bb0(%w: tensor<4x4xf32>, %i: tensor<1x4xf32>, %j: tensor<1x4xf32>):
          %s = spat.vadd %i, %j : tensor<1x4xf32>
          %m = spat.vmm %w, %s : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
          spat.yield %m : tensor<1x4xf32>
        }
        return %c : tensor<1x4xf32>
      }
      """;

  @Test
  void lateReaderGetsARelayChainOneStagePerHop() throws Exception {
    IrContext context = IrContext.withAvailableDialects();
    Operation module = IrParser.parse(LATE_READER, "late.mlir", context,
        new DiagnosticEngine(), true);
    assertNotNull(module);
    Block block = PimEntryFunction.find((BuiltinModuleOp) module).body().firstBlock();
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(3, 4, 3, 3));
    SpatialGraph graph = SpatialGraph.build(block, target, BodyCostModel.INSTANCE);
    SchedulingTarget oneCrossbar = SchedulingTarget.of(new PimTarget(3, 4, 1, 3));
    assertThrows(SchedulingException.class, () -> PipelineScheduler.plan(
        SpatialGraph.build(block, oneCrossbar, BodyCostModel.INSTANCE), oneCrossbar, 3, false),
        "without relays the three weights share stage 0's crossbar");
    List<Operation> computes = new ArrayList<>();
    for (Operation op : block.ops()) {
      if (ComputeOperands.isGraphCompute(op)) {
        computes.add(op);
      }
    }

    PipelineScheduler.Plan plain = PipelineScheduler.plan(graph, target, 3, false);
    for (Operation op : computes) {
      assertEquals(0, plain.stages().get(op), "a reader of the input pins the chain to stage 0");
    }
    PipelineScheduler.Plan relayed = PipelineScheduler.plan(graph, target, 3, true);
    assertEquals(List.of(0, 1, 2), computes.stream().map(relayed.stages()::get).toList());
    assertTrue(relayed.bottleneck() < plain.bottleneck(),
        relayed.bottleneck() + " vs " + plain.bottleneck());

    Map<Operation, Integer> stages = new IdentityHashMap<>(relayed.stages());
    assertEquals(2, InputRelays.insert(new OpBuilder(context), block, stages));
    Operation first = block.firstOp();
    Operation second = first.nextOp();
    assertSame(block.arguments().get(0), ComputeOperands.inputs(first).get(0));
    assertSame(first.result(0), ComputeOperands.inputs(second).get(0));
    assertEquals(0, stages.get(first));
    assertEquals(1, stages.get(second));
    assertSame(second.result(0), ComputeOperands.inputs(computes.get(2)).get(1),
        "the reader of stage 2 takes the relay of stage 1");
    assertSame(block.arguments().get(0), ComputeOperands.inputs(computes.get(0)).get(0),
        "the reader of stage 0 keeps the input");

    SpatialGraph rebuilt = SpatialGraph.build(block, target, BodyCostModel.INSTANCE);
    PipelineScheduler.Result result = PipelineScheduler.place(rebuilt, target,
        new PipelineScheduler.Plan(stages, relayed.layout(), relayed.bottleneck()));
    assertEquals(List.of(), PipelineScheduler.problems(rebuilt, result));
    assertEquals(List.of(), ScheduleVerifier.problems(rebuilt.graph(), target,
        result.schedule()));
  }
}
