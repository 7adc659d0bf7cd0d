package raptor.tools.validate;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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

  private final Settings settings;

  ModelValidator(Settings settings) {
    this.settings = settings;
  }

  /** {@return one row per mode; a failure of any step is a {@code FAIL} row, never thrown} */
  List<ValidationRow> validate(ValidationModel model) {
    ArtifactLayout layout = new ArtifactLayout(model.artifacts());
    InputBatch batch;
    try {
      ModelCheck check = ModelCheck.load(model.file(), flags(model, ValidationMode.LATENCY));
      if (settings.runOnly()) {
        batch = InputBatch.read(layout, check, settings.batchSize());
      } else {
        batch = InputBatch.create(check, settings.seed(), settings.batchSize());
        batch.write(layout);
      }
    } catch (RunException | IOException e) {
      return failed(model, e.getMessage());
    }
    List<ValidationRow> rows = new ArrayList<>();
    for (ValidationMode mode : settings.modes()) {
      rows.add(validate(model, layout, batch, mode));
    }
    return rows;
  }

  private ValidationRow validate(ValidationModel model, ArtifactLayout layout, InputBatch batch,
      ValidationMode mode) {
    double compileSeconds = 0;
    try {
      ModelCheck check = ModelCheck.load(model.file(), flags(model, mode));
      if (!settings.runOnly()) {
        long start = System.nanoTime();
        compile(check, layout, mode);
        compileSeconds = (System.nanoTime() - start) / 1e9;
      }
      if (settings.compileOnly()) {
        return new ValidationRow(model.id(), mode, model.target(), ValidationRow.COMPILED,
            compileSeconds, null, 0, TimingOutcome.NOT_RUN, "");
      }
      List<List<FloatTensor>> actual = check.simulate(layout.pim(mode),
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
              .time(layout.pim(mode), mode, null)
          : TimingOutcome.missing("SKIP", "--skip-timing");
      return new ValidationRow(model.id(), mode, model.target(),
          pass ? ValidationRow.PASS : ValidationRow.FAIL, compileSeconds, worst, worstInput,
          timing, pass ? "" : "outputs differ from onnxruntime");
    } catch (RunException | IOException e) {
      return failure(model, mode, compileSeconds, e.getMessage());
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

  /** {@return a {@code FAIL} row per mode for {@code model}, saying {@code message}} */
  List<ValidationRow> failed(ValidationModel model, String message) {
    return settings.modes().stream().map(mode -> failure(model, mode, 0, message)).toList();
  }

  private static ValidationRow failure(ValidationModel model, ValidationMode mode, double seconds,
      String message) {
    return new ValidationRow(model.id(), mode, model.target(), ValidationRow.FAIL, seconds, null,
        0, TimingOutcome.NOT_RUN, message);
  }

  private static List<String> flags(ValidationModel model, ValidationMode mode) {
    List<String> flags = new ArrayList<>(model.target().flags());
    flags.add("--pipeline=" + mode.pipeline());
    flags.addAll(model.flags());
    return flags;
  }
}
