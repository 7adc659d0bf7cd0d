package raptor.tools.validate;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The terminal tables of a validation run: one per mode, one line per model. */
final class ResultTables {
  private ResultTables() {
  }

  /** Prints the table of the rows of {@code mode}, if there are any. */
  static void print(PrintStream out, List<ValidationRow> rows, ValidationMode mode) {
    List<ValidationRow> selected = rows.stream().filter(r -> r.mode() == mode).toList();
    if (selected.isEmpty()) {
      return;
    }
    boolean throughput = mode == ValidationMode.THROUGHPUT;
    List<String> header = new ArrayList<>(List.of("model", "status", "max |diff|", "compile s",
        "latency ms"));
    if (throughput) {
      header.add("samples/s");
    }
    header.addAll(List.of("power mW", throughput ? "energy pJ/it" : "energy pJ", "cores"));
    List<List<String>> lines = new ArrayList<>();
    for (ValidationRow row : selected) {
      TimingOutcome t = row.timing();
      List<String> line = new ArrayList<>(List.of(row.model(), row.status(),
          row.worst() == null ? "-" : String.format(Locale.ROOT, "%.3g",
              Math.abs((double) row.worst().actual() - row.worst().expected())),
          String.format(Locale.ROOT, "%.2f", row.compileSeconds()), t.field(t.latencyMs())));
      if (throughput) {
        line.add(t.field(t.throughputSps()));
      }
      line.addAll(List.of(t.field(t.powerMw()), t.field(t.energyPj()), t.coresField()));
      lines.add(line);
    }
    out.println(mode.label() + " mode (pipeline " + mode.pipeline() + ", " + mode.pipeline()
        + (mode.pipeline() == 1 ? " input)" : " inputs)"));
    int[] widths = new int[header.size()];
    for (List<String> line : prepend(header, lines)) {
      for (int i = 0; i < line.size(); i++) {
        widths[i] = Math.max(widths[i], line.get(i).length());
      }
    }
    printLine(out, header, widths);
    StringBuilder rule = new StringBuilder();
    for (int width : widths) {
      rule.append("-".repeat(width)).append("  ");
    }
    out.println(rule.toString().stripTrailing());
    lines.forEach(line -> printLine(out, line, widths));
    for (ValidationRow row : selected) {
      if (!row.message().isEmpty()) {
        out.println(row.model() + ": " + row.status() + ": " + row.message());
      }
      if (row.status().equals(ValidationRow.FAIL) && row.worst() != null) {
        out.println("  worst element: " + row.worstElement());
      }
    }
    out.println();
  }

  private static List<List<String>> prepend(List<String> header, List<List<String>> lines) {
    List<List<String>> all = new ArrayList<>(List.of(header));
    all.addAll(lines);
    return all;
  }

  private static void printLine(PrintStream out, List<String> line, int[] widths) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < line.size(); i++) {
      String cell = line.get(i);
      boolean left = i < 2;
      String pad = " ".repeat(widths[i] - cell.length());
      text.append(left ? cell + pad : pad + cell).append("  ");
    }
    out.println(text.toString().stripTrailing());
  }
}
