package raptor.tools.validate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code validation_results.csv}: one row per model and mode. Timing fields hold a value or
 * the status in its place ({@code ERROR}, {@code UNSUPPORTED}, {@code SKIP}, {@code -}).
 */
final class ResultsCsv {
  /** The header, the names of the fields in order. */
  static final List<String> HEADER = List.of("model", "mode", "pipeline", "inputs", "target",
      "timing_config", "status", "compile_s", "max_abs_diff", "worst_element", "latency_ms",
      "throughput_sps", "power_mw", "energy_pj", "active_cores", "crossbars", "timing_status",
      "message");

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
          t.field(t.powerMw()), t.field(t.energyPj()), t.coresField(),
          Integer.toString(row.crossbars()), t.status(),
          firstLine(row.message().isEmpty() ? t.message() : row.message()));
      text.append(String.join(",", fields.stream().map(ResultsCsv::quote).toList()))
          .append('\n');
    }
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  /**
   * {@return the rows of a file {@link #write} wrote, as maps from the header's names}
   *
   * @throws IOException when it cannot be read
   */
  static List<Map<String, String>> read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<String> header = lines.isEmpty() ? List.of() : fields(lines.get(0));
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
      List<String> fields = fields(line);
      Map<String, String> row = new LinkedHashMap<>();
      for (int i = 0; i < header.size() && i < fields.size(); i++) {
        row.put(header.get(i), fields.get(i));
      }
      rows.add(row);
    }
    return rows;
  }

  /** {@return the fields of one CSV line, quotes removed} */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"' && quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
        field.append('"');
        i++;
      } else if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
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
