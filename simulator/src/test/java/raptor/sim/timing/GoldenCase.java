package raptor.sim.timing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * One case of {@code shared/timing-golden}: its inputs, the model's run of them, and the
 * comparison with {@code expected.json} and the expected trace.
 */
final class GoldenCase {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  final Path dir;
  final String name;

  GoldenCase(Path dir) {
    this.dir = dir;
    this.name = dir.getFileName().toString();
  }

  /**
   * {@return the golden data folder}: {@code RAPTOR_SHARED_DIR} (property or environment) or the
   * repository's sibling {@code ../shared}, then {@code timing-golden}; empty when absent.
   */
  static Optional<Path> goldenRoot() {
    String shared = System.getProperty("RAPTOR_SHARED_DIR", System.getenv("RAPTOR_SHARED_DIR"));
    Path base;
    if (shared != null && !shared.isEmpty()) {
      base = Path.of(shared);
    } else {
      Path dir = Path.of("").toAbsolutePath();
      while (dir != null && !Files.exists(dir.resolve("pim-isa"))) {
        dir = dir.getParent();
      }
      base = dir == null || dir.getParent() == null ? Path.of("shared") : dir.getParent().resolve("shared");
    }
    Path golden = base.resolve("timing-golden");
    return Files.isDirectory(golden) ? Optional.of(golden) : Optional.empty();
  }

  /** {@return the cases of one set folder, by name} */
  static List<GoldenCase> of(Path set) throws IOException {
    try (Stream<Path> entries = Files.list(set)) {
      return entries
          .filter(p -> Files.exists(p.resolve("expected.json")))
          .sorted()
          .map(GoldenCase::new)
          .toList();
    }
  }

  JsonNode expected() throws IOException {
    return MAPPER.readTree(dir.resolve("expected.json").toFile());
  }


  String expectedTrace() throws IOException {
    Path plain = dir.resolve("expected-trace.txt");
    if (Files.exists(plain)) {
      return Files.readString(plain);
    }
    try (InputStream in = new GZIPInputStream(Files.newInputStream(dir.resolve("expected-trace.txt.gz")))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The model's run of this case. */
  record Run(TimingResult result, String trace) {}

  Run run() throws TimingInputException, IOException {
    return run(options -> options);
  }

  /** The model's run of this case with options adjusted by {@code adjust}. */
  Run run(java.util.function.UnaryOperator<TimingOptions> adjust) throws TimingInputException, IOException {
    List<String> warnings = new ArrayList<>();
    Path configFile = dir.resolve("timing/config.json");
    TimingConfig config = TimingInputs.readConfig(configFile, warnings);
    TimingProgram program = TimingInputs.readDirectory(dir.resolve("pim"));
    NocTable noc = TimingInputs.readNoc(config, configFile, program.cores());
    StringBuilder trace = new StringBuilder();
    long limit = 2 * expected().get("events").asLong() + 1000;
    TimingTrace text = TimingTrace.text(trace);
    long[] events = {0};
    TimingTrace bounded =
        (tag, a, b, ps, group) -> {
          if (++events[0] > limit) {
            throw new TimingModelException("more than " + limit + " events: the run does not end");
          }
          text.event(tag, a, b, ps, group);
        };
    TimingResult result =
        TimingSimulator.run(program, config, noc, adjust.apply(TimingOptions.of(config).withTrace(bounded)));
    return new Run(result, trace.toString());
  }

  /** {@return the differences between the run and the expected values, empty if none} */
  List<String> compare(Run run) throws IOException {
    JsonNode expected = expected();
    TimingResult r = run.result();
    List<String> problems = new ArrayList<>();
    if (!expected.get("mode").asText().equals(r.mode())) {
      problems.add("mode " + r.mode());
    }
    if ("latency".equals(r.mode())) {
      JsonNode finish = expected.get("finish_ps");
      for (int core = 0; core < r.cores(); core++) {
        long want = finish.get(String.valueOf(core)).asLong();
        if (want != r.finishPs()[core]) {
          problems.add("core " + core + " finish " + r.finishPs()[core] + " ps, expected " + want);
        }
      }
      if (expected.get("latency_ps").asLong() != r.runPs()) {
        problems.add("latency " + r.runPs() + " ps, expected " + expected.get("latency_ps"));
      }
    } else {
      JsonNode rounds = expected.get("rounds");
      for (int core = 0; core < r.cores(); core++) {
        long want = rounds.get(String.valueOf(core)).asLong();
        if (want != r.rounds()[core]) {
          problems.add("core " + core + " rounds " + r.rounds()[core] + ", expected " + want);
        }
      }
      close(problems, "latency_ns", r.latencyNs(), expected);
    }
    close(problems, "energy_pj", r.energyPj(), expected);
    close(problems, "power_mw", r.powerMw(), expected);
    String want = expectedTrace();
    if (!want.equals(run.trace())) {
      problems.add("trace differs " + firstDifference(want, run.trace()));
    }
    return problems;
  }

  private static void close(List<String> problems, String key, double actual, JsonNode expected) {
    double want = expected.get(key).asDouble();
    if (Math.abs(actual - want) > 1e-9 * Math.max(Math.abs(want), 1e-300)) {
      problems.add(key + " " + actual + ", expected " + want);
    }
  }

  static String firstDifference(String want, String got) {
    String[] a = want.split("\n", -1);
    String[] b = got.split("\n", -1);
    for (int i = 0; i < Math.max(a.length, b.length); i++) {
      String x = i < a.length ? a[i] : "<end>";
      String y = i < b.length ? b[i] : "<end>";
      if (!x.equals(y)) {
        return "at line " + (i + 1) + ": expected \"" + x + "\", got \"" + y + "\"";
      }
    }
    return "";
  }
}
