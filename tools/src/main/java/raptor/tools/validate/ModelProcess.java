package raptor.tools.validate;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * {@code --timeout}: validates each model in each mode in a child {@code raptor-validate}
 * process (the run's own flags plus {@code --job=INDEX:MODE}) that writes its row to a file, and
 * kills the process and its descendants when it outlasts the limit; the row then says
 * {@code TIMEOUT} and the time it ran. Compilation, simulation and timing are Java code in one
 * thread that never polls for interruption, so a thread past its time could only be abandoned,
 * still running and holding its memory; a process is really stopped, and its memory goes with
 * it. The child gets the heap of this JVM and its collector and JIT settings (those the launcher
 * chose for long-lived IR and short runs), as the work would have had here. Its output goes to
 * the model's {@code artifacts/validate_<mode>.log}.
 */
final class ModelProcess {
  /**
   * The prefixes of the JVM options a child inherits besides the heap sizes: the collector and
   * its generation sizes, and the JIT's inlining budgets.
   */
  private static final List<String> INHERITED = List.of("-XX:+Use",
      "-XX:MaxTenuringThreshold=", "-XX:MaxNewSize=", "-XX:FreqInlineSize=",
      "-XX:InlineSmallCode=", "-Djdk.nio.maxCachedBufferSize=");

  private final List<String> args;
  private final List<ValidationModel> models;
  private final ModelValidator validator;
  private final List<ValidationMode> modes;
  private final double timeoutSeconds;

  /**
   * Runs the {@code models} a run with {@code args} collected.
   *
   * @param validator makes the rows of the runs that fail or time out
   * @param modes the modes each model is validated in, one process each
   * @param timeoutSeconds the limit of one process
   */
  ModelProcess(List<String> args, List<ValidationModel> models, ModelValidator validator,
      List<ValidationMode> modes, double timeoutSeconds) {
    this.args = List.copyOf(args);
    this.models = List.copyOf(models);
    this.validator = validator;
    this.modes = List.copyOf(modes);
    this.timeoutSeconds = timeoutSeconds;
  }

  /** {@return the rows of {@code model}, one process per mode, one after the other} */
  List<ValidationRow> validate(ValidationModel model) {
    List<ValidationRow> rows = new ArrayList<>();
    for (ValidationMode mode : modes) {
      rows.add(validate(model, mode));
    }
    return rows;
  }

  /**
   * {@return the options of a child JVM: this JVM's heap limit and initial size and its
   * collector and I/O settings}, without options that belong to this process alone (agents,
   * recordings, class data sharing archives). The limit is the usable heap this JVM reports,
   * which can be below its {@code -Xmx}, so the initial size is capped at it rather than copied.
   */
  private static List<String> jvmOptions() {
    List<String> options = new ArrayList<>();
    long limit = Runtime.getRuntime().maxMemory();
    long initial = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getInit();
    options.add("-Xmx" + (limit >> 20) + "m");
    if (initial > 0) {
      options.add("-Xms" + (Math.min(initial, limit) >> 20) + "m");
    }
    for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (INHERITED.stream().anyMatch(option::startsWith)) {
        options.add(option);
      }
    }
    return options;
  }

  private ValidationRow validate(ValidationModel model, ValidationMode mode) {
    Path log = new ArtifactLayout(model.artifacts()).jobLog(mode);
    Process process = null;
    long start = System.nanoTime();
    try {
      Files.createDirectories(log.getParent());
      Path rowFile = Files.createTempFile("raptor-validate-", ".row");
      List<String> command = new ArrayList<>(RaptorValidate.selfCommand(jvmOptions()));
      command.addAll(args);
      command.addAll(List.of("--job=" + models.indexOf(model) + ":" + mode.label(),
          "--job-rows=" + rowFile));
      process = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(log.toFile()).start();
      boolean finished = process.waitFor((long) (timeoutSeconds * 1e9), TimeUnit.NANOSECONDS);
      if (!finished) {
        stop(process);
      }
      ValidationRow row = finished && process.exitValue() == 0 ? read(rowFile) : null;
      Files.delete(rowFile);
      if (!finished) {
        return validator.failed(model, mode, ValidationRow.TIMEOUT, String.format(Locale.ROOT,
            "timed out after %.2f s (--timeout=%s); its process was stopped",
            (System.nanoTime() - start) / 1e9, seconds(timeoutSeconds)));
      }
      return row != null ? row : validator.failed(model, mode, ValidationRow.FAIL,
          "the validation process exited with status " + process.exitValue() + "; see " + log);
    } catch (IOException | ClassNotFoundException e) {
      return validator.failed(model, mode, ValidationRow.FAIL,
          "cannot run the validation process: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return validator.failed(model, mode, ValidationRow.FAIL, "interrupted");
    } finally {
      if (process != null && process.isAlive()) {
        stop(process);
      }
    }
  }

  private static ValidationRow read(Path file) throws IOException, ClassNotFoundException {
    try (InputStream bytes = Files.newInputStream(file);
        ObjectInputStream in = new ObjectInputStream(bytes)) {
      return (ValidationRow) in.readObject();
    }
  }

  /** Kills {@code process} and every process it started, and waits until it has ended. */
  private static void stop(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** {@return {@code value} without a fraction when it is whole} */
  static String seconds(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
  }
}
