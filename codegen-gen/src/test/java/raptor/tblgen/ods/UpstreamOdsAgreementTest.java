package raptor.tblgen.ods;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import raptor.tblgen.TdLoader;

/**
 * Reads MLIR's own definitions of the dialects we implement ({@code ArithOps.td}, ... from
 * {@code libmlir-22-dev}) into our model and compares them op by op with ours under
 * {@code dialects/src/main/td} ({@link OdsComparison}). An op both define must agree; the ops
 * MLIR has and we lack are listed and counted, not failed. Without the MLIR headers (directory
 * {@code -Draptor.llvm.include=DIR} or {@code RAPTOR_LLVM_INCLUDE}, by default
 * {@code /usr/lib/llvm-22/include}) there are no dynamic tests, and {@link #findsTheMlirHeaders}
 * is skipped with a message.
 */
class UpstreamOdsAgreementTest {
  /** Ours → MLIR's, relative to the respective roots. */
  private static final Map<String, String> DIALECTS = Map.of(
      "arith/Arith.td", "mlir/Dialect/Arith/IR/ArithOps.td",
      "scf/Scf.td", "mlir/Dialect/SCF/IR/SCFOps.td",
      "func/Func.td", "mlir/Dialect/Func/IR/FuncOps.td",
      "tensor/Tensor.td", "mlir/Dialect/Tensor/IR/TensorOps.td",
      "memref/MemRef.td", "mlir/Dialect/MemRef/IR/MemRefOps.td");

  private static final Path OURS = Path.of("../dialects/src/main/td");

  /**
   * The differences we keep, each for a reason: the test fails when one goes away unnoticed
   * as much as when a new one appears.
   */
  private static final Map<String, List<String>> KNOWN_GAPS = Map.of(
      // MLIR stores the rounding mode as an i32 enumeration; our library has i64 ones only.
      "arith.truncf", List.of("+ attribute roundingmode (optional)"),
      // MLIR verifies CastOpInterface (cast compatibility, which includes the shapes) before
      // this trait, so the trait never reports; our cast check is the verifier hook, which
      // runs after the traits, and the trait would take over its diagnostic.
      "memref.cast", List.of("+ trait SameOperandsAndResultShape"),
      // The same for memref.memory_space_cast, whose cast check covers the shapes as well.
      "memref.memory_space_cast", List.of("+ trait SameOperandsAndResultShape"));

  @Test
  void findsTheMlirHeaders() {
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(includeDir().resolve("mlir")),
        "skipped: no MLIR headers at " + includeDir()
            + " (install libmlir-22-dev or set RAPTOR_LLVM_INCLUDE)");
    DIALECTS.values().forEach(f -> assertTrue(Files.isRegularFile(includeDir().resolve(f)), f));
  }

  @TestFactory
  Stream<DynamicTest> oursAgreesWithMlirOpByOp() {
    if (!Files.isDirectory(includeDir().resolve("mlir"))) {
      return Stream.empty();
    }
    return new TreeMap<>(DIALECTS).entrySet().stream().map(e -> DynamicTest.dynamicTest(
        e.getKey(), () -> compare(e.getKey(), includeDir().resolve(e.getValue()))));
  }

  private static void compare(String ours, Path theirsFile) throws IOException {
    DialectSpec mine = ourModel(OURS.resolve(ours));
    TdLoader loader = new TdLoader(List.of(includeDir()));
    DialectSpec theirs = UpstreamOdsReader.read(loader.loadFile(theirsFile), loader.sources(),
        theirsFile.toString()).dialect();
    Map<String, OpSpec> byName = new TreeMap<>();
    mine.ops().forEach(op -> byName.put(op.mnemonic(), op));
    List<String> missing = new ArrayList<>();
    List<String> disagreements = new ArrayList<>();
    int agreeing = 0;
    int known = 0;
    for (OpSpec op : theirs.ops()) {
      OpSpec own = byName.get(op.mnemonic());
      if (own == null) {
        missing.add(op.mnemonic());
        continue;
      }
      String name = theirs.dialect().name() + "." + op.mnemonic();
      List<String> diffs = OdsComparison.differences(own, op);
      if (diffs.isEmpty()) {
        agreeing++;
      } else if (diffs.equals(KNOWN_GAPS.get(name))) {
        known++;
      } else {
        disagreements.add(name + ":\n    " + String.join("\n    ", diffs));
      }
    }
    int compared = agreeing + known + disagreements.size();
    System.out.println(theirs.dialect().name() + ": " + compared + " ops compared, " + agreeing
        + " agree, " + known + " known gaps, " + missing.size() + " missing in ours"
        + (missing.isEmpty() ? "" : " (" + String.join(", ", missing) + ")"));
    assertTrue(compared > 0, "no op of " + ours + " is also in " + theirsFile);
    assertTrue(disagreements.isEmpty(), ours + " disagrees with MLIR's " + theirsFile
        + " (- ours, + MLIR's):\n  " + String.join("\n  ", disagreements));
  }

  private static DialectSpec ourModel(Path td) throws IOException {
    TdLoader loader = new TdLoader(List.of(OURS));
    return OdsModelBuilder.build(loader.loadFile(td), loader.sources(), td.toString());
  }

  private static Path includeDir() {
    String configured = System.getProperty("raptor.llvm.include",
        System.getenv("RAPTOR_LLVM_INCLUDE"));
    return Path.of(configured == null || configured.isEmpty() ? "/usr/lib/llvm-22/include"
        : configured);
  }
}
