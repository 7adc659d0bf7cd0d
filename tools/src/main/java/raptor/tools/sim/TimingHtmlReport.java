package raptor.tools.sim;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import raptor.sim.timing.CycleAccounting;
import raptor.sim.timing.CycleAccounting.Stall;
import raptor.sim.timing.TimingResult;

/**
 * The {@code --timing-html} report: one self-contained page (inline CSS and SVG, no script, no
 * external resource) with the summary table, the energy breakdown, every core's figures and an SVG
 * timeline per core (busy fraction of each unit and array group, front-end stalls by cause, from
 * the {@link CycleAccounting}), and the busiest NoC pairs. The markup is well-formed XHTML, so it
 * also reads as XML. Each summary value carries the JSON report's key in {@code data-key} and the
 * same number text as the JSON report.
 */
final class TimingHtmlReport {
  /** NoC pairs listed, the busiest by flits first. */
  private static final int NOC_ROWS = 50;

  private static final int ROW_HEIGHT = 14;
  private static final int LABEL_WIDTH = 150;
  private static final int COLUMN_WIDTH = 3;
  private static final String[] STALL_COLOURS = {
    "#d62728", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"
  };

  private final StringBuilder out = new StringBuilder();
  private final TimingResult result;
  private final CycleAccounting accounting;

  private TimingHtmlReport(TimingResult result, CycleAccounting accounting) {
    this.result = result;
    this.accounting = accounting;
  }

  /** {@return the page for {@code result}, whose run filled {@code accounting}} */
  static String html(TimingResult result, CycleAccounting accounting, String title) {
    return new TimingHtmlReport(result, accounting).page(title);
  }

  private String page(String title) {
    out.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        .append("<meta charset=\"utf-8\"/>\n<title>").append(escape(title)).append("</title>\n")
        .append("<style>body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;")
        .append("margin-bottom:1em}th,td{border:1px solid #ccc;padding:2px 8px;text-align:right}")
        .append("th{background:#f3f3f3}svg{display:block;margin-bottom:1em}")
        .append(".swatch{display:inline-block;width:1em;height:1em;margin:0 4px 0 12px;")
        .append("vertical-align:middle}</style>\n</head>\n<body>\n<h1>")
        .append(escape(title)).append("</h1>\n");
    summary();
    energy();
    cores();
    timelines();
    noc();
    out.append("</body>\n</html>\n");
    return out.toString();
  }

  private void summary() {
    out.append("<h2>Summary</h2>\n<table id=\"summary\">\n");
    row("status", "status", "OK");
    row("mode", "mode", result.mode());
    row("cores", "cores", String.valueOf(result.cores()));
    row("instructions", "instructions", String.valueOf(result.instructions()));
    if (result.throughput()) {
      row("simulated time (ns)", "sim_time_ns", Double.toString(result.runNs()));
      row("output count (samples)", "output_count", count(result.outputCount()));
      row("throughput (samples/s)", "throughput_sps", Double.toString(result.throughputSps()));
      row("energy per sample (pJ)", "energy_per_iter_pj", Double.toString(result.energyPerIterationPj()));
    } else {
      row("latency (ps)", "latency_ps", String.valueOf(result.runPs()));
    }
    row(result.throughput() ? "average latency (ns)" : "latency (ns)", "latency_ns",
        Double.toString(result.latencyNs()));
    row("energy (pJ)", "energy_pj", Double.toString(result.energyPj()));
    row("average power (mW)", "power_mw", Double.toString(result.powerMw()));
    out.append("</table>\n");
  }

  private static String count(double value) {
    return value == Math.rint(value) ? String.valueOf((long) value) : Double.toString(value);
  }

  private void row(String label, String key, String value) {
    out.append("<tr><th>").append(escape(label)).append("</th><td data-key=\"").append(key)
        .append("\">").append(escape(value)).append("</td></tr>\n");
  }

  private void energy() {
    out.append("<h2>Energy</h2>\n<table id=\"energy\">\n<tr><th>part</th><th>pJ</th><th>share</th></tr>\n");
    double total = result.energyPj();
    for (Map.Entry<String, Double> part : result.energyBreakdownPj().entrySet()) {
      double share = total == 0 ? 0 : part.getValue() / total;
      out.append("<tr><th>").append(escape(part.getKey())).append("</th><td data-key=\"")
          .append(escape(part.getKey())).append("\">").append(part.getValue())
          .append("</td><td>").append(percent(share)).append("</td></tr>\n");
    }
    out.append("</table>\n");
    int width = 600;
    out.append("<svg id=\"energy-bar\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width)
        .append("\" height=\"20\" viewBox=\"0 0 ").append(width).append(" 20\">");
    double x = 0;
    int colour = 0;
    for (Map.Entry<String, Double> part : result.energyBreakdownPj().entrySet()) {
      double w = total == 0 ? 0 : width * part.getValue() / total;
      if (w > 0) {
        out.append("<rect x=\"").append(number(x)).append("\" y=\"0\" width=\"").append(number(w))
            .append("\" height=\"20\" fill=\"").append(STALL_COLOURS[colour % STALL_COLOURS.length])
            .append("\"><title>").append(escape(part.getKey())).append("</title></rect>");
      }
      x += w;
      colour++;
    }
    out.append("</svg>\n");
  }

  private void cores() {
    out.append("<h2>Cores</h2>\n<table id=\"cores\">\n<tr><th>core</th><th>")
        .append(result.throughput() ? "rounds" : "finish (ns)")
        .append("</th><th>vector busy (ns)</th><th>transfer busy (ns)</th><th>matrix busy (ns, all groups)</th>");
    for (Stall stall : Stall.values()) {
      out.append("<th>").append(escape(stall.label())).append(" (ns)</th>");
    }
    out.append("</tr>\n");
    for (int id = 0; id < result.cores(); id++) {
      CycleAccounting.Core core = accounting.core(id);
      long matrix = 0;
      for (int g = 0; g < core.groups(); g++) {
        matrix += core.busyPs(CycleAccounting.Core.GROUP + g);
      }
      out.append("<tr><th>").append(id).append("</th><td>")
          .append(result.throughput() ? String.valueOf(result.rounds()[id]) : ns(result.finishPs()[id]))
          .append("</td><td>").append(ns(core.busyPs(CycleAccounting.Core.VECTOR)))
          .append("</td><td>").append(ns(core.busyPs(CycleAccounting.Core.TRANSFER)))
          .append("</td><td>").append(ns(matrix)).append("</td>");
      for (Stall stall : Stall.values()) {
        out.append("<td>").append(ns(core.stallPs(stall))).append("</td>");
      }
      out.append("</tr>\n");
    }
    out.append("</table>\n");
  }

  private void timelines() {
    out.append("<h2>Timelines</h2>\n<p>Per core and bucket of time: the busy fraction of each unit"
        + " and array group, and the fraction of front-end edges held by each cause.");
    for (int i = 0; i < Stall.values().length; i++) {
      out.append("<span class=\"swatch\" style=\"background:").append(STALL_COLOURS[i]).append("\"></span>")
          .append(escape(Stall.values()[i].label()));
    }
    out.append("</p>\n");
    for (int id = 0; id < result.cores(); id++) {
      timeline(id, accounting.core(id));
    }
  }

  private void timeline(int id, CycleAccounting.Core core) {
    long[][] rows = core.timeline();
    int units = CycleAccounting.Core.GROUP + core.groups();
    int width = LABEL_WIDTH + CycleAccounting.BUCKETS * COLUMN_WIDTH;
    int height = (rows.length + 1) * ROW_HEIGHT;
    out.append("<h3>core ").append(id).append("</h3>\n<svg class=\"timeline\" data-core=\"").append(id)
        .append("\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
        .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
        .append("\" font-size=\"10\">\n");
    for (int r = 0; r < rows.length; r++) {
      String label;
      String colour;
      if (r < units) {
        label = r == CycleAccounting.Core.VECTOR ? "vector"
            : r == CycleAccounting.Core.TRANSFER ? "transfer" : "group " + (r - CycleAccounting.Core.GROUP);
        colour = "#1f77b4";
      } else {
        label = Stall.values()[r - units].label();
        colour = STALL_COLOURS[r - units];
      }
      int base = (r + 1) * ROW_HEIGHT;
      out.append("<text x=\"0\" y=\"").append(base - 3).append("\">").append(escape(label)).append("</text>");
      area(rows[r], core.bucketPs(), base, colour);
      out.append('\n');
    }
    long endPs = core.bucketPs() * CycleAccounting.BUCKETS;
    out.append("<text x=\"").append(LABEL_WIDTH).append("\" y=\"").append(height - 2).append("\">0 ns</text>")
        .append("<text x=\"").append(width).append("\" y=\"").append(height - 2)
        .append("\" text-anchor=\"end\">").append(ns(endPs)).append(" ns</text>\n</svg>\n");
  }

  /** A step-shaped area of the busy fraction of each bucket, on the row whose baseline is {@code base}. */
  private void area(long[] buckets, long bucketPs, int base, String colour) {
    boolean any = false;
    for (long value : buckets) {
      any |= value > 0;
    }
    if (!any) {
      return;
    }
    int full = ROW_HEIGHT - 2;
    out.append("<path fill=\"").append(colour).append("\" d=\"M").append(LABEL_WIDTH).append(' ').append(base);
    int last = 0;
    for (int b = 0; b < buckets.length; b++) {
      int y = (int) Math.round(full * (double) buckets[b] / bucketPs);
      if (y != last) {
        int x = LABEL_WIDTH + b * COLUMN_WIDTH;
        out.append('L').append(x).append(' ').append(base - last)
            .append('L').append(x).append(' ').append(base - y);
        last = y;
      }
    }
    int end = LABEL_WIDTH + buckets.length * COLUMN_WIDTH;
    out.append('L').append(end).append(' ').append(base - last).append('L').append(end).append(' ')
        .append(base).append("Z\"/>");
  }

  private void noc() {
    List<CycleAccounting.NocPair> pairs = accounting.nocPairs().stream()
        .sorted(Comparator.comparingLong(CycleAccounting.NocPair::flits).reversed())
        .limit(NOC_ROWS)
        .toList();
    out.append("<h2>NoC</h2>\n<p>The busiest source/destination pairs by flits (node ")
        .append("-10 is the global memory).</p>\n<table id=\"noc\">\n")
        .append("<tr><th>from</th><th>to</th><th>messages</th><th>bytes</th><th>flits</th></tr>\n");
    for (CycleAccounting.NocPair pair : pairs) {
      out.append("<tr><td>").append(pair.src()).append("</td><td>").append(pair.dst())
          .append("</td><td>").append(pair.messages()).append("</td><td>").append(pair.bytes())
          .append("</td><td>").append(pair.flits()).append("</td></tr>\n");
    }
    out.append("</table>\n");
  }

  private static String ns(long ps) {
    return ps % 1000 == 0 ? String.valueOf(ps / 1000) : String.format(Locale.ROOT, "%.3f", ps / 1000.0);
  }

  private static String number(double value) {
    return String.format(Locale.ROOT, "%.2f", value);
  }

  private static String percent(double share) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * share);
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
