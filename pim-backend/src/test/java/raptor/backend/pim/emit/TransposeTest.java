package raptor.backend.pim.emit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.Region;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;

/** pim.transpose of a 2x3 matrix becomes strided vmv copies, checked by simulation. */
class TransposeTest {
  @TempDir Path out;

  private static final String PROGRAM = """
      func.func @main_graph(%arg0: memref<2x3xf32>) -> memref<3x2xf32> {
        %c0 = arith.constant 0 : index
        %out = memref.alloc() : memref<3x2xf32>
        pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 48 : i64} {
          %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<2x3xf32>
          %0 = pim.memcp_hd %x[%c0], %arg0[%c0] size 24 : memref<2x3xf32> -> memref<2x3xf32>
          %y = memref.alloc() {pim.local_memory_address = 24 : i64} : memref<3x2xf32>
          %1 = pim.transpose %0 perm [1, 0] into %y : memref<2x3xf32> -> memref<3x2xf32>
          %2 = pim.memcp_dh %out[%c0], %1[%c0] size 24 : memref<3x2xf32> -> memref<3x2xf32>
          pim.halt
        }
        return %out : memref<3x2xf32>
      }
      """;

  @Test
  void transposeGathersEachColumn() throws Exception {
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(PROGRAM, out, ""), harness::messages);
    Artifacts artifacts = new ArtifactLoader().folder(out.resolve("pim")).load();
    List<byte[]> dumps =
        new Simulator(artifacts.toMachine())
            .executeBatch(
                List.of(EmitHarness.bytes(1, 2, 3, 4, 5, 6)),
                artifacts.config().inputRegions(),
                List.of(new Region(32, 24)));
    assertArrayEquals(new float[] {1, 4, 2, 5, 3, 6}, EmitHarness.floats(dumps.get(0)));
  }

  @Test
  void otherPermutationsAreRejectedAtTheOp() throws Exception {
    EmitHarness harness = new EmitHarness();
    String identity = PROGRAM.replace("memref<3x2xf32>", "memref<2x3xf32>")
        .replace("perm [1, 0]", "perm [0, 1]");
    assertFalse(harness.emit(identity, out, ""));
    assertTrue(harness.messages().contains(
        "only a static 2-D transpose with permutation [1, 0] can be lowered"), harness::messages);
  }
}
