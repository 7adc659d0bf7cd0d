package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Robustness of raptor-opt on mutated inputs. A seeded {@link CorpusMutator} derives at least
 * {@value #DEFAULT_MUTANTS} inputs (system property {@code raptor.fuzz.mutants}) from every
 * valid and invalid corpus file, deterministically. Each is run in-process on stdin, cycling
 * through the generic, custom, debug-info and local-scope forms, and must end in exit code 0, or
 * in exit code 1 with a first stderr line of the form {@code FILE:LINE:COL: error: MESSAGE} (or
 * {@code <unknown>:0: error: MESSAGE}); never an exception, a Java stack trace or a hang. The
 * hostile classes of {@link HostileInputs} (deep nesting, huge counts, non-UTF-8) are held to the
 * same rule.
 */
class FuzzTest {
  static final int DEFAULT_MUTANTS = 10_000;
  private static final long SEED = 0x5EED_2022L;
  private static final Pattern DIAGNOSTIC = Pattern.compile("^(?:[^:\\n]+:\\d+:\\d+|<unknown>:0): error: .+");
  private static final int MAX_REPORTED = 5;

  @TestFactory
  Stream<DynamicTest> mutantsAreDiagnosedCleanly() {
    List<Path> seeds = seedFiles();
    int total = Integer.getInteger("raptor.fuzz.mutants", DEFAULT_MUTANTS);
    int perSeed = (total + seeds.size() - 1) / seeds.size();
    return seeds.stream().map(seed -> DynamicTest.dynamicTest(
        seed.getParent().getFileName() + "/" + seed.getFileName(), seed.toUri(), () -> fuzz(seed, perSeed)));
  }

  private static void fuzz(Path seed, int count) throws Exception {
    CorpusMutator mutator = new CorpusMutator(Files.readAllBytes(seed), randomSeed(seed));
    Corpus.Form[] forms = Corpus.Form.values();
    List<String> failures = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      byte[] input = mutator.next();
      Corpus.Form form = forms[i % forms.length];
      String problem = check(form, input);
      if (problem != null && failures.size() < MAX_REPORTED) {
        failures.add("mutant #" + i + " (" + form.label() + "): " + problem + "\n--- input ---\n"
            + new String(input, StandardCharsets.UTF_8) + "\n--- end ---");
      } else if (problem != null) {
        failures.add("mutant #" + i + " (" + form.label() + "): " + problem);
      }
    }
    if (!failures.isEmpty()) {
      fail(failures.size() + " of " + count + " mutants of " + seed.getFileName() + " failed (seed "
          + randomSeed(seed) + "):\n" + String.join("\n", failures));
    }
  }

  /** Null when raptor-opt handled the input acceptably, else what went wrong. */
  private static String check(Corpus.Form form, byte[] input) {
    return check(form.args(null), input);
  }

  /**
   * {@return null when raptor-opt with {@code args} handled {@code input} (on stdin) acceptably:
   * exit code 0, or 1 with a located first error line and no Java exception; else what went
   * wrong}
   */
  static String check(List<String> args, byte[] input) {
    Corpus.Run run;
    try {
      run = Corpus.run(args, input);
    } catch (Throwable t) {
      return "raptor-opt threw " + t;
    }
    if (run.err().contains("Exception") || run.err().contains("\tat ")) {
      return "Java exception on stderr:\n" + run.err();
    }
    if (run.exitCode() == 0) {
      return null;
    }
    if (run.exitCode() != 1) {
      return "unexpected " + run.describe();
    }
    return DIAGNOSTIC.matcher(run.firstErrLine()).find() ? null : "malformed first diagnostic line: " + run.firstErrLine();
  }

  private static List<Path> seedFiles() {
    return Stream.concat(Corpus.inputs(Corpus.validDir()).stream(), Corpus.inputs(Corpus.invalidDir()).stream())
        .collect(Collectors.toList());
  }

  private static long randomSeed(Path seed) {
    return SEED ^ seed.getFileName().toString().hashCode();
  }

  /** How many inputs of each hostile class {@link #hostileClassesAreDiagnosedCleanly} runs. */
  static final int HOSTILE_PER_CLASS = 50;

  /**
   * The hostile input classes of issue 11 (deep nesting, huge counts, bytes that are not UTF-8),
   * seeded, must end as every mutant does: exit code 0, or 1 with a located first error line.
   */
  @TestFactory
  Stream<DynamicTest> hostileClassesAreDiagnosedCleanly() {
    List<Path> seeds = seedFiles();
    return Stream.of("deep nesting", "huge counts", "non-UTF-8").map(kind ->
        DynamicTest.dynamicTest(kind, () -> {
          HostileInputs inputs = new HostileInputs(SEED ^ kind.hashCode());
          List<String> failures = new ArrayList<>();
          for (int i = 0; i < HOSTILE_PER_CLASS && failures.size() < MAX_REPORTED; i++) {
            byte[] input = switch (kind) {
              case "deep nesting" -> inputs.deepNesting();
              case "huge counts" -> inputs.hugeCounts();
              default -> inputs.nonUtf8(Files.readAllBytes(seeds.get(i % seeds.size())));
            };
            String problem = check(List.of("--allow-unregistered-dialect"), input);
            if (problem != null) {
              String text = new String(input, StandardCharsets.UTF_8);
              failures.add(kind + " #" + i + ": " + problem + "\n--- input (first 300 chars) ---\n"
                  + text.substring(0, Math.min(300, text.length())));
            }
          }
          if (!failures.isEmpty()) {
            fail(String.join("\n", failures));
          }
        }));
  }

  /** The mutants are a function of the seed file alone, so a failure can be reproduced. */
  @Test
  void mutantsAreDeterministic() throws Exception {
    Path seed = seedFiles().get(0);
    byte[] bytes = Files.readAllBytes(seed);
    CorpusMutator first = new CorpusMutator(bytes, randomSeed(seed));
    CorpusMutator second = new CorpusMutator(bytes, randomSeed(seed));
    boolean changed = false;
    for (int i = 0; i < 100; i++) {
      byte[] mutant = first.next();
      assertArrayEquals(mutant, second.next(), "mutant #" + i);
      changed |= !Arrays.equals(mutant, bytes);
    }
    assertTrue(changed, "the mutator never changed its seed");
  }
}
