package raptor.tools.validate;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code --compare}: each network's latency and energy in latency mode beside the published
 * figures of the same network and profile, with the ratios ours / theirs (below 1 is better).
 */
final class Comparison {
  private Comparison() {
  }

  /** Prints the comparison of every measured latency-mode row that has published figures. */
  static void print(PrintStream out, List<ValidationRow> rows) {
    out.println("comparison with the published figures (latency mode; ratio = ours / theirs)");
    int compared = 0;
    for (ValidationRow row : rows) {
      String network = Path.of(row.model()).getFileName().toString();
      List<PublishedFigure> figures = PublishedFigure.of(network, row.target().timingLabel());
      if (row.mode() != ValidationMode.LATENCY || figures.isEmpty()) {
        continue;
      }
      compared++;
      TimingOutcome t = row.timing();
      out.printf(Locale.ROOT, "%s on %s: ours %s, latency %s ms, energy %s pJ%n", network,
          row.target().timingLabel(), row.status(), t.field(t.latencyMs()),
          t.field(t.energyPj()));
      for (PublishedFigure figure : figures) {
        out.printf(Locale.ROOT, "  %-10s %-42s %10.4f ms %12.4e pJ  ratio %s / %s  [%s]%n",
            figure.system(), figure.setting(), figure.latencyMs(), figure.energyPj(),
            ratio(t, t.latencyMs(), figure.latencyMs()), ratio(t, t.energyPj(),
                figure.energyPj()), figure.source());
      }
    }
    if (compared == 0) {
      out.println("  no network with published figures was timed on its profile (networks: "
          + String.join(", ", PublishedFigure.ALL.stream().map(PublishedFigure::network)
              .distinct().toList()) + "; profile arch-a)");
    }
  }

  private static String ratio(TimingOutcome t, double ours, double theirs) {
    return t.measured() ? String.format(Locale.ROOT, "%.3f", ours / theirs) : "-";
  }
}
