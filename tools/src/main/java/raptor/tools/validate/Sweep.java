package raptor.tools.validate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

/**
 * {@code --sweep}: one {@code raptor-validate} process per grid point, its inputs the flags and
 * its output a folder ({@code point_K/}: the CSV and the log), so that a cluster engine could
 * run the same jobs; then one row per point in {@code sweep_results.csv}.
 */
final class Sweep {
  /** The header of {@code sweep_results.csv}. */
  static final List<String> HEADER = List.of("point", "core_count", "crossbar_size",
      "crossbar_count", "status", "models", "passed", "latency_ms", "energy_pj", "crossbars");

  /**
   * The aggregate of one point over its models, latency mode.
   *
   * @param index the point's number
   * @param target the target of the point
   * @param passed whether every model passed
   * @param models the models validated
   * @param passing the models that passed
   * @param latencyMs the sum of the measured latencies, or NaN when one is missing
   * @param energyPj the sum of the measured energies, or NaN when one is missing
   * @param crossbars the sum of the crossbars the programs use
   */
  record Point(int index, ValidationTarget target, boolean passed, int models, int passing,
      double latencyMs, double energyPj, int crossbars) {
    /** {@return the fields of its CSV row} */
    List<String> fields() {
      return List.of(Integer.toString(index), Integer.toString(target.cores()),
          Integer.toString(target.crossbarSize()), Integer.toString(target.crossbarCount()),
          passed ? ValidationRow.PASS : ValidationRow.FAIL, Integer.toString(models),
          Integer.toString(passing), number(latencyMs), number(energyPj),
          Integer.toString(crossbars));
    }

    private static String number(double value) {
      return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%.6g", value);
    }
  }

  private final Path folder;
  private final List<String> common;
  private final ValidationTarget base;

  /**
   * A sweep writing to {@code folder}.
   *
   * @param common the flags every point shares (models, tolerances, modes)
   * @param base the target whose coordinates an axis does not name
   */
  Sweep(Path folder, List<String> common, ValidationTarget base) {
    this.folder = folder;
    this.common = List.copyOf(common);
    this.base = base;
  }

  /**
   * Runs every point, {@code jobs} processes at a time; {@return one aggregate per point}
   *
   * @throws ValidateException when a process cannot start or its CSV cannot be read
   */
  List<Point> run(List<Map<String, Integer>> grid, int jobs, PrintStream err)
      throws ValidateException {
    ProgressBar progress = new ProgressBar(err, grid.size(), System.console() != null);
    ExecutorService pool = Executors.newFixedThreadPool(jobs);
    try {
      List<Future<Point>> futures = new ArrayList<>();
      for (int i = 0; i < grid.size(); i++) {
        int index = i;
        ValidationTarget target = target(grid.get(i));
        futures.add(pool.submit(() -> {
          Point point = point(index, target);
          progress.finished("point " + index + " (" + target.geometry() + ")",
              point.passed() ? ValidationRow.PASS : ValidationRow.FAIL);
          return point;
        }));
      }
      List<Point> points = new ArrayList<>();
      for (Future<Point> future : futures) {
        points.add(future.get());
      }
      return points;
    } catch (ExecutionException e) {
      throw new ValidateException("a sweep point failed: " + e.getCause().getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ValidateException("interrupted");
    } finally {
      pool.shutdownNow();
    }
  }

  private ValidationTarget target(Map<String, Integer> point) {
    return new ValidationTarget(point.getOrDefault("core-count", base.cores()),
        point.getOrDefault("crossbar-size", base.crossbarSize()),
        point.getOrDefault("crossbar-count", base.crossbarCount()), base.profile());
  }

  private Point point(int index, ValidationTarget target)
      throws IOException, InterruptedException, ValidateException {
    Path dir = folder.resolve("point_" + index);
    Files.createDirectories(dir);
    Path csv = dir.resolve("validation_results.csv");
    List<String> command = new ArrayList<>(RaptorValidate.selfCommand(List.of()));
    command.addAll(common);
    command.addAll(target.flags());
    command.addAll(List.of("--timing-profile=" + target.profile().profileName(),
        "--results=" + csv, "--artifacts-name=artifacts-sweep-" + index));
    Files.writeString(dir.resolve("command.txt"), String.join(" ", command) + "\n");
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve("log.txt").toFile()).start();
    int status = process.waitFor();
    if (!Files.isRegularFile(csv)) {
      throw new ValidateException("point " + index + " wrote no results; see "
          + dir.resolve("log.txt"));
    }
    List<Map<String, String>> rows = ResultsCsv.read(csv).stream()
        .filter(r -> r.get("mode").equals(ValidationMode.LATENCY.label())).toList();
    Map<String, Boolean> models = new LinkedHashMap<>();
    double latency = 0;
    double energy = 0;
    int crossbars = 0;
    for (Map<String, String> row : rows) {
      models.merge(row.get("model"), row.get("status").equals(ValidationRow.PASS),
          Boolean::logicalAnd);
      latency += measured(row.get("latency_ms"));
      energy += measured(row.get("energy_pj"));
      crossbars += Integer.parseInt(row.get("crossbars"));
    }
    int passing = (int) models.values().stream().filter(Boolean::booleanValue).count();
    return new Point(index, target, status == 0, models.size(), passing, latency, energy,
        crossbars);
  }

  private static double measured(String field) {
    try {
      return Double.parseDouble(field);
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  /**
   * Writes {@code points} to {@code folder}/sweep_results.csv; {@return the file}
   *
   * @throws IOException when it cannot be written
   */
  Path write(List<Point> points) throws IOException {
    Path file = folder.resolve("sweep_results.csv");
    String text = String.join(",", HEADER) + "\n" + points.stream()
        .map(p -> String.join(",", p.fields())).collect(Collectors.joining("\n")) + "\n";
    Files.writeString(file, text);
    return file;
  }

  /** {@return whether {@code point} is on the Pareto front of latency against crossbars} */
  static boolean pareto(Point point, List<Point> points) {
    if (Double.isNaN(point.latencyMs())) {
      return false;
    }
    for (Point other : points) {
      boolean noWorse = other.latencyMs() <= point.latencyMs()
          && other.crossbars() <= point.crossbars();
      boolean better = other.latencyMs() < point.latencyMs()
          || other.crossbars() < point.crossbars();
      if (other != point && !Double.isNaN(other.latencyMs()) && noWorse && better) {
        return false;
      }
    }
    return true;
  }
}
