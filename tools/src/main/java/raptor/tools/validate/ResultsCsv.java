package raptor.tools.validate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code validation_results.csv}: one row per model and mode. Timing fields hold a value or
 * the status in its place ({@code ERROR}, {@code UNSUPPORTED}, {@code SKIP}, {@code -}).
 */
final class ResultsCsv {
  /** The header, the names of the fields in order. */
  static final List<String> HEADER = List.of("model", "mode", "pipeline", "inputs", "target",
      "timing_config", "status", "compile_s", "max_abs_diff", "worst_element", "latency_ms",
      "throughput_sps", "power_mw", "energy_pj", "active_cores", "timing_status", "message");

  private ResultsCsv() {
  }

  /**
   * Writes {@code rows} to {@code file}.
   *
   * @throws IOException when it cannot be written
   */
  static void write(Path file, List<ValidationRow> rows) throws IOException {
    StringBuilder text = new StringBuilder(String.join(",", HEADER)).append('\n');
    for (ValidationRow row : rows) {
      TimingOutcome t = row.timing();
      List<String> fields = List.of(row.model(), row.mode().label(),
          Integer.toString(row.pipeline()), Integer.toString(row.mode().pipeline()),
          row.target().geometry(), row.target().timingLabel(), row.status(),
          String.format(Locale.ROOT, "%.3f", row.compileSeconds()), row.maxAbsDiff(),
          row.worstElement(), t.field(t.latencyMs()),
          row.mode() == ValidationMode.LATENCY && t.measured() ? "" : t.field(t.throughputSps()),
          t.field(t.powerMw()), t.field(t.energyPj()), t.coresField(), t.status(),
          firstLine(row.message().isEmpty() ? t.message() : row.message()));
      text.append(String.join(",", fields.stream().map(ResultsCsv::quote).toList()))
          .append('\n');
    }
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  private static String firstLine(String text) {
    int end = text.indexOf('\n');
    return end < 0 ? text : text.substring(0, end);
  }

  private static String quote(String field) {
    if (field.contains(",") || field.contains("\"")) {
      return "\"" + field.replace("\"", "\"\"") + "\"";
    }
    return field;
  }
}
