package raptor.tools.validate;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import raptor.dialect.spat.eval.FloatTensor;
import raptor.tools.run.Deviation;
import raptor.tools.run.ModelCheck;
import raptor.tools.run.RunException;
import raptor.tools.run.Tolerance;

/**
 * Validates one model in each requested mode: seeded inputs and their onnxruntime references
 * (once, shared by the modes), then per mode compile, simulate every input, compare each with
 * its own reference and time the program. Every file goes to the model's artifacts (§3.7).
 */
final class ModelValidator {
  /** What every model is validated with. */
  record Settings(long seed, Tolerance tolerance, List<ValidationMode> modes,
      boolean compileOnly, boolean runOnly, boolean timing, boolean fast, boolean int8) {
    /** {@return the inputs the modes need: the largest pipeline} */
    int batchSize() {
      return modes.stream().mapToInt(ValidationMode::pipeline).max().orElse(1);
    }
  }

  /** The start of the scheduler's errors about pipeline stages. */
  private static final String PIPELINE_SCHEDULING = "pipeline scheduling:";

  private final Settings settings;

  ModelValidator(Settings settings) {
    this.settings = settings;
  }

  /**
   * {@return one row per mode of {@code modes}, which the settings' modes include; a failure of
   * any step is a {@code FAIL} row, never thrown}; the inputs are the batch of all the settings'
   * modes, also when {@code modes} is one of them
   */
  List<ValidationRow> validate(ValidationModel model, List<ValidationMode> modes) {
    ArtifactLayout layout = new ArtifactLayout(model.artifacts());
    InputBatch batch;
    try {
      ModelCheck check = ModelCheck.load(model.file(), flags(model, 1));
      if (settings.runOnly()) {
        batch = InputBatch.read(layout, check, settings.batchSize());
      } else {
        batch = InputBatch.create(check, settings.seed(), settings.batchSize());
        batch.write(layout);
      }
    } catch (RunException | IOException e) {
      return modes.stream().map(mode -> failed(model, mode, ValidationRow.FAIL,
          e.getMessage())).toList();
    }
    List<ValidationRow> rows = new ArrayList<>();
    for (ValidationMode mode : modes) {
      rows.add(validate(model, layout, batch, mode));
    }
    return rows;
  }

  private ValidationRow validate(ValidationModel model, ArtifactLayout layout, InputBatch batch,
      ValidationMode mode) {
    Compiled compiled = new Compiled(null, mode.pipeline(), 0, "");
    try {
      compiled = settings.runOnly() ? reuse(model, layout, mode) : compile(model, layout, mode);
      if (settings.compileOnly()) {
        return row(model, mode, compiled, ValidationRow.COMPILED, null, 0,
            TimingOutcome.NOT_RUN, compiled.note());
      }
      List<List<FloatTensor>> actual = compiled.check().simulate(layout.pim(mode),
          batch.first(mode.pipeline()));
      Deviation worst = null;
      int worstInput = 0;
      for (int i = 0; i < actual.size(); i++) {
        InputBatch.write(layout.simulated(mode, i), ModelCheck.encode(actual.get(i)));
        Deviation deviation = Deviation.worst(batch.references().get(i), actual.get(i),
            settings.tolerance());
        if (deviation != null && (worst == null || deviation.excess() > worst.excess())) {
          worst = deviation;
          worstInput = i;
        }
      }
      boolean pass = worst == null || worst.within();
      TimingOutcome timing = settings.timing()
          ? new TimingStep(model.target(), settings.fast(), settings.int8())
              .time(layout.pim(mode), mode)
          : TimingOutcome.missing("SKIP", "--skip-timing");
      return row(model, mode, compiled, pass ? ValidationRow.PASS : ValidationRow.FAIL, worst,
          worstInput, timing, pass ? compiled.note() : "outputs differ from onnxruntime");
    } catch (RunException | IOException e) {
      return row(model, mode, compiled, ValidationRow.FAIL, null, 0, TimingOutcome.NOT_RUN,
          e.getMessage());
    }
  }

  /**
   * A compiled program of one mode.
   *
   * @param check the model's steps with the flags it was compiled with
   * @param pipeline the pipeline stages it was compiled with
   * @param seconds the compile time (0 when reused)
   * @param note why the pipeline is shorter than the mode's, or empty
   */
  private record Compiled(ModelCheck check, int pipeline, double seconds, String note) {
  }

  /**
   * Compiles {@code model} for {@code mode}. A graph too small for the mode's pipeline (the
   * scheduler needs a graph compute per stage) is compiled with fewer stages, still on all
   * of the mode's inputs, and the row says so.
   */
  private static Compiled compile(ValidationModel model, ArtifactLayout layout,
      ValidationMode mode) throws RunException, IOException {
    long start = System.nanoTime();
    String reason = "";
    for (int pipeline = mode.pipeline(); ; pipeline--) {
      ModelCheck check = ModelCheck.load(model.file(), flags(model, pipeline));
      try {
        compile(check, layout, mode);
        InputBatch.write(layout.pipelineFile(mode),
            Integer.toString(pipeline).getBytes(StandardCharsets.UTF_8));
        String note = reason.isEmpty() ? "" : "compiled with --pipeline=" + pipeline + ": "
            + reason;
        return new Compiled(check, pipeline, (System.nanoTime() - start) / 1e9, note);
      } catch (RunException e) {
        if (pipeline == 1 || !e.getMessage().contains(PIPELINE_SCHEDULING)) {
          throw e;
        }
        if (reason.isEmpty()) {
          reason = e.getMessage().substring(e.getMessage().indexOf(PIPELINE_SCHEDULING));
        }
      }
    }
  }

  /** {@return the program an earlier {@code --compile-only} run compiled for {@code mode}} */
  private static Compiled reuse(ValidationModel model, ArtifactLayout layout,
      ValidationMode mode) throws RunException, IOException {
    Path file = layout.pipelineFile(mode);
    if (!Files.isRegularFile(file)) {
      throw new RunException(layout.pim(mode) + " was not compiled; run with --compile-only"
          + " first");
    }
    int pipeline;
    try {
      pipeline = Integer.parseInt(Files.readString(file).strip());
    } catch (NumberFormatException e) {
      throw new RunException(file + " does not hold a pipeline stage count");
    }
    return new Compiled(ModelCheck.load(model.file(), flags(model, pipeline)), pipeline, 0,
        "");
  }

  private ValidationRow row(ValidationModel model, ValidationMode mode, Compiled compiled,
      String status, Deviation worst, int worstInput, TimingOutcome timing, String message) {
    List<String> command = new ArrayList<>(List.of("./raptor-run", model.file().toString()));
    command.addAll(flags(model, compiled.pipeline()));
    if (mode.pipeline() > 1) {
      command.add("--batch-size=" + mode.pipeline());
    }
    command.add("--seed=" + settings.seed());
    return new ValidationRow(model.id(), mode, compiled.pipeline(), model.target(), status,
        compiled.seconds(), worst, worstInput, timing, message, String.join(" ", command),
        crossbars(new ArtifactLayout(model.artifacts()).pim(mode)));
  }

  /** {@return the crossbar weight files of the program in {@code pim}, or 0 for none} */
  private static int crossbars(Path pim) {
    Path weights = pim.resolve("weights");
    if (!Files.isDirectory(weights)) {
      return 0;
    }
    try (Stream<Path> files = Files.list(weights)) {
      return (int) files.filter(f -> f.getFileName().toString().startsWith("crossbar_")).count();
    } catch (IOException e) {
      return 0;
    }
  }

  private static void compile(ModelCheck check, ArtifactLayout layout, ValidationMode mode)
      throws RunException, IOException {
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    try (PrintStream err = new PrintStream(log, true, StandardCharsets.UTF_8)) {
      check.compile(layout.compiled(mode), err);
    } catch (RunException e) {
      String first = firstError(log.toString(StandardCharsets.UTF_8));
      throw new RunException(e.getMessage() + (first.isEmpty() ? "" : ": " + first));
    } finally {
      InputBatch.write(layout.compileLog(mode), log.toByteArray());
    }
  }

  private static String firstError(String log) {
    return log.lines().filter(line -> line.contains("error:")).findFirst().orElse("").strip();
  }

  /**
   * {@return the row of {@code model} in {@code mode} that ended with {@code status} (a failure:
   * {@code FAIL} or {@code TIMEOUT}) before its results, saying {@code message}}
   */
  ValidationRow failed(ValidationModel model, ValidationMode mode, String status,
      String message) {
    return row(model, mode, new Compiled(null, mode.pipeline(), 0, ""), status, null, 0,
        TimingOutcome.NOT_RUN, message);
  }

  private static List<String> flags(ValidationModel model, int pipeline) {
    List<String> flags = new ArrayList<>(model.target().flags());
    flags.add("--pipeline=" + pipeline);
    flags.addAll(model.flags());
    return flags;
  }
}
