package raptor.backend.pim.emit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.Region;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;

/**
 * Compiles small hand-written bufferized Pim programs with {@code emit-pim-code}, loads the
 * artifacts with the simulator's loader and checks them: outputs of a simulated run against
 * hand-computed values, {@code config.json} and {@code memory.bin} field by field, and failures.
 */
class EmitPimCodePassTest {
  /**
   * Core 0 loads the input, multiplies it on its crossbar by W (row r = 4r+1 .. 4r+4) and sends
   * the product to core 1 after a sync; core 1 waits, receives it, adds the constant bias, applies
   * ReLU and stores the result. x = (1, 2, 3, 4): x.W = (90, 100, 110, 120).
   */
  private static final String TWO_CORES =
      """
      memref.global "private" constant @w : memref<4x4xf32> = dense<[[1.0, 2.0, 3.0, 4.0], \
      [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]>
      memref.global "private" constant @bias : memref<1x4xf32> = dense<[[0.5, -1.0, 2.0, -200.0]]>
      func.func @main_graph(%arg0: memref<1x4xf32>) -> memref<1x4xf32> {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %w = memref.get_global @w : memref<4x4xf32>
        %bias = memref.get_global @bias : memref<1x4xf32>
        %out = memref.alloc() : memref<1x4xf32>
        pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32, \
      pim.local_memory_size = 32 : i64} {
        ^bb0(%w0: memref<4x4xf32>):
          %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
          %0 = pim.memcp_hd %x[%c0], %arg0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
          %y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
          %1 = pim.vmm %w0, %0 into %y : memref<4x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
          pim.sync %c1 event %c0
          pim.send %1 to %c1 size 16 : memref<1x4xf32>
          pim.halt
        }
        pim.core attributes {coreId = 1 : i32, pim.local_memory_size = 48 : i64} {
          pim.wait %c0 value %c1
          %r = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
          %0 = pim.receive from %c0 into %r[%c0] size 16 : memref<1x4xf32>
          %b = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>
          %1 = pim.memcp_hd %b[%c0], %bias[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
          %s = memref.alloc() {pim.local_memory_address = 32 : i64} : memref<1x4xf32>
          %2 = pim.vvadd %0, %1 into %s : memref<1x4xf32>, memref<1x4xf32> -> memref<1x4xf32>
          %3 = pim.vrelu %2 into %s : memref<1x4xf32> -> memref<1x4xf32>
          %4 = pim.memcp_dh %out[%c0], %3[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
          pim.halt
        }
        return %out : memref<1x4xf32>
      }
      """;

  /**
   * Two inputs and two outputs: core 0 copies input 0 to output 1 and input 1 to output 0 through
   * local memory, and reads the constant {@code @k} so that it is placed in host memory.
   */
  private static final String TWO_INPUTS_TWO_OUTPUTS =
      """
      memref.global "private" constant @k : memref<2xf32> = dense<[7.0, -3.0]>
      memref.global "private" constant @zero : memref<4xf32> = dense<0.0>
      func.func @main_graph(%a: memref<1x4xf32>, %b: memref<2xf32>) \
      -> (memref<2xf32>, memref<1x4xf32>) {
        %c0 = arith.constant 0 : index
        %k = memref.get_global @k : memref<2xf32>
        %zero = memref.get_global @zero : memref<4xf32>
        %o0 = memref.alloc() : memref<2xf32>
        %o1 = memref.alloc() : memref<1x4xf32>
        pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 40 : i64} {
          %l0 = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>
          %0 = pim.memcp_hd %l0[%c0], %a[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
          %1 = pim.memcp_dh %o1[%c0], %0[%c0] size 16 : memref<1x4xf32> -> memref<1x4xf32>
          %l1 = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<2xf32>
          %2 = pim.memcp_hd %l1[%c0], %b[%c0] size 8 : memref<2xf32> -> memref<2xf32>
          %l2 = memref.alloc() {pim.local_memory_address = 24 : i64} : memref<2xf32>
          %3 = pim.memcp_hd %l2[%c0], %k[%c0] size 8 : memref<2xf32> -> memref<2xf32>
          %l3 = memref.alloc() {pim.local_memory_address = 24 : i64} : memref<4xf32>
          %4 = pim.memcp_hd %l3[%c0], %zero[%c0] size 16 : memref<4xf32> -> memref<4xf32>
          %5 = pim.memcp_dh %o0[%c0], %2[%c0] size 8 : memref<2xf32> -> memref<2xf32>
          pim.halt
        }
        return %o0, %o1 : memref<2xf32>, memref<1x4xf32>
      }
      """;

  @TempDir Path out;

  @Test
  void twoCoreProgramComputesTheHandComputedOutput() throws Exception {
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(TWO_CORES, out, ""), harness::messages);

    Artifacts artifacts = new ArtifactLoader().folder(out.resolve("pim")).load();
    List<byte[]> dumps =
        new Simulator(artifacts.toMachine())
            .executeBatch(
                List.of(EmitHarness.bytes(1, 2, 3, 4)),
                artifacts.config().inputRegions(),
                List.of(new Region(16, 16)));

    assertArrayEquals(
        new float[] {90.5f, 99, 112, 0}, EmitHarness.floats(dumps.get(0)));
  }

  @Test
  void mvmStoresItsWeightTransposedOnTheCrossbar() throws Exception {
    String mvm =
        """
        memref.global "private" constant @w : memref<4x4xf32> = dense<[[1.0, 2.0, 3.0, 4.0], \
        [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]>
        func.func @main_graph(%arg0: memref<4x1xf32>) -> memref<4x1xf32> {
          %c0 = arith.constant 0 : index
          %w = memref.get_global @w : memref<4x4xf32>
          %out = memref.alloc() : memref<4x1xf32>
          pim.core weights(%w : memref<4x4xf32>) attributes {coreId = 0 : i32, \
        pim.local_memory_size = 32 : i64} {
          ^bb0(%w0: memref<4x4xf32>):
            %x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<4x1xf32>
            %0 = pim.memcp_hd %x[%c0], %arg0[%c0] size 16 : memref<4x1xf32> -> memref<4x1xf32>
            %y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<4x1xf32>
            %1 = pim.mvm %w0, %0 into %y : memref<4x4xf32>, memref<4x1xf32> -> memref<4x1xf32>
            %2 = pim.memcp_dh %out[%c0], %1[%c0] size 16 : memref<4x1xf32> -> memref<4x1xf32>
            pim.halt
          }
          return %out : memref<4x1xf32>
        }
        """;
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(mvm, out, ""), harness::messages);

    Artifacts artifacts = new ArtifactLoader().folder(out.resolve("pim")).load();
    List<byte[]> dumps =
        new Simulator(artifacts.toMachine())
            .executeBatch(
                List.of(EmitHarness.bytes(1, 0, 2, 0)),
                artifacts.config().inputRegions(),
                List.of(new Region(16, 16)));

    // W.x for x = (1, 0, 2, 0): row r gives W[r][0] + 2 W[r][2].
    assertArrayEquals(new float[] {7, 19, 31, 43}, EmitHarness.floats(dumps.get(0)));
  }

  @Test
  void configJsonListsInputsAndOutputsInSignatureOrder() throws Exception {
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(TWO_INPUTS_TWO_OUTPUTS, out, ""), harness::messages);

    JsonNode config = new ObjectMapper().readTree(out.resolve("pim/config.json").toFile());
    assertEquals(1, config.get("core_cnt").asInt());
    assertEquals("[4,4]", config.get("xbar_size").toString());
    assertEquals("{\"core0\":[]}", config.get("array_group_map").toString());
    // arg0 (16 bytes) at 0, arg1 (8) at 16, result0 (8) at 32, result1 (16) at 48, all 16-aligned.
    assertEquals("[0,16]", config.get("inputs_addresses").toString());
    assertEquals("[16,8]", config.get("inputs_sizes").toString());
    assertEquals("[32,48]", config.get("outputs_addresses").toString());
    assertEquals("[8,16]", config.get("outputs_sizes").toString());
  }

  @Test
  void memoryBinHoldsTheConstantsAfterInputsAndOutputs() throws Exception {
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(TWO_INPUTS_TWO_OUTPUTS, out, ""), harness::messages);

    byte[] memory = Files.readAllBytes(out.resolve("pim/memory.bin"));
    // ... result1 ends at 64; @k at 64 (8 bytes), @zero (a zero splat) at 80, 16 bytes of zeros.
    assertEquals(96, memory.length);
    byte[] expected = new byte[96];
    System.arraycopy(EmitHarness.bytes(7, -3), 0, expected, 64, 8);
    assertArrayEquals(expected, memory);
  }

  @Test
  void inputsAndOutputsRoundTripThroughTheSimulator() throws Exception {
    EmitHarness harness = new EmitHarness();
    assertTrue(harness.emit(TWO_INPUTS_TWO_OUTPUTS, out, ""), harness::messages);

    Artifacts artifacts = new ArtifactLoader().folder(out.resolve("pim")).load();
    byte[] input = EmitHarness.bytes(1, 2, 3, 4, 5, 6);
    List<byte[]> dumps =
        new Simulator(artifacts.toMachine())
            .executeBatch(
                List.of(input),
                artifacts.config().inputRegions(),
                List.of(new Region(32, 8), new Region(48, 16)));

    assertEquals("[5.0, 6.0, 1.0, 2.0, 3.0, 4.0]", Arrays.toString(EmitHarness.floats(dumps.get(0))));
  }

  @Test
  void nonBufferArgumentIsRejected() throws Exception {
    EmitHarness harness = new EmitHarness();

    assertFalse(harness.emit("func.func @main_graph(%n: index) {\n return\n}\n", out, ""));

    assertEquals(
        "'func.func' op host buffer 'arg0' needs a statically shaped type for Pim codegen, but"
            + " has 'index'\n",
        harness.messages());
  }

  @Test
  void failureHalfWayIsLocatedAndWritesNothing() throws Exception {
    String dynamicBound =
        """
        func.func @main_graph() {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %f = arith.constant 4.0 : f32
          %t = arith.fptosi %f : f32 to i32
          %n = arith.index_cast %t : i32 to index
          pim.core attributes {coreId = 0 : i32, pim.local_memory_size = 0 : i64} {
            scf.for %i = %c0 to %n step %c1 {
              pim.sync %c0 event %c0
            }
            pim.halt
          }
          return
        }
        """;
    EmitHarness harness = new EmitHarness();

    assertFalse(harness.emit(dynamicBound, out, ""));

    assertEquals(
        "'scf.for' op requires statically evaluable bounds for Pim codegen\n", harness.messages());
    assertFalse(Files.exists(out.resolve("pim")));
  }
}
