package raptor.pim.planning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.pim.PimAttributes;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.pass.PassRegistry;
import raptor.pass.PipelineException;
import raptor.pass.PipelineParser;
import raptor.pim.PimCores;
import raptor.testing.TestIr;

/**
 * Properties of {@code pim-local-memory-planning} on seeded random core programs: no two
 * simultaneously live allocations overlap, every address is aligned and inside the arena, and
 * the arena never exceeds the sum of the allocations.
 */
class LocalMemoryPlanningPropertyTest {
  private static final int PROGRAMS = 200;

  private final IrContext ctx = IrContext.withAvailableDialects();
  private final DiagnosticEngine diag = new DiagnosticEngine();

  private BuiltinModuleOp plan(String ir, String options) throws PipelineException {
    BuiltinModuleOp module = (BuiltinModuleOp) TestIr.parse(ctx, ir);
    boolean ok = new PipelineParser(PassRegistry.load())
        .parse("builtin.module(pim-local-memory-planning" + options + ")", ctx).run(module, diag);
    assertTrue(ok, () -> TestIr.messages(diag));
    return module;
  }

  /** {@return a core that allocates buffers of random sizes and sends random live ones} */
  private static String randomProgram(Random random) {
    StringBuilder body = new StringBuilder();
    List<String> buffers = new ArrayList<>();
    int steps = 2 + random.nextInt(40);
    for (int i = 0; i < steps; i++) {
      if (buffers.isEmpty() || random.nextInt(3) > 0) {
        int elements = 1 + random.nextInt(64);
        String type = "memref<" + elements + "xf32>";
        String name = "%a" + i;
        body.append("    ").append(name).append(" = memref.alloc() : ").append(type)
            .append('\n').append("    %w").append(i).append(" = pim.memcp_hd ").append(name)
            .append("[%c0], %arg0[%c0] size ").append(elements * 4)
            .append(" : memref<256xf32> -> ").append(type).append('\n');
        buffers.add(name + ":" + elements);
      } else {
        String[] buffer = buffers.get(random.nextInt(buffers.size())).split(":");
        int elements = Integer.parseInt(buffer[1]);
        body.append("    pim.send ").append(buffer[0]).append(" to %c1 size ")
            .append(elements * 4).append(" : memref<").append(elements).append("xf32>\n");
      }
    }
    return "func.func @main_graph(%arg0: memref<256xf32>) {\n"
        + "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        + "  pim.core attributes {coreId = 0 : i32} {\n" + body + "    pim.halt\n  }\n"
        + "  return\n}\n";
  }

  @Test
  void randomProgramsGetSoundPlans() throws Exception {
    for (int seed = 0; seed < PROGRAMS; seed++) {
      String ir = randomProgram(new Random(seed));
      BuiltinModuleOp module = plan(ir, "");
      Operation core = PimCores.cores((FuncFuncOp) module.body().firstOp()).get(0);
      long arena = PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE);
      List<LiveInterval> intervals = LifetimeAnalysis.analyze(core);
      long sum = 0;
      for (LiveInterval interval : intervals) {
        long address = address(interval);
        sum += interval.size();
        String where = "seed " + seed + ", " + interval;
        assertEquals(0, address % PimAttributes.LOCAL_MEMORY_ALIGNMENT, where);
        assertTrue(address >= 0 && address + interval.size() <= arena, where);
      }
      assertTrue(arena <= sum, "seed " + seed + ": arena " + arena + " > sum " + sum);
      for (int i = 0; i < intervals.size(); i++) {
        for (int j = i + 1; j < intervals.size(); j++) {
          LiveInterval a = intervals.get(i);
          LiveInterval b = intervals.get(j);
          boolean disjoint = address(a) + a.size() <= address(b)
              || address(b) + b.size() <= address(a);
          assertTrue(!a.overlaps(b) || disjoint, "seed " + seed + ": " + a + " and " + b);
        }
      }
    }
  }

  /** Spec 6.7: a buffer whose last use precedes another's definition gives up its address. */
  @Test
  void deadBuffersAreReused() throws Exception {
    BuiltinModuleOp module = plan("""
        func.func @main_graph(%arg0: memref<256xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          pim.core attributes {coreId = 0 : i32} {
            %a = memref.alloc() : memref<4xf32>
            %x = pim.memcp_hd %a[%c0], %arg0[%c0] size 16 : memref<256xf32> -> memref<4xf32>
            %b = memref.alloc() : memref<4xf32>
            %y = pim.vrelu %x into %b : memref<4xf32> -> memref<4xf32>
            %c = memref.alloc() : memref<4xf32>
            %z = pim.vrelu %y into %c : memref<4xf32> -> memref<4xf32>
            pim.send %z to %c1 size 16 : memref<4xf32>
            pim.halt
          }
          return
        }
        """, "");
    Operation core = PimCores.cores((FuncFuncOp) module.body().firstOp()).get(0);
    List<LiveInterval> intervals = LifetimeAnalysis.analyze(core);
    assertEquals(List.of(0L, 16L, 0L), List.of(address(intervals.get(0)),
        address(intervals.get(1)), address(intervals.get(2))));
    assertEquals(32L, PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE));
  }

  @Test
  void aPlanLargerThanTheLocalMemoryFails() throws Exception {
    BuiltinModuleOp module = (BuiltinModuleOp) TestIr.parse(ctx, randomProgram(new Random(1)));
    boolean ok = new PipelineParser(PassRegistry.load())
        .parse("builtin.module(pim-local-memory-planning{local-memory-size=4})", ctx)
        .run(module, diag);
    assertFalse(ok);
    assertTrue(TestIr.messages(diag).contains("Pim local-memory plan of core 0 needs "),
        () -> TestIr.messages(diag));
  }

  private static long address(LiveInterval interval) {
    return PimAttributes.i64(interval.alloc(), PimAttributes.LOCAL_MEMORY_ADDRESS);
  }
}
