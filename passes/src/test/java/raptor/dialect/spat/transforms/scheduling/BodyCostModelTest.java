package raptor.dialect.spat.transforms.scheduling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;

/** The default cost model: what copies, transposes and reshapes cost. */
class BodyCostModelTest {
  /**
   * A compute that copies one element within a 1024-element tensor: the extract moves 4 bytes
   * (1 flit of 8 bytes), the insert writes those 4 bytes in place (1 flit, not the 512 flits of
   * the whole destination), the yield costs 1.
   */
  private static final String PATCH = """
      func.func @main_graph(%x: tensor<1024xf32>) -> tensor<1024xf32> {
        %y = spat.graph_compute inputs(%x : tensor<1024xf32>) -> tensor<1024xf32> {
        ^bb0(%a: tensor<1024xf32>):
          %e = tensor.extract_slice %a[5] [1] [1] : tensor<1024xf32> to tensor<1xf32>
          %i = tensor.insert_slice %e into %a[0] [1] [1] : tensor<1xf32> into tensor<1024xf32>
          spat.yield %i : tensor<1024xf32>
        }
        return %y : tensor<1024xf32>
      }
      """;

  /**
   * A compute that reshapes its 3x64 input twice and transposes it: the reshapes lower to no
   * instruction and cost nothing; the transpose gathers each of its 64 output rows of 3
   * elements with one strided copy, which takes the time of 256 bytes at the default 5 bytes per
   * ns (52 ns) however few it moves: 64 · 52; the yield costs 1.
   */
  private static final String TRANSPOSE = """
      func.func @main_graph(%x: tensor<3x64xf32>) -> tensor<64x3xf32> {
        %y = spat.graph_compute inputs(%x : tensor<3x64xf32>) -> tensor<64x3xf32> {
        ^bb0(%a: tensor<3x64xf32>):
          %f = tensor.collapse_shape %a [[0, 1]] : tensor<3x64xf32> into tensor<192xf32>
          %m = tensor.expand_shape %f [[0, 1]] output_shape [3, 64] : tensor<192xf32> into tensor<3x64xf32>
          %t = spat.transpose %m : tensor<3x64xf32> -> tensor<64x3xf32>
          spat.yield %t : tensor<64x3xf32>
        }
        return %y : tensor<64x3xf32>
      }
      """;

  /**
   * A compute that copies 6 elements in a loop of 6 iterations (from 0 to 12 by 2): each
   * iteration costs its extract and its insert (1 flit each), the index arithmetic and the yield
   * the unrolling computes away nothing, and the loop itself nothing: 6 · 2, plus 1 for each of
   * the three constants and the compute's yield.
   */
  private static final String LOOP = """
      func.func @main_graph(%x: tensor<1024xf32>) -> tensor<1024xf32> {
        %y = spat.graph_compute inputs(%x : tensor<1024xf32>) -> tensor<1024xf32> {
        ^bb0(%a: tensor<1024xf32>):
          %c0 = arith.constant 0 : index
          %c2 = arith.constant 2 : index
          %c12 = arith.constant 12 : index
          %r = scf.for %i = %c0 to %c12 step %c2 iter_args(%acc = %a) -> (tensor<1024xf32>) {
            %from = arith.addi %i, %c2 : index
            %to = arith.muli %i, %c2 : index
            %e = tensor.extract_slice %a[%from] [1] [1] : tensor<1024xf32> to tensor<1xf32>
            %w = tensor.insert_slice %e into %acc[%to] [1] [1] : tensor<1xf32> into tensor<1024xf32>
            scf.yield %w : tensor<1024xf32>
          }
          spat.yield %r : tensor<1024xf32>
        }
        return %y : tensor<1024xf32>
      }
      """;

  @Test
  void aLoopBodyCostsOncePerIteration() throws Exception {
    assertEquals(3 + 6 * 2 + 1, costOfTheCompute(LOOP));
  }

  @Test
  void anInsertCostsTheBytesItWritesNotItsDestination() throws Exception {
    assertEquals(3, costOfTheCompute(PATCH));
  }

  @Test
  void aTransposeCostsACopyPerRowAndReshapesCostNothing() throws Exception {
    assertEquals(64 * 52 + 1, costOfTheCompute(TRANSPOSE));
  }

  private static long costOfTheCompute(String source) {
    IrContext context = IrContext.withAvailableDialects();
    Operation module = IrParser.parse(source, "cost.mlir", context, new DiagnosticEngine(), true);
    assertNotNull(module);
    Operation compute = PimEntryFunction.find((BuiltinModuleOp) module).body().firstBlock()
        .ops().iterator().next();
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(1, 4, 2, 1));
    return BodyCostModel.INSTANCE.cost(new ComputeInstance(compute, 0, 1), target);
  }
}
