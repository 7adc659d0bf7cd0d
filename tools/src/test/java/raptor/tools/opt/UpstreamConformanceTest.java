package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The upstream conformance harness: cases written after the facts of MLIR's own test files
 * ({@code upstream/<dialect>/<topic>.mlir}), each chunk run in-process and compared with the
 * outcome of mlir-opt 22 stored beside it (stdout, stderr and exit code, byte for byte).
 *
 * <p>A chunk passes when it is {@link UpstreamVerdict#IDENTICAL} or
 * {@link UpstreamVerdict#UNSUPPORTED} (an op we do not have yet). A
 * {@link UpstreamVerdict#MISMATCH} passes only when {@code upstream/known-mismatches.txt} lists
 * it, and a listed chunk that has become identical fails until it is removed from the list.
 * A crash never passes. After the run, the counts per dialect are printed and written to
 * {@code target/upstream-conformance.txt}.
 */
class UpstreamConformanceTest {
  private static final Path ROOT = Corpus.validDir().getParent().resolveSibling("upstream");
  private static final Map<String, UpstreamVerdict> VERDICTS = new ConcurrentSkipListMap<>();

  @TestFactory
  Stream<DynamicNode> agreesWithMlirOpt() {
    Set<String> known = knownMismatches();
    return cases().stream().map(c -> DynamicContainer.dynamicContainer(c.name(), c.file().toUri(),
        c.chunks().stream().map(chunk -> DynamicTest.dynamicTest("chunk " + chunk.index(), c.file().toUri(),
            () -> check(c.name() + ":" + chunk.index(), chunk, known)))));
  }

  private static void check(String id, UpstreamCase.Chunk chunk, Set<String> known) {
    Corpus.Run run;
    UpstreamVerdict verdict;
    try {
      run = Corpus.run(chunk.args(), chunk.stdin());
      verdict = UpstreamVerdict.of(chunk.expected(), run);
    } catch (RuntimeException | AssertionError e) {
      VERDICTS.put(id, UpstreamVerdict.CRASH);
      throw new AssertionError(id + " crashed: " + e, e);
    }
    VERDICTS.put(id, verdict);
    switch (verdict) {
      case IDENTICAL -> assertFalse(known.contains(id), () -> id + " is identical now: remove it from known-mismatches.txt");
      case UNSUPPORTED -> { }
      case MISMATCH -> assertTrue(known.contains(id), () -> id + " differs from mlir-opt 22 (args " + chunk.args()
          + "):\nexpected exit " + chunk.expected().exitCode() + ", stdout:\n" + chunk.expected().out()
          + "stderr:\n" + chunk.expected().err() + "\nactual exit " + run.exitCode() + ", stdout:\n" + run.out()
          + "stderr:\n" + run.err());
      case CRASH -> fail(id + " crashed:\n" + run.err());
    }
  }

  /** Every case has its expected outcomes, one per chunk, and every dialect we claim has cases. */
  @Test
  void harnessIsComplete() {
    List<UpstreamCase> cases = cases();
    Set<String> dialects = cases.stream().map(c -> c.name().substring(0, c.name().indexOf('/'))).collect(Collectors.toSet());
    for (String d : List.of("builtin", "func", "arith", "scf", "tensor", "memref", "bufferization", "index", "cf")) {
      assertTrue(dialects.contains(d), () -> "no upstream cases for " + d);
    }
    Set<String> ids = cases.stream()
        .flatMap(c -> c.chunks().stream().map(chunk -> c.name() + ":" + chunk.index())).collect(Collectors.toSet());
    for (String id : knownMismatches()) {
      assertTrue(ids.contains(id), () -> "known-mismatches.txt names " + id + ", which is no chunk");
    }
  }

  /** The splitter keeps separators out, drops leading blank lines and keeps line numbers within a chunk. */
  @Test
  void splitsAtSeparators() {
    List<String> chunks = UpstreamCase.split("// ARGS: -a\nx\n\n// -----\n\n// ARGS:\ny\n// ----- tail\n// ARGS:\n");
    assertTrue(chunks.equals(List.of("// ARGS: -a\nx\n\n", "// ARGS:\ny\n", "// ARGS:\n")), chunks::toString);
  }

  @AfterAll
  static void report() {
    if (VERDICTS.isEmpty()) {
      return;
    }
    Map<String, Map<UpstreamVerdict, Integer>> byDialect = new TreeMap<>();
    Map<UpstreamVerdict, Integer> total = new EnumMap<>(UpstreamVerdict.class);
    StringBuilder details = new StringBuilder();
    VERDICTS.forEach((id, verdict) -> {
      String dialect = id.substring(0, id.indexOf('/'));
      byDialect.computeIfAbsent(dialect, d -> new EnumMap<>(UpstreamVerdict.class)).merge(verdict, 1, Integer::sum);
      total.merge(verdict, 1, Integer::sum);
      if (verdict != UpstreamVerdict.IDENTICAL) {
        details.append("  ").append(verdict.name().toLowerCase(java.util.Locale.ROOT)).append(' ').append(id).append('\n');
      }
    });
    StringBuilder text = new StringBuilder("upstream conformance against mlir-opt 22: ").append(counts(total)).append('\n');
    byDialect.forEach((dialect, counts) -> text.append("  ").append(dialect).append(": ").append(counts(counts)).append('\n'));
    text.append(details);
    System.out.print(text);
    try {
      Files.writeString(Path.of("target", "upstream-conformance.txt"), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String counts(Map<UpstreamVerdict, Integer> counts) {
    int chunks = counts.values().stream().mapToInt(Integer::intValue).sum();
    List<String> parts = new ArrayList<>();
    for (UpstreamVerdict v : UpstreamVerdict.values()) {
      parts.add(counts.getOrDefault(v, 0) + " " + v.name().toLowerCase(java.util.Locale.ROOT));
    }
    return chunks + " chunks: " + String.join(", ", parts);
  }

  private static List<UpstreamCase> cases() {
    try (Stream<Path> files = Files.walk(ROOT)) {
      return files.filter(p -> p.toString().endsWith(".mlir")).sorted()
          .map(p -> UpstreamCase.read(ROOT, p)).collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The chunks listed in {@code known-mismatches.txt}: {@code <dialect>/<topic>.mlir:<chunk>  reason}. */
  private static Set<String> knownMismatches() {
    return Corpus.read(ROOT.resolve("known-mismatches.txt")).lines()
        .map(String::strip)
        .filter(line -> !line.isEmpty() && !line.startsWith("#"))
        .map(line -> line.split("\\s+", 2)[0])
        .collect(Collectors.toSet());
  }
}
