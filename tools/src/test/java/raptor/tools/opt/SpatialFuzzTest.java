package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Robustness of the Spatial-to-Pim pipeline on mutated programs: seeded mutants of every
 * Spatial program of the lit suite (the end-to-end and conversion tests) go through
 * {@code --pim-lower-to-bufferized} (conversion, bufferization, folding, planning, verification)
 * and must end as {@link FuzzTest} requires: exit code 0, or 1 with a located first error line;
 * never an exception. {@value #DEFAULT_MUTANTS} mutants in all by default (system property
 * {@code raptor.fuzz.spatialMutants}).
 */
class SpatialFuzzTest {
  static final int DEFAULT_MUTANTS = 5_000;
  private static final long SEED = 0x5EA7_1A1L;
  private static final Path LIT = Path.of("..", "lit-tests", "src", "test", "lit");
  private static final List<String> ARGS = List.of("--core-count=4", "--crossbar-size=4",
      "--crossbar-count=2", "--pim-lower-to-bufferized");
  private static final int MAX_REPORTED = 5;

  @TestFactory
  Stream<DynamicTest> mutantsAreDiagnosedCleanly() throws IOException {
    List<Path> seeds = seedFiles();
    assertFalse(seeds.isEmpty(), "no Spatial programs under " + LIT);
    int total = Integer.getInteger("raptor.fuzz.spatialMutants", DEFAULT_MUTANTS);
    int perSeed = (total + seeds.size() - 1) / seeds.size();
    return seeds.stream().map(seed -> DynamicTest.dynamicTest(
        seed.getParent().getFileName() + "/" + seed.getFileName(), seed.toUri(),
        () -> fuzz(seed, perSeed)));
  }

  private static void fuzz(Path seed, int count) throws IOException {
    long randomSeed = SEED ^ seed.getFileName().toString().hashCode();
    CorpusMutator mutator = new CorpusMutator(Files.readAllBytes(seed), randomSeed);
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      byte[] input = mutator.next();
      String problem = FuzzTest.check(ARGS, input);
      if (problem == null) {
        continue;
      }
      failures.add("mutant #" + i + ": " + problem + (failures.size() < MAX_REPORTED
          ? "\n--- input ---\n" + new String(input, StandardCharsets.UTF_8) + "\n--- end ---" : ""));
    }
    if (!failures.isEmpty()) {
      fail(failures.size() + " of " + count + " mutants of " + seed.getFileName() + " failed (seed "
          + randomSeed + "):\n" + String.join("\n", failures));
    }
  }

  /** The numbers the huge-count class puts in place of index constants. */
  private static final long[] HUGE_COUNTS = {0, 1, 7, 16_777_217L, 1L << 31, 1L << 40,
      Long.MAX_VALUE, Long.MIN_VALUE};
  private static final int HUGE_COUNT_PROGRAMS = 60;

  /**
   * The huge-count class of issue 11: the planned Pim programs of {@code pim/verify-pim.mlir}
   * with their index constants (loop bounds, steps, core ids, offsets) replaced by huge or
   * boundary numbers go through {@code verify-pim} with the deadlock simulation, which executes
   * every core's loops statically; each run ends as a mutant must, and soon
   * ({@link Corpus#RUN_TIMEOUT_SECONDS}), because a core may execute only so many instructions.
   */
  @TestFactory
  Stream<DynamicTest> hugeLoopCountsAreBounded() throws IOException {
    String[] programs = Files.readString(LIT.resolve("pim/verify-pim.mlir")).split("// -----");
    java.util.Random random = new java.util.Random(SEED);
    List<String> args = List.of("--core-count=2", "--crossbar-size=4", "--crossbar-count=2",
        "--verify-pim=pim-detect-communication-deadlock");
    return java.util.stream.IntStream.range(0, HUGE_COUNT_PROGRAMS).mapToObj(i -> {
      String program = programs[i % programs.length];
      java.util.regex.Matcher constants =
          java.util.regex.Pattern.compile("arith.constant -?\\d+ : index").matcher(program);
      StringBuilder mutated = new StringBuilder();
      while (constants.find()) {
        String value = random.nextInt(3) == 0
            ? Long.toString(HUGE_COUNTS[random.nextInt(HUGE_COUNTS.length)]) : null;
        constants.appendReplacement(mutated, value == null ? constants.group()
            : "arith.constant " + value + " : index");
      }
      constants.appendTail(mutated);
      byte[] input = mutated.toString().getBytes(StandardCharsets.UTF_8);
      return DynamicTest.dynamicTest("program " + i, () -> {
        String problem = FuzzTest.check(args, input);
        if (problem != null) {
          fail(problem + "\n--- input ---\n" + mutated);
        }
      });
    });
  }

  /** The lit programs that use the spat dialect. */
  private static List<Path> seedFiles() throws IOException {
    List<Path> seeds = new ArrayList<>();
    for (String dir : List.of("e2e", "conversion/spatial-to-pim")) {
      try (Stream<Path> files = Files.list(LIT.resolve(dir))) {
        files.filter(f -> f.toString().endsWith(".mlir")).sorted().forEach(f -> {
          try {
            if (Files.readString(f).contains("spat.")) {
              seeds.add(f);
            }
          } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        });
      }
    }
    return seeds;
  }
}
