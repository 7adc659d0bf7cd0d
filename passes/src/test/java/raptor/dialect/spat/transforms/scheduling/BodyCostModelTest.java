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

/** The default cost model's copies: what a slice op costs is the bytes it moves. */
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

  @Test
  void anInsertCostsTheBytesItWritesNotItsDestination() throws Exception {
    IrContext context = IrContext.withAvailableDialects();
    Operation module = IrParser.parse(PATCH, "patch.mlir", context, new DiagnosticEngine(), true);
    assertNotNull(module);
    Operation compute = PimEntryFunction.find((BuiltinModuleOp) module).body().firstBlock()
        .ops().iterator().next();
    SchedulingTarget target = SchedulingTarget.of(new PimTarget(1, 4, 2, 1));
    assertEquals(3, BodyCostModel.INSTANCE.cost(new ComputeInstance(compute, 0, 1), target));
  }
}
