package raptor.backend.pim.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pass.PassManager;
import raptor.pass.PassRegistry;
import raptor.pass.PipelineParser;

/**
 * Plain benchmark harness (not a test): the time and memory of the {@code emit-pim-code} pass
 * (static evaluation, instruction selection and artifact writing) on bufferized Pim IR of 64
 * cores with about a given total number of instructions. Run one size per JVM with {@code
 * bench/pim-codegen.sh}.
 *
 * <p>Each core runs an {@code scf.for} loop whose body is a vector add, a ReLU and a local copy to
 * a row chosen by index arithmetic on the induction variable: 10 instructions per iteration with
 * their register setup, so the pass unrolls and folds {@code total / 10} iterations. The IR is
 * parsed once and is not timed; the pass leaves it unchanged, so it runs repeatedly on the same
 * module.
 *
 * <p>Arguments: {@code INSTRUCTIONS OUTPUT_DIR}. Prints one line of {@code key=value} pairs, as
 * {@link PimCodegenBench} does.
 */
public final class PimEmitBench {
  private static final int CORES = 64;
  private static final int INSTRUCTIONS_PER_ITERATION = 10;
  private static final int WARMUP = 3;
  private static final int RUNS = 9;

  private PimEmitBench() {}

  /** Runs the benchmark for one program size. */
  public static void main(String[] args) throws Exception {
    int iterations = Math.max(1, Integer.parseInt(args[0]) / (CORES * INSTRUCTIONS_PER_ITERATION));
    Path output = Path.of(args[1]);
    IrContext context = IrContext.withAvailableDialects();
    DiagnosticEngine diagnostics = new DiagnosticEngine();
    Operation module = IrParser.parse(mlir(iterations), "bench.mlir", context, diagnostics, true);
    PassManager pm =
        new PipelineParser(PassRegistry.load())
            .parse(
                "builtin.module(emit-pim-code{output-dir="
                    + output
                    + " core-count=64 crossbar-size=128 crossbar-count=1})",
                context);
    for (int i = 0; i < WARMUP; i++) {
      run(pm, module, diagnostics);
    }
    System.gc();
    BenchMemory.resetHeapPeaks();
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] nanos = new long[RUNS];
    long allocated = 0;
    for (int i = 0; i < RUNS; i++) {
      long bytesBefore = threads.getCurrentThreadAllocatedBytes();
      long start = System.nanoTime();
      run(pm, module, diagnostics);
      nanos[i] = System.nanoTime() - start;
      allocated += threads.getCurrentThreadAllocatedBytes() - bytesBefore;
    }
    Arrays.sort(nanos);
    long instructions = (long) CORES * iterations * INSTRUCTIONS_PER_ITERATION;
    System.out.printf(
        "pass instructions=%d median_ms=%.1f best_ms=%.1f ns_per_instruction=%.1f"
            + " allocated_mb_per_run=%.1f peak_heap_mb=%.1f peak_rss_mb=%.1f%n",
        instructions,
        nanos[RUNS / 2] / 1e6,
        nanos[0] / 1e6,
        nanos[0] / (double) instructions,
        allocated / (double) RUNS / (1 << 20),
        BenchMemory.heapPeakBytes() / (double) (1 << 20),
        BenchMemory.peakResidentKilobytes() / 1024.0);
  }

  private static void run(PassManager pm, Operation module, DiagnosticEngine diagnostics) {
    if (!pm.run(module, diagnostics)) {
      throw new IllegalStateException("emit-pim-code failed: " + diagnostics.diagnostics());
    }
  }

  /** {@return the benchmark program: 64 cores, each looping {@code iterations} times} */
  static String mlir(int iterations) {
    StringBuilder out = new StringBuilder();
    out.append("func.func @main_graph() {\n")
        .append("  %c0 = arith.constant 0 : index\n")
        .append("  %c1 = arith.constant 1 : index\n")
        .append("  %c16 = arith.constant 16 : index\n")
        .append("  %c512 = arith.constant 512 : index\n")
        .append("  %n = arith.constant ")
        .append(iterations)
        .append(" : index\n");
    for (int core = 0; core < CORES; core++) {
      out.append("  pim.core attributes {coreId = ")
          .append(core)
          .append(
              """
               : i32, pim.local_memory_size = 10240 : i64} {
                  %a = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<128xf32>
                  %b = memref.alloc() {pim.local_memory_address = 512 : i64} : memref<128xf32>
                  %c = memref.alloc() {pim.local_memory_address = 1024 : i64} : memref<128xf32>
                  %d = memref.alloc() {pim.local_memory_address = 2048 : i64} : memref<16x128xf32>
                  scf.for %i = %c0 to %n step %c1 {
                    %s = pim.vvadd %a, %b into %c : memref<128xf32>, memref<128xf32> -> memref<128xf32>
                    %r = pim.vrelu %s into %a : memref<128xf32> -> memref<128xf32>
                    %row = arith.remui %i, %c16 : index
                    %off = arith.muli %row, %c512 : index
                    %m = pim.memcp %d[%off], %s[%c0] size 512 : memref<128xf32> -> memref<16x128xf32>
                  }
                  pim.halt
                }
              """);
    }
    return out.append("  return\n}\n").toString();
  }
}
