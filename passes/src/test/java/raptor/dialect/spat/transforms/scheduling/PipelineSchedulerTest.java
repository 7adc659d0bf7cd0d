package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;

/**
 * Checklist B of spec §6: pipeline scheduling of small graphs with given node costs. Each node
 * is a {@code spat.graph_compute} of its own 2x2 weight (one crossbar tile) whose 8-byte result
 * is one flit with no fixed overhead; no node reads a function input, so none is pinned.
 */
class PipelineSchedulerTest {
  /** A graph of {@code costs.length} computes and the edges {@code edges[i] = {from, to}}. */
  private record Graph(SpatialGraph spatial, List<Operation> computes) {
    static Graph of(SchedulingTarget target, long[] costs, int[]... edges) throws Exception {
      String result = costs.length == 0 ? "" : " -> tensor<1x2xf32>";
      StringBuilder ir = new StringBuilder("func.func @main_graph()" + result + " {\n");
      for (int node = 0; node < costs.length; node++) {
        List<Integer> inputs = new ArrayList<>();
        for (int[] edge : edges) {
          if (edge[1] == node) {
            inputs.add(edge[0]);
          }
        }
        ir.append(compute(node, inputs));
      }
      ir.append(costs.length == 0 ? "  return\n}\n"
          : "  return %n" + (costs.length - 1) + " : tensor<1x2xf32>\n}\n");
      return parse(ir.toString(), target, costs);
    }

    /** {@return the graph of the function in {@code ir}, its computes costing {@code costs}} */
    static Graph parse(String ir, SchedulingTarget target, long[] costs) throws Exception {
      IrContext context = IrContext.withAvailableDialects();
      Operation module = IrParser.parse(ir, "graph.mlir", context, new DiagnosticEngine(), true);
      assertNotNull(module, ir);
      Block block = PimEntryFunction.find((BuiltinModuleOp) module).body().firstBlock();
      List<Operation> computes = new ArrayList<>();
      for (Operation op : block.ops()) {
        if (ComputeOperands.isGraphCompute(op)) {
          computes.add(op);
        }
      }
      CostModel model = (instance, machine) -> costs[computes.indexOf(instance.op())];
      return new Graph(SpatialGraph.build(block, target, model), computes);
    }

    /** {@return node {@code node}: its weight times the sum of its inputs, or of a constant} */
    private static String compute(int node, List<Integer> inputs) {
      StringBuilder text = new StringBuilder();
      text.append("  %w").append(node).append(" = arith.constant dense<").append(node + 1)
          .append(".0> : tensor<2x2xf32>\n");
      text.append("  %n").append(node).append(" = spat.graph_compute weights(%w").append(node)
          .append(" : tensor<2x2xf32>)");
      StringBuilder arguments = new StringBuilder("%w: tensor<2x2xf32>");
      if (!inputs.isEmpty()) {
        text.append(" inputs(");
        for (int i = 0; i < inputs.size(); i++) {
          text.append(i > 0 ? ", " : "").append("%n").append(inputs.get(i));
          arguments.append(", %i").append(i).append(": tensor<1x2xf32>");
        }
        text.append(" : ").append(String.join(", ",
            Collections.nCopies(inputs.size(), "tensor<1x2xf32>"))).append(")");
      }
      text.append(" -> tensor<1x2xf32> {\n  ^bb0(").append(arguments).append("):\n");
      text.append("    %s0 = arith.constant dense<1.0> : tensor<1x2xf32>\n");
      for (int i = 0; i < inputs.size(); i++) {
        text.append("    %s").append(i + 1).append(" = spat.vadd %s").append(i).append(", %i")
            .append(i).append(" : tensor<1x2xf32>\n");
      }
      text.append("    %m = spat.vmm %w, %s").append(inputs.size())
          .append(" : tensor<2x2xf32>, tensor<1x2xf32> -> tensor<1x2xf32>\n");
      text.append("    spat.yield %m : tensor<1x2xf32>\n  }\n");
      return text.toString();
    }
  }

  /** Costs 6, 4, 6, 4, 8, 8 (spec §6.B) with an edge 1 -> 2 and {@code extra} edges. */
  private static Graph sixNodes(SchedulingTarget target, int[]... extra) throws Exception {
    List<int[]> edges = new ArrayList<>(List.of(new int[] {1, 2}));
    edges.addAll(List.of(extra));
    return Graph.of(target, new long[] {6, 4, 6, 4, 8, 8}, edges.toArray(int[][]::new));
  }

  /** Asserts that every edge of the graph goes to the same stage or the next. */
  private static void assertAdjacent(SpatialGraph graph, PipelineScheduler.Result result) {
    assertEquals(List.of(), PipelineScheduler.problems(graph, result));
    int[] stages = result.nodeStages();
    for (int node = 0; node < stages.length; node++) {
      for (ComputeGraph.Edge edge : graph.graph().successors(node)) {
        int to = stages[edge.node()];
        assertTrue(stages[node] <= to && to <= stages[node] + 1,
            "edge " + node + " -> " + edge.node() + " goes from stage " + stages[node]
            + " to stage " + to);
      }
    }
  }

  @Test
  void anEmptyGraphStillStagesEveryCore() throws Exception {
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(4, 4, 2, 2));
    Graph graph = Graph.of(target, new long[0]);
    PipelineScheduler.Result result = PipelineScheduler.schedule(graph.spatial(), target, 2);
    assertEquals(4, result.schedule().processorCount());
    assertArrayEquals(new int[] {0, 0, 1, 1}, result.coreStages());
    assertArrayEquals(new int[0], result.nodeStages());
  }

  @Test
  void aTransferBetweenStagesWaitsForItsData() throws Exception {
    SchedulingTarget target = Graphs.uniform(4, 2, 3);
    Graph graph = sixNodes(target);
    assertEquals(List.of(new ComputeGraph.Edge(2, new TransferCost(0, 1))),
        graph.spatial().graph().successors(1), "one flit, no fixed cost");
    PipelineScheduler.Result result = PipelineScheduler.schedule(graph.spatial(), target, 2);
    Schedule schedule = result.schedule();
    assertEquals(4, schedule.processorCount());
    assertEquals(List.of(), ScheduleVerifier.problems(graph.spatial().graph(), target, schedule));
    long transfer = new TransferCost(0, 1).time(schedule.cores()[1], schedule.cores()[2], target);
    assertTrue(schedule.starts()[2] >= schedule.starts()[1] + 4 + transfer);
    int[] stages = result.nodeStages();
    assertTrue(stages[1] <= stages[2] && stages[2] <= stages[1] + 1);
    assertAdjacent(graph.spatial(), result);
  }

  @Test
  void aLongLivedDependencyNeverSkipsAStage() throws Exception {
    SchedulingTarget target = Graphs.uniform(8, 2, 3);
    Graph graph = sixNodes(target, new int[] {0, 5});
    PipelineScheduler.Result result = PipelineScheduler.schedule(graph.spatial(), target, 4);
    assertEquals(8, result.schedule().processorCount());
    assertAdjacent(graph.spatial(), result);
    assertEquals(List.of(), ScheduleVerifier.problems(graph.spatial().graph(), target,
        result.schedule()));
  }

  /**
   * Costs 6, 4, 6, 4, 1 with an edge from the cost-1 node to the second cost-4 node (spec §6.B
   * "edge 4 -> 3"; in block order the producer comes first, so here it is the edge 3 -> 4).
   */
  @Test
  void fiveNodesScheduleOnTheDefaultAndOnSlowLinks() throws Exception {
    long[] costs = {6, 4, 6, 1, 4};
    long[] slow = new long[4];
    Arrays.fill(slow, 10);
    SchedulingTarget[] targets = {
        SchedulingTarget.of(new PimTarget(2, 4, 4, 2)),
        new SchedulingTarget(2, 4, 4, 16, 4, 64, 8, 32, slow)};
    assertEquals(10, targets[1].averageLatency());
    for (SchedulingTarget target : targets) {
      Graph graph = Graph.of(target, costs, new int[] {3, 4});
      assertEquals(List.of(new ComputeGraph.Edge(4, new TransferCost(0, 1))),
          graph.spatial().graph().successors(3));
      PipelineScheduler.Result result = PipelineScheduler.schedule(graph.spatial(), target, 2);
      assertAdjacent(graph.spatial(), result);
      assertEquals(List.of(), ScheduleVerifier.problems(graph.spatial().graph(), target,
          result.schedule()), target::toString);
    }
  }

  @Test
  void stageCountsTheTargetCannotRunAreErrors() throws Exception {
    SchedulingTarget target = Graphs.uniform(4, 2, 3);
    Graph graph = sixNodes(target);
    for (int stages : new int[] {0, 5}) {
      SchedulingException e = assertThrows(SchedulingException.class,
          () -> PipelineScheduler.schedule(graph.spatial(), target, stages));
      assertEquals("pipeline scheduling: --pipeline=" + stages + " must be between 1 and the 4 "
          + "cores of the target", e.getMessage());
    }
    long[] latencies = new long[16];
    SchedulingTarget unsynchronized = new SchedulingTarget(4, 2, 4, 16, 4, 64, 8, 0, latencies);
    SchedulingException e = assertThrows(SchedulingException.class,
        () -> PipelineScheduler.schedule(graph.spatial(), unsynchronized, 2));
    assertEquals("pipeline scheduling: --pipeline=2 needs synchronization registers, but the "
        + "target has none", e.getMessage());
    assertEquals(List.of(), PipelineScheduler.problems(graph.spatial(),
        PipelineScheduler.schedule(graph.spatial(), unsynchronized, 1)));
  }

  @Test
  void verificationNamesEveryBrokenStageRule() throws Exception {
    String ir = """
        func.func @main_graph(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
          %w = arith.constant dense<1.0> : tensor<2x2xf32>
          %a = spat.graph_compute weights(%w : tensor<2x2xf32>) inputs(%x : tensor<1x2xf32>) -> tensor<1x2xf32> {
          ^bb0(%v: tensor<2x2xf32>, %i: tensor<1x2xf32>):
            %m = spat.vmm %v, %i : tensor<2x2xf32>, tensor<1x2xf32> -> tensor<1x2xf32>
            spat.yield %m : tensor<1x2xf32>
          }
          %b = spat.graph_compute weights(%w : tensor<2x2xf32>) inputs(%a : tensor<1x2xf32>) -> tensor<1x2xf32> {
          ^bb0(%v: tensor<2x2xf32>, %i: tensor<1x2xf32>):
            %m = spat.vmm %v, %i : tensor<2x2xf32>, tensor<1x2xf32> -> tensor<1x2xf32>
            spat.yield %m : tensor<1x2xf32>
          }
          return %b : tensor<1x2xf32>
        }
        """;
    SchedulingTarget target = Graphs.uniform(2, 2, 3);
    Graph graph = Graph.parse(ir, target, new long[] {600, 400});
    PipelineScheduler.Result good = PipelineScheduler.schedule(graph.spatial(), target, 2);
    assertArrayEquals(new int[] {0, 1}, good.nodeStages());
    assertEquals(List.of(), PipelineScheduler.problems(graph.spatial(), good));
    Schedule oneCore = new Schedule(2, new int[] {0, 0}, new int[] {0, 1}, new long[] {0, 6},
        new long[] {6, 10}, new int[] {0, 1});
    PipelineScheduler.Result bad = new PipelineScheduler.Result(oneCore, new int[] {1, 0},
        new int[] {0, 1});
    assertEquals(List.of("node 0 of stage 1 is on a core of stage 0",
        "node 0 reads a function input in stage 1",
        "the edge from node 0 (stage 1) to node 1 (stage 0) skips or goes back"),
        PipelineScheduler.problems(graph.spatial(), bad));
  }
}
