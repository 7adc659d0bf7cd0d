package raptor.pass;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Prints pass statistics in the layout of mlir-opt's {@code --mlir-pass-statistics}. */
public final class StatisticsReport {
  private static final String RULE = "===" + "-".repeat(73) + "===\n";
  private static final String TITLE = "... Pass statistics report ...";

  private StatisticsReport() {
  }

  /**
   * {@return the report of the passes of {@code pm}: as the pipeline tree, or with
   * {@code asList} as one entry per pass name with merged values}
   */
  public static String print(OpPassManager pm, boolean asList) {
    StringBuilder out = new StringBuilder(RULE);
    out.append(" ".repeat((80 - TITLE.length()) / 2)).append(TITLE).append('\n').append(RULE);
    if (asList) {
      Map<String, Map<String, long[]>> merged = new TreeMap<>();
      Map<String, String> descriptions = new TreeMap<>();
      collect(pm, merged, descriptions);
      for (Map.Entry<String, Map<String, long[]>> pass : merged.entrySet()) {
        List<Statistic> stats = new ArrayList<>();
        for (Map.Entry<String, long[]> stat : pass.getValue().entrySet()) {
          Statistic s = new Statistic(stat.getKey(), descriptions.get(stat.getKey()));
          s.add(stat.getValue()[0]);
          stats.add(s);
        }
        printEntry(out, 2, pass.getKey(), stats);
      }
    } else {
      for (Pass pass : pm.passes()) {
        printPipeline(out, 0, pass);
      }
    }
    return out.append('\n').toString();
  }

  private static void printPipeline(StringBuilder out, int indent, Pass pass) {
    if (pass instanceof NestedPipeline nested) {
      printEntry(out, indent, pass.name(), List.of());
      for (Pass inner : nested.pipeline().passes()) {
        printPipeline(out, indent + 2, inner);
      }
      return;
    }
    printEntry(out, indent, pass.name(), pass.statistics());
  }

  private static void collect(OpPassManager pm, Map<String, Map<String, long[]>> merged,
      Map<String, String> descriptions) {
    for (Pass pass : pm.passes()) {
      if (pass instanceof NestedPipeline nested) {
        collect(nested.pipeline(), merged, descriptions);
        continue;
      }
      for (Statistic stat : pass.statistics()) {
        merged.computeIfAbsent(pass.name(), k -> new TreeMap<>())
            .computeIfAbsent(stat.name(), k -> new long[1])[0] += stat.value();
        descriptions.put(stat.name(), stat.description());
      }
    }
  }

  private static void printEntry(StringBuilder out, int indent, String name,
      List<Statistic> stats) {
    out.append(" ".repeat(indent)).append(name).append('\n');
    List<Statistic> sorted = new ArrayList<>(stats);
    sorted.sort(Comparator.comparing(Statistic::name));
    int nameWidth = 0;
    int valueWidth = 0;
    for (Statistic stat : sorted) {
      nameWidth = Math.max(nameWidth, stat.name().length());
      valueWidth = Math.max(valueWidth, Long.toString(stat.value()).length());
    }
    for (Statistic stat : sorted) {
      out.append(" ".repeat(indent + 2)).append(String.format(Locale.ROOT, "(S) %"
          + valueWidth + "d %-" + nameWidth + "s - %s\n", stat.value(), stat.name(),
          stat.description()));
    }
  }
}
