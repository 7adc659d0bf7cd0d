package raptor.backend.pim.emit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.Region;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;

/**
 * A weight of 8 crossbar columns on the 4x4 crossbars of {@link EmitHarness#TARGET} takes two
 * crossbars; pim.vmm and pim.mvm on it compute all 8 outputs, checked by simulation.
 */
class WideWeightTest {
  /** W[r][c] = 8r + c + 1, a 4x8 pim.vmm weight. */
  private static final String W = rows(4, 8, (r, c) -> 8 * r + c + 1);

  /** The transpose of W, the 8x4 pim.mvm weight that computes the same product. */
  private static final String W_TRANSPOSED = rows(8, 4, (r, c) -> 8 * c + r + 1);

  /** x.W for x = (1, 2, 3, 4): column c is 170 + 10c. */
  private static final float[] PRODUCT = {170, 180, 190, 200, 210, 220, 230, 240};

  @TempDir Path out;

  @Test
  void vmmComputesEveryTile() throws Exception {
    assertArrayEquals(PRODUCT, run(program("pim.vmm", W, "4x8", "1x4", "1x8")));
  }

  @Test
  void mvmComputesEveryTileOfItsTransposedWeight() throws Exception {
    assertArrayEquals(PRODUCT, run(program("pim.mvm", W_TRANSPOSED, "8x4", "4x1", "8x1")));
  }

  private float[] run(String mlir) throws Exception {
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(mlir, out, ""), harness::messages);
    Artifacts artifacts = new ArtifactLoader().folder(out.resolve("pim")).load();
    JsonNode config = new ObjectMapper().readTree(out.resolve("pim/config.json").toFile());
    assertEquals(2, config.get("array_group_map").get("core0").size());
    List<byte[]> dumps =
        new Simulator(artifacts.toMachine())
            .executeBatch(
                List.of(EmitHarness.bytes(1, 2, 3, 4)),
                artifacts.config().inputRegions(),
                List.of(new Region(16, 32)));
    return EmitHarness.floats(dumps.get(0));
  }

  private static String program(
      String op, String weight, String weightShape, String inputShape, String outputShape) {
    return """
        memref.global "private" constant @w : memref<Wxf32> = dense<VALUES>
        func.func @main_graph(%arg0: memref<Ixf32>) -> memref<Oxf32> {
          %c0 = arith.constant 0 : index
          %w = memref.get_global @w : memref<Wxf32>
          %out = memref.alloc() : memref<Oxf32>
          pim.core weights(%w : memref<Wxf32>) attributes {coreId = 0 : i32, \
        pim.local_memory_size = 48 : i64} {
          ^bb0(%w0: memref<Wxf32>):
            %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<Ixf32>
            %0 = pim.memcp_hd %x[%c0], %arg0[%c0] size 16 : memref<Ixf32> -> memref<Ixf32>
            %y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<Oxf32>
            %1 = OP %w0, %0 into %y : memref<Wxf32>, memref<Ixf32> -> memref<Oxf32>
            %2 = pim.memcp_dh %out[%c0], %1[%c0] size 32 : memref<Oxf32> -> memref<Oxf32>
            pim.halt
          }
          return %out : memref<Oxf32>
        }
        """
        .replace("VALUES", weight)
        .replace("OP", op)
        .replace("Wx", weightShape + "x")
        .replace("Ix", inputShape + "x")
        .replace("Ox", outputShape + "x");
  }

  private interface Element {
    int at(int row, int col);
  }

  private static String rows(int rows, int cols, Element element) {
    StringBuilder text = new StringBuilder("[");
    for (int r = 0; r < rows; r++) {
      text.append(r == 0 ? "[" : ", [");
      for (int c = 0; c < cols; c++) {
        text.append(c == 0 ? "" : ", ").append(element.at(r, c)).append(".0");
      }
      text.append(']');
    }
    return text.append(']').toString();
  }
}
