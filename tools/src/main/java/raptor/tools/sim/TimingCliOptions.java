package raptor.tools.sim;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The timing-model flags of {@code raptor-sim}, mixed into {@link SimOptions}. */
final class TimingCliOptions {
  @Option(
      names = "--timing",
      paramLabel = "CONFIG.json|PROFILE",
      description =
          "Also run the timing and energy model (pimsim-nn equivalent) with a pimsim-nn"
              + " configuration file or a profile: arch-a, arch-b, standard, arch-a-example.")
  String timing;

  @Option(names = "--timing-only", description = "Run only the timing model, not the functional simulator.")
  boolean timingOnly;

  @Option(
      names = "--timing-report",
      paramLabel = "FILE.json",
      description = "Write the timing results as JSON (exact ps integers beside the ns values).")
  Path report;

  @Option(names = "--timing-trace", paramLabel = "FILE", description = "Write the timing event trace.")
  Path trace;

  @Option(
      names = "--chrome-trace",
      paramLabel = "FILE",
      description = "Write a Chrome/Perfetto trace of the timing run: a row per core and unit.")
  Path chromeTrace;

  @Option(
      names = "--timing-html",
      paramLabel = "FILE",
      description = "Write a self-contained HTML report: the summary, the energy breakdown and an"
          + " SVG timeline per core (unit busy time, front-end stalls by cause).")
  Path html;

  @Option(
      names = "--fast",
      description = "Skip every idle clock stretch of the timing model, giving up pimsim-nn's exact"
          + " tie order (finish times may move by a few ns); never for golden comparisons.")
  boolean fast;

  @Option(
      names = "--timing-flavour",
      paramLabel = "FLAVOUR",
      description = "fork (default): the HEAPLab fork's wait, round count and unfinished-core"
          + " semantics; upstream: wangxy-2000/pimsim-nn's.")
  String flavour;

  @Option(
      names = "--timing-progress",
      description = "Print a progress line of the timing run to stderr (the default on a terminal).")
  boolean progress;

  @Option(
      names = "--timing-config-dump",
      description = "Print the pimsim-nn configuration --timing stands for and exit.")
  boolean configDump;

  @Option(
      names = "--timing-view",
      paramLabel = "VIEW",
      description = "int8: time the int8 view (setbw 8,8, byte sizes / 4), as the reference does.")
  String view;

  /** {@return whether any timing flag asks for the timing model} */
  boolean requested() {
    return timing != null
        || timingOnly
        || report != null
        || trace != null
        || chromeTrace != null
        || html != null
        || fast
        || flavour != null
        || progress
        || configDump
        || view != null;
  }
}
