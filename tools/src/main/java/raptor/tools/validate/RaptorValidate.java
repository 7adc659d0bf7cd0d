package raptor.tools.validate;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Stream;
import picocli.CommandLine;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTarget;
import raptor.sim.timing.TimingProfiles;
import raptor.tools.ToolCommandLine;
import raptor.tools.ToolMain;
import raptor.tools.run.Tolerance;

/**
 * {@code raptor-validate}: validates ONNX models end to end, as the reference's
 * {@code validate.py} (spec frontend-validation.md §3.1): per model, seeded inputs and their
 * onnxruntime references, then in latency and throughput mode compilation, functional
 * simulation, comparison and the timing model. Prints a table per mode, writes
 * {@code validation_results.csv} and exits 0 only when every model passes. With
 * {@code --timeout}, each model and mode runs in a child process ({@link ModelProcess}).
 *
 * <pre>{@code
 * raptor-validate --suite operations                   # each case on its own small target
 * raptor-validate --networks validation/networks --profile=arch-a --mode latency
 * raptor-validate model.onnx --core-count=4 --crossbar-size=16 --crossbar-count=8
 * }</pre>
 */
public final class RaptorValidate {
  /** The heap one parallel job is given at least; {@code --jobs} is lowered to fit. */
  private static final long HEAP_PER_JOB = 768L << 20;

  private RaptorValidate() {
  }

  /** Runs the command with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-validate", RaptorValidate::run, args);
  }

  /** Runs the command in-process; {@return 0 when every model passes, 1 otherwise} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    ValidateOptions options = new ValidateOptions();
    try {
      if (!ToolCommandLine.parse(options, args, out, err)) {
        return 0;
      }
      return execute(options, List.of(args), out, err);
    } catch (CommandLine.ParameterException e) {
      err.println("raptor-validate: error: " + e.getMessage());
      err.println("run 'raptor-validate --help' for the flags");
      return 1;
    } catch (ValidateException e) {
      err.println("raptor-validate: error: " + e.getMessage());
      return 1;
    }
  }

  private static int execute(ValidateOptions options, List<String> args, PrintStream out,
      PrintStream err) throws ValidateException {
    if (options.compileOnly && options.runOnly) {
      throw new ValidateException("--compile-only and --run-only exclude each other");
    }
    List<Map<String, Integer>> grid = SweepGrid.points(options.sweep);
    ModelCollector collector = new ModelCollector(options, explicitTarget(options),
        profile(options.timingProfile, "--timing-profile"));
    List<ValidationModel> models = collector.collect();
    if (options.clean) {
      clean(models, out);
      return 0;
    }
    if (options.generateOnly) {
      out.println("wrote " + models.size() + " models");
      return 0;
    }
    if (models.isEmpty()) {
      throw new ValidateException("no models to validate: give models, folders, --operations,"
          + " --networks or --suite");
    }
    if (options.job != null) {
      return job(options, models);
    }
    if (!options.sweep.isEmpty()) {
      return sweep(options, grid, explicitTarget(options), out, err);
    }
    ModelValidator.Settings settings = settings(options);
    ModelValidator validator = new ModelValidator(settings);
    Function<ValidationModel, List<ValidationRow>> runner = options.timeout == null
        ? model -> validateSafely(validator, model, settings.modes())
        : new ModelProcess(args, models, validator, settings.modes(), options.timeout)::validate;
    List<ValidationRow> rows = runAll(models, runner, jobs(options.jobs, err), err);
    for (ValidationMode mode : ValidationMode.values()) {
      ResultTables.print(out, rows, mode);
    }
    if (options.compare) {
      Comparison.print(out, rows);
    }
    Path csv = options.results != null ? options.results
        : collector.resultsFolder().resolve("validation_results.csv");
    try {
      ResultsCsv.write(csv, rows);
    } catch (IOException e) {
      throw new ValidateException("cannot write " + csv + ": " + e.getMessage());
    }
    if (options.report != null) {
      try {
        Files.writeString(options.report, HtmlReport.html(rows), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new ValidateException("cannot write " + options.report + ": " + e.getMessage());
      }
      out.println("report in " + options.report);
    }
    long failed = models.stream().filter(m -> rows.stream()
        .anyMatch(r -> r.model().equals(m.id()) && !r.succeeded())).count();
    out.println((models.size() - failed) + " of " + models.size() + " models passed; results"
        + " in " + csv);
    return failed == 0 ? 0 : 1;
  }

  /**
   * {@code --job=INDEX:MODE}, the child process of {@link ModelProcess}: validates model INDEX
   * in MODE and writes its row to {@code --job-rows}.
   */
  private static int job(ValidateOptions options, List<ValidationModel> models)
      throws ValidateException {
    String[] parts = options.job.split(":", 2);
    ValidationMode mode = parts.length < 2 ? null : Arrays.stream(ValidationMode.values())
        .filter(m -> m.label().equals(parts[1])).findFirst().orElse(null);
    int index = mode == null || !parts[0].matches("\\d{1,9}") ? -1
        : Integer.parseInt(parts[0]);
    if (index < 0 || index >= models.size() || options.jobRows == null) {
      throw new ValidateException("--job: '" + options.job + "' is not INDEX:MODE of one of the "
          + models.size() + " models, with --job-rows");
    }
    ModelValidator validator = new ModelValidator(settings(options));
    ValidationRow row = validateSafely(validator, models.get(index), List.of(mode)).get(0);
    try (OutputStream bytes = Files.newOutputStream(options.jobRows);
        ObjectOutputStream file = new ObjectOutputStream(bytes)) {
      file.writeObject(row);
    } catch (IOException e) {
      throw new ValidateException("cannot write " + options.jobRows + ": " + e.getMessage());
    }
    return 0;
  }

  /**
   * {@return the command that starts this tool in a new JVM, with {@code jvmOptions}, on the
   * class path of this one}
   */
  static List<String> selfCommand(List<String> jvmOptions) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
        RaptorValidate.class.getName()));
    return command;
  }

  private static int sweep(ValidateOptions options, List<Map<String, Integer>> grid,
      ValidationTarget explicit, PrintStream out, PrintStream err) throws ValidateException {
    settings(options);
    Sweep sweep = new Sweep(options.sweepDir, pointFlags(options),
        explicit != null ? explicit : ValidationTarget.of(TimingProfiles.ARCH_A));
    List<Sweep.Point> points = sweep.run(grid, jobs(options.jobs, err), err);
    try {
      Path csv = sweep.write(points);
      if (options.report != null) {
        Files.writeString(options.report, HtmlReport.sweep(points), StandardCharsets.UTF_8);
        out.println("report in " + options.report);
      }
      for (Sweep.Point point : points) {
        out.println(String.join("  ", point.fields())
            + (Sweep.pareto(point, points) ? "  pareto" : ""));
      }
      long passed = points.stream().filter(Sweep.Point::passed).count();
      out.println(passed + " of " + points.size() + " points passed; results in " + csv);
      return passed == points.size() ? 0 : 1;
    } catch (IOException e) {
      throw new ValidateException("cannot write the sweep results: " + e.getMessage());
    }
  }

  /** {@return the flags of every sweep point: the models and how they are validated} */
  private static List<String> pointFlags(ValidateOptions o) {
    List<String> flags = new ArrayList<>();
    o.paths.forEach(p -> flags.add(p.toString()));
    o.operations.forEach(p -> flags.add("--operations=" + p));
    o.networks.forEach(p -> flags.add("--networks=" + p));
    o.suites.forEach(s -> flags.add("--suite=" + s));
    o.extraArgs.forEach(a -> flags.add("--raptor-extra-arg=" + a));
    if (!o.filter.isEmpty()) {
      flags.add("--filter=" + String.join(",", o.filter));
    }
    flags.addAll(List.of("--suite-dir=" + o.suiteDir, "--seed=" + o.seed,
        "--threshold=" + o.threshold, "--relative-threshold=" + o.relativeThreshold,
        "--mode=" + o.mode, o.fast ? "--fast" : "--no-fast", "--timing-view=" + o.timingView));
    if (o.large) {
      flags.add("--large");
    }
    if (o.skipTiming) {
      flags.add("--skip-timing");
    }
    if (o.timeout != null) {
      flags.add("--timeout=" + ModelProcess.seconds(o.timeout));
    }
    return flags;
  }

  private static List<ValidationRow> runAll(List<ValidationModel> models,
      Function<ValidationModel, List<ValidationRow>> runner, int jobs, PrintStream err)
      throws ValidateException {
    ProgressBar progress = new ProgressBar(err, models.size(), System.console() != null);
    ExecutorService pool = Executors.newFixedThreadPool(jobs);
    try {
      List<Future<List<ValidationRow>>> futures = new ArrayList<>();
      for (ValidationModel model : models) {
        futures.add(pool.submit(() -> {
          List<ValidationRow> rows = runner.apply(model);
          progress.finished(model.id(), rows.stream().filter(r -> !r.succeeded()).findFirst()
              .orElse(rows.get(0)).status());
          return rows;
        }));
      }
      List<ValidationRow> rows = new ArrayList<>();
      for (Future<List<ValidationRow>> future : futures) {
        rows.addAll(future.get());
      }
      return rows;
    } catch (ExecutionException e) {
      throw new ValidateException("a validation job failed: " + e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ValidateException("interrupted");
    } finally {
      pool.shutdownNow();
    }
  }

  /** A compiler defect in one model fails that model, not the run. */
  private static List<ValidationRow> validateSafely(ModelValidator validator,
      ValidationModel model, List<ValidationMode> modes) {
    try {
      return validator.validate(model, modes);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      return modes.stream().map(mode -> validator.failed(model, mode, ValidationRow.FAIL,
          "the compiler failed: " + e)).toList();
    }
  }

  private static ModelValidator.Settings settings(ValidateOptions options)
      throws ValidateException {
    List<ValidationMode> modes = switch (options.mode) {
      case "latency" -> List.of(ValidationMode.LATENCY);
      case "throughput" -> List.of(ValidationMode.THROUGHPUT);
      case "both" -> List.of(ValidationMode.LATENCY, ValidationMode.THROUGHPUT);
      default -> throw new ValidateException("--mode: unknown mode '" + options.mode
          + "' (known: latency, throughput, both)");
    };
    if (!options.timingView.equals("int8") && !options.timingView.equals("fp32")) {
      throw new ValidateException("--timing-view: unknown view '" + options.timingView
          + "' (known: int8, fp32)");
    }
    if (!(options.threshold >= 0) || !(options.relativeThreshold >= 0)) {
      throw new ValidateException("--threshold and --relative-threshold must be non-negative");
    }
    if (options.timeout != null && !(options.timeout >= 0 && options.timeout < 1e9)) {
      throw new ValidateException("--timeout must be a number of seconds from 0, got "
          + options.timeout);
    }
    return new ModelValidator.Settings(options.seed,
        new Tolerance(options.threshold, options.relativeThreshold), modes, options.compileOnly,
        options.runOnly, !options.skipTiming, options.fast, options.timingView.equals("int8"));
  }

  private static ValidationTarget explicitTarget(ValidateOptions options)
      throws ValidateException {
    boolean anyFlag = options.coreCount != null || options.crossbarSize != null
        || options.crossbarCount != null;
    if (options.profile != null) {
      if (anyFlag) {
        throw new ValidateException("give --profile or the target flags, not both");
      }
      return ValidationTarget.of(profile(options.profile, "--profile"));
    }
    if (!anyFlag) {
      return null;
    }
    try {
      PimTarget.resolve(value(options.coreCount), value(options.crossbarSize),
          value(options.crossbarCount), PimTarget.DEFAULT_PIPELINE);
    } catch (InvalidTargetException e) {
      throw new ValidateException(e.getMessage());
    }
    return new ValidationTarget(options.coreCount, options.crossbarSize, options.crossbarCount,
        profile(options.timingProfile, "--timing-profile"));
  }

  private static int value(Integer flag) {
    return flag == null ? PimTarget.UNSET : flag;
  }

  private static TimingProfiles profile(String name, String flag) throws ValidateException {
    TimingProfiles profile = TimingProfiles.named(name);
    if (profile == null) {
      throw new ValidateException(flag + ": unknown profile '" + name + "' (known: "
          + String.join(", ", TimingProfiles.names()) + ")");
    }
    return profile;
  }

  private static int jobs(int requested, PrintStream err) throws ValidateException {
    if (requested < 1) {
      throw new ValidateException("--jobs must be positive, got " + requested);
    }
    int fit = (int) Math.max(1, Runtime.getRuntime().maxMemory() / HEAP_PER_JOB);
    if (requested > fit) {
      err.println("raptor-validate: note: running " + fit + " jobs, as many as the Java heap"
          + " holds (raise it with RAPTOR_JAVA_OPTS=-Xmx...)");
      return fit;
    }
    return requested;
  }

  private static void clean(List<ValidationModel> models, PrintStream out)
      throws ValidateException {
    int removed = 0;
    for (ValidationModel model : models) {
      if (!Files.exists(model.artifacts())) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(model.artifacts())) {
        for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(path);
        }
        removed++;
      } catch (IOException e) {
        throw new ValidateException("cannot remove " + model.artifacts() + ": " + e.getMessage());
      }
    }
    out.println("removed the artifacts of " + removed + " models");
  }
}
