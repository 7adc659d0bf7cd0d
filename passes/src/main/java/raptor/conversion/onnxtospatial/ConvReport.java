package raptor.conversion.onnxtospatial;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The Conv lowering report (spec §1.6): a Markdown file with one row per Conv in the
 * "Plan selection" table (who selected the strategy, the problem's sizes, the strategy and its
 * cost in crossbar products) and, in "Realization", the chunk size, the layout the patches read
 * the input in ({@link ConvLayout}) and every candidate with its verdict. At most
 * {@link #MAX_ROWS} rows per table.
 */
final class ConvReport {
  /** The most rows of one table. */
  static final int MAX_ROWS = 512;
  /** The report's file name under the report folder. */
  static final String FILE_NAME = "conv_lowering_report.md";

  /** One lowered Conv. */
  private record Row(String node, ConvProblem problem, ConvPlanner.ConvPlan plan) {
  }

  private final List<Row> rows = new ArrayList<>();

  /** Records the lowering of {@code problem}, the Conv at node {@code node}, by {@code plan}. */
  void add(String node, ConvProblem problem, ConvPlanner.ConvPlan plan) {
    rows.add(new Row(node, problem, plan));
  }

  /** {@return whether no Conv was recorded} */
  boolean isEmpty() {
    return rows.isEmpty();
  }

  /** {@return the report as UTF-8 Markdown} */
  byte[] render() {
    StringBuilder out = new StringBuilder();
    out.append("# Pim conv lowering report (bounded to ").append(MAX_ROWS).append(" rows)\n\n");
    out.append("## Plan selection\n\n");
    out.append("| Selector | Conv | Shape (N,C,H,W -> Cout,kH,kW) | group | k | c | p | pack "
        + "| im2col elements | Strategy | VMM rows | K slices | Output tiles | MVMs |\n");
    out.append("|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|\n");
    for (Row row : rows.subList(0, Math.min(rows.size(), MAX_ROWS))) {
      ConvProblem p = row.problem();
      ConvPlanner.ConvPlan plan = row.plan();
      ConvGeometry g = p.geometry();
      long vmmRows = vmmRows(p, plan);
      long slices = plan.strategy() == ConvStrategy.DEPTHWISE ? 0
          : ceil(plan.pack() * p.k(), p.tile());
      long tiles = plan.strategy() == ConvStrategy.DEPTHWISE ? 0
          : ceil(plan.pack() * p.c(), p.tile());
      out.append(String.format("| %s | %s | %d,%d,%d,%d -> %d,%d,%d | %d | %d | %d | %d | %d "
          + "| %d | %s | %d | %d | %d | %d |%n", plan.forced() ? "forced" : "auto", row.node(),
          g.batch(), g.channels(), g.height(), g.width(), p.outChannels(), g.kernel()[0],
          g.kernel()[1], p.groups(), p.k(), p.c(), p.p(), p.pack(), p.im2colElements(),
          plan.strategy().flagName(), vmmRows, slices, tiles, vmmRows * slices * tiles));
    }
    out.append("\n## Realization\n\n| Conv | Chunk positions | Input layout | Candidates |\n"
        + "|---|---:|---|---|\n");
    for (Row row : rows.subList(0, Math.min(rows.size(), MAX_ROWS))) {
      String candidates = row.plan().candidates().stream()
          .map(c -> c.strategy().flagName() + ": " + (c.rejection() == null ? "chosen"
              : "rejected (" + c.rejection() + ")"))
          .collect(Collectors.joining("; "));
      out.append("| ").append(row.node()).append(" | ").append(row.plan().chunk()).append(" | ")
          .append(row.problem().layout().name().toLowerCase(Locale.ROOT).replace('_', '-'))
          .append(" | ").append(candidates).append(" |\n");
    }
    if (rows.size() > MAX_ROWS) {
      out.append("\n").append(rows.size() - MAX_ROWS).append(" more Conv ops not shown.\n");
    }
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** {@return the VMM rows of all groups and chunks: each chunk packs its positions} */
  private static long vmmRows(ConvProblem p, ConvPlanner.ConvPlan plan) {
    if (plan.strategy() == ConvStrategy.DEPTHWISE) {
      return 0;
    }
    long full = p.p() / plan.chunk();
    long rest = p.p() % plan.chunk();
    return p.groups() * (full * ceil(plan.chunk(), plan.pack()) + ceil(rest, plan.pack()));
  }

  private static long ceil(long a, long b) {
    return (a + b - 1) / b;
  }
}
