package raptor.tools.validate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code --report=FILE.html}: a self-contained page without scripts that opens offline: the
 * result table of each mode, SVG bar charts of latency and energy per model beside the
 * published figures, the per-core utilization the timing model measured, and each failing
 * case with its worst element and the command that reproduces it.
 */
final class HtmlReport {
  private static final int BAR_HEIGHT = 16;
  private static final int LABEL_WIDTH = 260;
  private static final int CHART_WIDTH = 420;

  private HtmlReport() {
  }

  /** {@return the page for {@code rows}} */
  static String html(List<ValidationRow> rows) {
    StringBuilder page = new StringBuilder(head("raptor-validate report"));
    long failed = rows.stream().filter(r -> !r.succeeded()).count();
    page.append("<p>").append(rows.size()).append(" results, ").append(failed)
        .append(" failing.</p>\n");
    for (ValidationMode mode : ValidationMode.values()) {
      List<ValidationRow> selected = rows.stream().filter(r -> r.mode() == mode).toList();
      if (!selected.isEmpty()) {
        table(page, mode, selected);
      }
    }
    List<ValidationRow> timed = rows.stream()
        .filter(r -> r.mode() == ValidationMode.LATENCY && r.timing().measured()).toList();
    if (!timed.isEmpty()) {
      page.append("<h2>Latency (ms), latency mode</h2>\n");
      chart(page, timed, true);
      page.append("<h2>Energy (pJ), latency mode</h2>\n");
      chart(page, timed, false);
      page.append("<h2>Per-core utilization, latency mode</h2>\n");
      for (ValidationRow row : timed) {
        utilization(page, row);
      }
    }
    failures(page, rows);
    return page.append("</body></html>\n").toString();
  }

  /** {@return the page of a sweep: its table and the Pareto plot of latency by crossbars} */
  static String sweep(List<Sweep.Point> points) {
    StringBuilder page = new StringBuilder(head("raptor-validate sweep"));
    page.append("<table><tr>");
    Sweep.HEADER.forEach(name -> page.append("<th>").append(name).append("</th>"));
    page.append("<th>pareto</th></tr>\n");
    for (Sweep.Point point : points) {
      page.append("<tr>");
      point.fields().forEach(f -> page.append("<td>").append(escape(f)).append("</td>"));
      page.append("<td>").append(Sweep.pareto(point, points) ? "yes" : "").append("</td></tr>\n");
    }
    page.append("</table>\n<h2>Latency (ms) against crossbars used</h2>\n");
    List<Sweep.Point> timed = points.stream().filter(p -> !Double.isNaN(p.latencyMs())).toList();
    double maxLatency = timed.stream().mapToDouble(Sweep.Point::latencyMs).max().orElse(1);
    double maxCrossbars = timed.stream().mapToInt(Sweep.Point::crossbars).max().orElse(1);
    int size = 360;
    page.append(String.format(Locale.ROOT, "<svg class=\"pareto\" xmlns=\"http://www.w3.org/2000/"
        + "svg\" width=\"%d\" height=\"%d\"><line x1=\"40\" y1=\"%d\" x2=\"%d\" y2=\"%d\""
        + " stroke=\"#000\"/><line x1=\"40\" y1=\"10\" x2=\"40\" y2=\"%d\" stroke=\"#000\"/>%n",
        size + 200, size + 40, size + 10, size + 40, size + 10, size + 10));
    for (Sweep.Point point : timed) {
      double x = 40 + size * point.crossbars() / Math.max(1, maxCrossbars);
      double y = size + 10 - size * point.latencyMs() / Math.max(1e-12, maxLatency);
      boolean front = Sweep.pareto(point, points);
      page.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\""
          + " fill=\"%s\"/><text x=\"%.1f\" y=\"%.1f\" font-size=\"11\">%s</text>%n", x, y,
          front ? "#3366cc" : "#999999", x + 7, y + 4, point.target().geometry()));
    }
    return page.append("</svg>\n<p>blue: the Pareto front (no point is faster with fewer"
        + " crossbars)</p></body></html>\n").toString();
  }

  private static void table(StringBuilder page, ValidationMode mode, List<ValidationRow> rows) {
    page.append("<h2>").append(mode.label()).append(" mode</h2>\n<table><tr><th>model</th>")
        .append("<th>status</th><th>pipeline</th><th>max |diff|</th><th>compile s</th>")
        .append("<th>latency ms</th><th>samples/s</th><th>power mW</th><th>energy pJ</th>")
        .append("<th>cores</th></tr>\n");
    for (ValidationRow row : rows) {
      TimingOutcome t = row.timing();
      page.append("<tr><td>").append(escape(row.model())).append("</td><td class=\"")
          .append(row.status()).append("\">").append(row.status()).append("</td>");
      for (String cell : List.of(Integer.toString(row.pipeline()), row.maxAbsDiff(),
          String.format(Locale.ROOT, "%.2f", row.compileSeconds()), t.field(t.latencyMs()),
          mode == ValidationMode.LATENCY ? "" : t.field(t.throughputSps()),
          t.field(t.powerMw()), t.field(t.energyPj()), t.coresField())) {
        page.append("<td>").append(escape(cell)).append("</td>");
      }
      page.append("</tr>\n");
    }
    page.append("</table>\n");
  }

  /** One bar per model, followed by bars of its published figures. */
  private static void chart(StringBuilder page, List<ValidationRow> rows, boolean latency) {
    List<String> labels = new ArrayList<>();
    List<Double> values = new ArrayList<>();
    for (ValidationRow row : rows) {
      labels.add(row.model() + " (ours)");
      values.add(latency ? row.timing().latencyMs() : row.timing().energyPj());
      String network = row.model().substring(row.model().lastIndexOf('/') + 1);
      for (PublishedFigure figure : PublishedFigure.of(network, row.target().timingLabel())) {
        labels.add(network + " " + figure.system() + " (" + figure.setting() + ")");
        values.add(latency ? figure.latencyMs() : figure.energyPj());
      }
    }
    double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(1);
    int height = labels.size() * (BAR_HEIGHT + 4) + 4;
    page.append(String.format(Locale.ROOT,
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\">%n",
        LABEL_WIDTH + CHART_WIDTH + 120, height));
    for (int i = 0; i < labels.size(); i++) {
      int y = 4 + i * (BAR_HEIGHT + 4);
      double width = max <= 0 ? 0 : CHART_WIDTH * values.get(i) / max;
      boolean ours = labels.get(i).endsWith("(ours)");
      page.append(String.format(Locale.ROOT,
          "<text x=\"0\" y=\"%d\" font-size=\"12\">%s</text>"
              + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>"
              + "<text x=\"%.1f\" y=\"%d\" font-size=\"12\">%.4g</text>%n",
          y + 12, escape(labels.get(i)), LABEL_WIDTH, y, width, BAR_HEIGHT,
          ours ? "#3366cc" : "#999999", LABEL_WIDTH + width + 4, y + 12, values.get(i)));
    }
    page.append("</svg>\n");
  }

  /** Three bars per core: matrix (mean over array groups), vector and transfer busy shares. */
  private static void utilization(StringBuilder page, ValidationRow row) {
    List<TimingOutcome.CoreUse> cores = row.timing().coreUse();
    int barWidth = 4;
    int group = 3 * barWidth + 2;
    int chartHeight = 100;
    page.append("<h3>").append(escape(row.model())).append("</h3>\n")
        .append("<p>matrix (blue), vector (orange), transfer (grey) busy share of the latency,"
            + " per core</p>\n");
    page.append(String.format(Locale.ROOT,
        "<svg class=\"utilization\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\""
            + " height=\"%d\">%n", Math.max(100, cores.size() * group + 10), chartHeight + 20));
    String[] colours = {"#3366cc", "#ff9900", "#999999"};
    for (int c = 0; c < cores.size(); c++) {
      TimingOutcome.CoreUse use = cores.get(c);
      double[] shares = {use.matrix(), use.vector(), use.transfer()};
      for (int u = 0; u < shares.length; u++) {
        double h = chartHeight * Math.min(1, shares[u]);
        page.append(String.format(Locale.ROOT,
            "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"%s\">"
                + "<title>core %d: %.1f %%</title></rect>",
            5 + c * group + u * barWidth, chartHeight - h, barWidth, h, colours[u], c,
            100 * shares[u]));
      }
    }
    page.append(String.format(Locale.ROOT,
        "%n<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#000\"/></svg>%n",
        chartHeight, cores.size() * group + 10, chartHeight));
  }

  private static void failures(StringBuilder page, List<ValidationRow> rows) {
    List<ValidationRow> failing = rows.stream().filter(r -> !r.succeeded()).toList();
    if (failing.isEmpty()) {
      return;
    }
    page.append("<h2>Failing cases</h2>\n<ul class=\"failures\">\n");
    for (ValidationRow row : failing) {
      page.append("<li><b>").append(escape(row.model())).append("</b> (")
          .append(row.mode().label()).append("): ").append(escape(row.message()));
      if (row.worst() != null) {
        page.append("<br>worst element: ").append(escape(row.worstElement()));
      }
      page.append("<br>reproduce: <code>").append(escape(row.reproduce()))
          .append("</code></li>\n");
    }
    page.append("</ul>\n");
  }

  private static String head(String title) {
    return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>%s</title>
        <style>
        body{font-family:sans-serif;margin:24px;color:#222}
        table{border-collapse:collapse;margin:8px 0 24px}
        th,td{border:1px solid #ccc;padding:3px 8px;text-align:right}
        th:first-child,td:first-child{text-align:left}
        .PASS{color:#17702a}.FAIL,.TIMEOUT{color:#b00020;font-weight:bold}
        code{background:#f4f4f4;padding:2px 4px}
        </style></head><body>
        <h1>%s</h1>
        """.formatted(title, title);
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
