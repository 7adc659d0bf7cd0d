package raptor.tblgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.RecordsPrinter;

/**
 * Runs the front end on MLIR's own {@code .td} files, as installed by {@code libmlir-22-dev}, and compares the
 * SHA-256 of each {@code --print-records} output with that of {@code mlir-tblgen} 22, stored in
 * {@code tblgen/upstream/mlir-records.sha256} (the upstream files themselves are not in the repository). One
 * test per file; on a machine without the LLVM headers there are none, and {@link #findsTheMlirHeaders} is
 * skipped with a message saying so. The include
 * directory is {@code -Draptor.llvm.include=DIR} or {@code RAPTOR_LLVM_INCLUDE}, by default
 * {@code /usr/lib/llvm-22/include}.
 */
class UpstreamConformanceTest {

  /** One line of the digest file: the expected digest and the file relative to the include directory. */
  private record Expected(String sha256, String file) {
  }

  @Test
  void findsTheMlirHeaders() throws IOException {
    Path include = includeDir();
    assumeTrue(Files.isDirectory(include.resolve("mlir")),
        "skipped: no MLIR headers at " + include + " (install libmlir-22-dev or set RAPTOR_LLVM_INCLUDE)");
    for (Expected expected : digests()) {
      assertTrue(Files.isRegularFile(include.resolve(expected.file())), "missing upstream file " + expected.file());
    }
  }

  @TestFactory
  Stream<DynamicTest> matchesMlirTblgenOnMlirsOwnFiles() throws IOException {
    Path include = includeDir();
    List<Expected> expected = digests();
    assertTrue(expected.size() >= 290, "expected at least 290 upstream files, found " + expected.size());
    if (!Files.isDirectory(include.resolve("mlir"))) {
      return Stream.empty();
    }
    return expected.stream().map(e -> DynamicTest.dynamicTest(e.file(), () -> check(include, e)));
  }

  private static void check(Path include, Expected expected) throws IOException {
    Path file = include.resolve(expected.file());
    TdLoader loader = new TdLoader(List.of(include));
    String actual;
    try {
      actual = RecordsPrinter.print(loader.loadFile(file));
    } catch (TdException e) {
      actual = loader.sources().render(e);
    }
    assertEquals(expected.sha256(), sha256(actual), () -> expected.file() + ": --print-records differs from "
        + "mlir-tblgen's; compare with: mlir-tblgen --print-records -I " + include + " " + file);
  }

  private static Path includeDir() {
    String configured = System.getProperty("raptor.llvm.include", System.getenv("RAPTOR_LLVM_INCLUDE"));
    return Path.of(configured == null || configured.isEmpty() ? "/usr/lib/llvm-22/include" : configured);
  }

  private static List<Expected> digests() throws IOException {
    Path list = Fixtures.dir("upstream").resolve("mlir-records.sha256");
    return Files.readAllLines(list).stream()
        .filter(line -> !line.isBlank() && !line.startsWith("#"))
        .map(line -> {
          String[] parts = line.split("\\s+", 2);
          return new Expected(parts[0], parts[1].strip());
        })
        .toList();
  }

  private static String sha256(String text) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
