package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

class ChunkCountsTest {
  /** Batch A multiplies by one 4x4 tile, B by two (4x8), C has no weights. */
  private static final String BATCHES = """
      func.func @main_graph(%x: tensor<8x4xf32>) {
        %w = arith.constant dense<1.0> : tensor<4x4xf32>
        %w2 = arith.constant dense<1.0> : tensor<4x8xf32>
        spat.graph_compute_batch lanes(LANES) weights(%w : tensor<4x4xf32>) inputs(%x : tensor<8x4xf32>) {
        ^bb0(%lane: index, %wa: tensor<4x4xf32>, %in: tensor<8x4xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
          %m = spat.vmm %wa, %row : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
          spat.in_parallel {
          }
        }
        spat.graph_compute_batch lanes(8) weights(%w2 : tensor<4x8xf32>) inputs(%x : tensor<8x4xf32>) {
        ^bb0(%lane: index, %wa: tensor<4x8xf32>, %in: tensor<8x4xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
          %m = spat.vmm %wa, %row : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
          spat.in_parallel {
          }
        }
        spat.graph_compute_batch lanes(8) inputs(%x : tensor<8x4xf32>) {
        ^bb0(%lane: index, %in: tensor<8x4xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
          %r = spat.relu %row : tensor<1x4xf32>
          spat.in_parallel {
          }
        }
        return
      }
      """;

  /**
   * The crossbars are shared in proportion to work times tiles: with equal work per lane, A gets
   * {@code 8·X/24} copies and B as many (of twice the tiles); three times the work per lane of A
   * gives it {@code 24·X/40} and B {@code 8·X/40}. A is never cut into more chunks than lanes or
   * cores, and C, without weights, into {@code min(lanes, cores)}.
   */
  @ParameterizedTest
  @CsvSource({
      "8, 8, 1, 1, 2, 2, 8",
      "8, 8, 1, 3, 4, 1, 8",
      "8, 8, 3, 1, 8, 8, 8",
      "2, 8, 1, 10, 2, 1, 8",
      "8, 4, 1, 1, 1, 1, 4",
      "8, 1, 100, 1, 1, 1, 1"})
  void sharesCrossbarsByWork(int lanesOfA, int cores, int crossbarsPerCore, long costOfA,
      int chunksOfA, int chunksOfB, int chunksOfC) throws Exception {
    List<Operation> batches = batchesOf(BATCHES.replace("LANES", String.valueOf(lanesOfA)));
    Operation batchA = batches.get(0);
    CostModel costs = (instance, target) -> instance.op() == batchA ? costOfA : 1;
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(cores, 4, crossbarsPerCore, 1));
    Map<Operation, Integer> counts = ChunkCounts.of(batches, target, costs, 1);
    assertEquals(List.of(chunksOfA, chunksOfB, chunksOfC),
        batches.stream().map(counts::get).toList());
  }

  /**
   * Copies sized for a share of the crossbars (as for a pipelined graph) are those of a target
   * with that share of the crossbars on as many cores: half of 2 or 4 crossbars per core cuts
   * the batches as 1 or 2 crossbars per core do, and differs from all of them.
   */
  @ParameterizedTest
  @CsvSource({"8, 2, 1", "8, 4, 2", "2, 4, 2"})
  void aShareOfTheCrossbarsCutsAsFewerCrossbars(int lanesOfA, int crossbarsPerCore,
      int halfOfThem) throws Exception {
    List<Operation> batches = batchesOf(BATCHES.replace("LANES", String.valueOf(lanesOfA)));
    CostModel costs = (instance, target) -> 1;
    Map<Operation, Integer> half = ChunkCounts.of(batches,
        SchedulingTarget.of(new PimTarget(8, 4, crossbarsPerCore, 1)), costs,
        ChunkCounts.PIPELINED_SHARE);
    Map<Operation, Integer> fewer = ChunkCounts.of(batches,
        SchedulingTarget.of(new PimTarget(8, 4, halfOfThem, 1)), costs, 1);
    Map<Operation, Integer> all = ChunkCounts.of(batches,
        SchedulingTarget.of(new PimTarget(8, 4, crossbarsPerCore, 1)), costs, 1);
    assertEquals(batches.stream().map(fewer::get).toList(),
        batches.stream().map(half::get).toList());
    assertNotEquals(batches.stream().map(all::get).toList(),
        batches.stream().map(half::get).toList());
  }

  /** A producing batch of 8 lanes with two 4x4 tiles (4x8), and two batches without weights. */
  private static final String CHAIN = """
      func.func @main_graph(%x: tensor<8x4xf32>) -> (tensor<8x8xf32>, tensor<6x8xf32>) {
        %w = arith.constant dense<1.0> : tensor<4x8xf32>
        %p = spat.graph_compute_batch lanes(8) weights(%w : tensor<4x8xf32>) inputs(%x : tensor<8x4xf32>) -> tensor<8x8xf32> {
        ^bb0(%lane: index, %wa: tensor<4x8xf32>, %in: tensor<8x4xf32>, %out: tensor<8x8xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
          %m = spat.vmm %wa, %row : tensor<4x8xf32>, tensor<1x4xf32> -> tensor<1x8xf32>
          spat.in_parallel {
            tensor.parallel_insert_slice %m into %out[%lane, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
          }
        }
        %r = spat.graph_compute_batch lanes(8) inputs(%p : tensor<8x8xf32>) -> tensor<8x8xf32> {
        ^bb0(%lane: index, %in: tensor<8x8xf32>, %out: tensor<8x8xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<1x8xf32>
          %a = spat.relu %row : tensor<1x8xf32>
          spat.in_parallel {
            tensor.parallel_insert_slice %a into %out[%lane, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
          }
        }
        %h = spat.graph_compute_batch lanes(6) inputs(%p : tensor<8x8xf32>) -> tensor<6x8xf32> {
        ^bb0(%lane: index, %in: tensor<8x8xf32>, %out: tensor<6x8xf32>):
          %row = tensor.extract_slice %in[%lane, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<1x8xf32>
          spat.in_parallel {
            tensor.parallel_insert_slice %row into %out[%lane, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<6x8xf32>
          }
        }
        return %r, %h : tensor<8x8xf32>, tensor<6x8xf32>
      }
      """;

  /**
   * A batch without weights that reads a batch of as many lanes is cut as that batch is: with 8
   * cores of one crossbar the producer's two tiles have 4 copies, so it and its relu get 4
   * chunks, while the batch of 6 lanes gets {@code min(6, 8)}; with 2 cores, 1, 1 and 2.
   */
  @ParameterizedTest
  @CsvSource({"8, 4, 4, 6", "2, 1, 1, 2"})
  void weightlessBatchFollowsItsProducer(int cores, int producer, int relu, int other)
      throws Exception {
    List<Operation> batches = batchesOf(CHAIN);
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(cores, 4, 1, 1));
    Map<Operation, Integer> counts = ChunkCounts.of(batches, target, (instance, t) -> 1, 1);
    assertEquals(List.of(producer, relu, other), batches.stream().map(counts::get).toList());
  }

  /** {@return the graph computes of the entry function of {@code ir}, in program order} */
  private static List<Operation> batchesOf(String ir) throws Exception {
    IrContext context = IrContext.withAvailableDialects();
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(ir, "batches.mlir", context, diag, true);
    assertNotNull(module, diag.toString());
    FuncFuncOp func = PimEntryFunction.find((BuiltinModuleOp) module);
    List<Operation> batches = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (ComputeOperands.isGraphCompute(op)) {
        batches.add(op);
      }
    }
    return batches;
  }
}
