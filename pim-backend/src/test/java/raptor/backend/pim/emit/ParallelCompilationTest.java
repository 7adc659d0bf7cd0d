package raptor.backend.pim.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.backend.pim.artifact.ArtifactOptions;
import raptor.backend.pim.artifact.ArtifactWriter;
import raptor.backend.pim.artifact.PimProgram;
import raptor.backend.pim.artifact.PimTarget;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.ir.IrContext;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pim.InstructionBudget;
import raptor.pim.PimEntryFunction;

/**
 * Compiling the core programs on several threads gives the program, artifact bytes and first
 * failure of compiling them one after another.
 */
class ParallelCompilationTest {
  private static final int CORES = 6;
  private static final int LANES = 10;
  private static final PimTarget TARGET = new PimTarget(4, 1, CORES + LANES);

  @TempDir Path out;

  @Test
  void severalWorkersWriteTheBytesOfOne() throws Exception {
    String mlir = program("");
    PimProgram sequential = compile(mlir, 1);
    PimProgram parallel = compile(mlir, 4);

    assertEquals(sequential, parallel);
    ArtifactWriter writer = new ArtifactWriter(ArtifactOptions.DEFAULT);
    Map<String, String> one = contents(writer.write(sequential, out.resolve("one")));
    Map<String, String> four = contents(writer.write(parallel, out.resolve("four")));
    assertEquals(CORES + LANES, one.keySet().stream().filter(f -> f.endsWith(".pim")).count());
    assertEquals(one, four);
  }

  @Test
  void theFirstFailureInOpAndLaneOrderIsReported() throws Exception {
    // Cores 2 and 4 and every lane from 1 on read an address that is not static.
    String mlir = program("%bad = arith.fptosi %f : f32 to i32\n"
        + "%badIndex = arith.index_cast %bad : i32 to index\n");
    for (int workers : new int[] {1, 4}) {
      CodegenException failure =
          assertThrows(CodegenException.class, () -> compile(mlir, workers));
      assertEquals("pim.memcp_hd", failure.op().name());
      assertEquals(2, ((PimCoreOp) failure.op().parentOp()).coreId());
    }
  }

  /**
   * {@return {@value #CORES} cores, core k computing row k of the output with weight {@code
   * @w<k mod 3>}, then a batch of {@value #LANES} lanes on the remaining cores, in descending id
   * order, lane l summing its input row l + 1 times}; {@code badAddress} defines {@code
   * %badIndex}, which is not static, and then cores 2 and 4 and lanes 1 on load from it
   */
  private static String program(String badAddress) {
    StringBuilder mlir = new StringBuilder();
    for (int w = 0; w < 3; w++) {
      mlir.append("memref.global \"private\" constant @w").append(w)
          .append(" : memref<4x4xf32> = dense<").append(w + 1).append(".0>\n");
    }
    int rows = CORES + LANES;
    mlir.append("func.func @main_graph(%in: memref<").append(rows).append("x4xf32>) -> memref<")
        .append(rows).append("x4xf32> {\n")
        .append("%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n")
        .append("%c16 = arith.constant 16 : index\n%f = arith.constant 4.0 : f32\n")
        .append(badAddress)
        .append("%out = memref.alloc() : memref<").append(rows).append("x4xf32>\n");
    for (int w = 0; w < 3; w++) {
      mlir.append("%w").append(w).append(" = memref.get_global @w").append(w)
          .append(" : memref<4x4xf32>\n");
    }
    String type = "memref<" + rows + "x4xf32>";
    for (int core = 0; core < CORES; core++) {
      String row = !badAddress.isEmpty() && (core == 2 || core == 4)
          ? "%badIndex" : "%row" + core;
      mlir.append("%row").append(core).append(" = arith.constant ").append(core * 16)
          .append(" : index\n")
          .append("pim.core weights(%w").append(core % 3).append(" : memref<4x4xf32>) ")
          .append("attributes {coreId = ").append(core)
          .append(" : i32, pim.local_memory_size = 32 : i64} {\n^bb0(%w: memref<4x4xf32>):\n")
          .append("%x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>\n")
          .append("%0 = pim.memcp_hd %x[%c0], %in[").append(row).append("] size 16 : ")
          .append(type).append(" -> memref<1x4xf32>\n")
          .append("%y = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>\n")
          .append("%1 = pim.vmm %w, %0 into %y : memref<4x4xf32>, memref<1x4xf32> -> ")
          .append("memref<1x4xf32>\n")
          .append("%2 = pim.memcp_dh %out[").append("%row").append(core)
          .append("], %1[%c0] size 16 : memref<1x4xf32> -> ").append(type).append("\n")
          .append("pim.halt\n}\n");
    }
    StringBuilder ids = new StringBuilder();
    for (int lane = 0; lane < LANES; lane++) {
      ids.append(lane == 0 ? "" : ", ").append(rows - 1 - lane);
    }
    String laneRow = badAddress.isEmpty() ? "%row" : "%chosenRow";
    mlir.append("pim.core_batch lanes(").append(LANES).append(") attributes {coreIds = array<i32: ")
        .append(ids).append(">, pim.local_memory_size = 32 : i64} {\n")
        .append("^bb0(%lane: index):\n")
        .append("%base = arith.constant ").append(CORES * 16).append(" : index\n")
        .append("%offset = arith.muli %lane, %c16 : index\n")
        .append("%row = arith.addi %base, %offset : index\n");
    if (!badAddress.isEmpty()) {
      mlir.append("%late = arith.cmpi uge, %lane, %c1 : index\n")
          .append("%chosenRow = arith.select %late, %badIndex, %row : index\n");
    }
    mlir.append("%trips = arith.addi %lane, %c1 : index\n")
        .append("%x = memref.alloc() {pim.local_memory_address = 0 : i64} : memref<1x4xf32>\n")
        .append("%0 = pim.memcp_hd %x[%c0], %in[").append(laneRow).append("] size 16 : ")
        .append(type).append(" -> memref<1x4xf32>\n")
        .append("%acc = memref.alloc() {pim.local_memory_address = 16 : i64} : memref<1x4xf32>\n")
        .append("%sum = scf.for %i = %c0 to %trips step %c1 iter_args(%a = %acc) ")
        .append("-> (memref<1x4xf32>) {\n")
        .append("%s = pim.vvadd %0, %a into %acc : memref<1x4xf32>, memref<1x4xf32> -> ")
        .append("memref<1x4xf32>\nscf.yield %s : memref<1x4xf32>\n}\n")
        .append("%1 = pim.memcp_dh %out[%row], %sum[%c0] size 16 : memref<1x4xf32> -> ")
        .append(type).append("\npim.halt\n}\nreturn %out : ").append(type).append("\n}\n");
    return mlir.toString();
  }

  private static PimProgram compile(String mlir, int workers) throws CodegenException {
    DiagnosticEngine diagnostics = new DiagnosticEngine();
    BuiltinModuleOp module = (BuiltinModuleOp) IrParser.parse(
        mlir, "parallel.mlir", IrContext.withAvailableDialects(), diagnostics, true);
    if (module == null) {
      throw new AssertionError("unparsable test input: "
          + diagnostics.diagnostics().stream().map(Diagnostic::message).toList());
    }
    return new ProgramCompiler(module, TARGET, true, InstructionBudget.DEFAULT_LIMIT, workers)
        .compile(PimEntryFunction.find(module));
  }

  /** {@return every file under {@code root}: relative path to its bytes or link target} */
  private static Map<String, String> contents(Path root) throws IOException {
    Map<String, String> contents = new TreeMap<>();
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : (Iterable<Path>) paths::iterator) {
        String entry;
        if (Files.isSymbolicLink(path)) {
          entry = "link " + Files.readSymbolicLink(path);
        } else if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
          entry = "directory";
        } else {
          entry = HexFormat.of().formatHex(Files.readAllBytes(path));
        }
        contents.put(root.relativize(path).toString(), entry);
      }
    }
    assertTrue(contents.size() > 1, "nothing written under " + root);
    return contents;
  }
}
