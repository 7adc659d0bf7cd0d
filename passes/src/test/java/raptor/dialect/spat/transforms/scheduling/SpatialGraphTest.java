package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;

class SpatialGraphTest {
  private static final String BATCH = """
      func.func @main_graph(%x: tensor<7x4xf32>) -> tensor<1x4xf32> {
        %w = arith.constant dense<1.0> : tensor<4x8xf32>
        %rows = spat.graph_compute_batch lanes(7) weights(%w : tensor<4x8xf32>) inputs(%x : tensor<7x4xf32>) -> tensor<7x8xf32> {
        ^bb0(%lane: index, %wa: tensor<4x8xf32>, %in: tensor<7x4xf32>, %out: tensor<7x8xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<7x4xf32> to tensor<1x4xf32>
          %m = spat.vmm %wa, %row : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
          spat.in_parallel {
            tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<7x8xf32>
          }
        }
        %sum = spat.graph_compute inputs(%rows : tensor<7x8xf32>) -> tensor<1x4xf32> {
        ^bb0(%all: tensor<7x8xf32>):
          %t = spat.relu %all : tensor<7x8xf32>
          %r = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<7x8xf32> to tensor<1x4xf32>
          spat.yield %r : tensor<1x4xf32>
        }
        return %sum : tensor<1x4xf32>
      }
      """;

  /** Chunks cover every lane once; each carries its lanes' fragments and the 4x8 weight's tiles. */
  @ParameterizedTest
  @CsvSource({"1,1", "3,3", "7,7", "16,7"})
  void batchChunksCoverEveryLaneOnce(int cores, int chunks) throws Exception {
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(cores, 4, 2, 1));
    SpatialGraph graph = graphOf(BATCH, target);
    assertEquals(chunks + 1, graph.instances().size());
    List<Integer> lanes = new ArrayList<>();
    int sink = chunks;
    for (int node = 0; node < chunks; node++) {
      ComputeInstance chunk = graph.instances().get(node);
      for (int lane = 0; lane < chunk.laneCount(); lane++) {
        lanes.add(chunk.laneStart() + lane);
      }
      assertEquals(2, graph.graph().node(node).weights().size());
      assertEquals(node, graph.graph().predecessors(sink).get(node).node());
      long bytes = (long) chunk.laneCount() * 32;
      long flits = (bytes + target.transferWidth() - 1) / target.transferWidth();
      assertEquals(new TransferCost(0, flits), graph.graph().successors(node).get(0).cost());
    }
    assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), lanes);
  }

  /**
   * A single compute that reads a result only through static slices (rows 2 to 4, through a
   * reshape) depends only on the chunks that write those rows, for their bytes.
   */
  @Test
  void singleComputeReadingStaticSlicesDependsOnlyOnTheirRows() throws Exception {
    String sliced = BATCH
        .replace("%t = spat.relu %all : tensor<7x8xf32>",
            "%flat = tensor.collapse_shape %all [[0, 1]] : tensor<7x8xf32> into tensor<56xf32>")
        .replace("%r = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<7x8xf32> to "
            + "tensor<1x4xf32>",
            "%part = tensor.extract_slice %flat[17] [20] [1] : tensor<56xf32> to tensor<20xf32>\n"
            + "%four = tensor.extract_slice %part[0] [4] [1] : tensor<20xf32> to tensor<4xf32>\n"
            + "%r = tensor.expand_shape %four [[0, 1]] output_shape [1, 4] : tensor<4xf32> "
            + "into tensor<1x4xf32>");
    assertNotEquals(BATCH, sliced);
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(16, 4, 2, 1));
    SpatialGraph graph = graphOf(sliced, target);
    assertEquals(8, graph.instances().size());
    TransferCost oneRow = TransferCost.ofBytes(8 * 4, target);
    assertEquals(List.of(new ComputeGraph.Edge(2, oneRow), new ComputeGraph.Edge(3, oneRow),
        new ComputeGraph.Edge(4, oneRow)), graph.graph().predecessors(7));
  }

  private static final String ROWS = """
      func.func @main_graph(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
        %src = spat.graph_compute inputs(%x : tensor<6x4xf32>) -> tensor<6x4xf32> {
        ^bb0(%a: tensor<6x4xf32>):
          %r = spat.relu %a : tensor<6x4xf32>
          spat.yield %r : tensor<6x4xf32>
        }
        %first = spat.graph_compute_batch lanes(6) inputs(%src : tensor<6x4xf32>) -> tensor<6x4xf32> {
        ^bb0(%lane: index, %in: tensor<6x4xf32>, %out: tensor<6x4xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<1x4xf32>
          %m = spat.relu %row : tensor<1x4xf32>
          spat.in_parallel {
            tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<6x4xf32>
          }
        }
        %second = spat.graph_compute_batch lanes(6) inputs(%first : tensor<6x4xf32>) -> tensor<6x4xf32> {
        ^bb0(%lane: index, %in: tensor<6x4xf32>, %out: tensor<6x4xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<1x4xf32>
          %m = spat.relu %row : tensor<1x4xf32>
          spat.in_parallel {
            tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<6x4xf32>
          }
        }
        return %second : tensor<6x4xf32>
      }
      """;

  /**
   * A chunk whose lanes read only their own rows of an input needs only those rows: of a single
   * compute's result, their bytes; of a batch whose lanes write their rows, only the chunk that
   * writes them (lane-affine demand).
   */
  @Test
  void chunksReadingTheirRowsDependOnlyOnThoseRows() throws Exception {
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(3, 4, 2, 1));
    SpatialGraph graph = graphOf(ROWS, target);
    assertEquals(7, graph.instances().size());
    TransferCost twoRows = TransferCost.ofBytes(2 * 4 * 4, target);
    for (int chunk = 0; chunk < 3; chunk++) {
      int first = 1 + chunk;
      int second = 4 + chunk;
      assertEquals(List.of(new ComputeGraph.Edge(0, twoRows)),
          graph.graph().predecessors(first));
      assertEquals(List.of(new ComputeGraph.Edge(first, twoRows)),
          graph.graph().predecessors(second));
    }
  }

  /** {@return the compute graph of the entry function of {@code ir} on {@code target}} */
  private static SpatialGraph graphOf(String ir, SchedulingTarget target) throws Exception {
    Operation module = IrParser.parse(ir, "graph.mlir", IrContext.withAvailableDialects(),
        new DiagnosticEngine(), true);
    assertNotNull(module);
    FuncFuncOp func = PimEntryFunction.find((BuiltinModuleOp) module);
    return SpatialGraph.build(func.body().firstBlock(), target, BodyCostModel.INSTANCE);
  }
}
