package raptor.tools.sim;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.OutputFile;
import raptor.sim.timing.CycleAccounting;
import raptor.sim.timing.NocTable;
import raptor.sim.timing.TimingConfig;
import raptor.sim.timing.TimingConfigReader;
import raptor.sim.timing.TimingFlavour;
import raptor.sim.timing.TimingInputException;
import raptor.sim.timing.TimingInputs;
import raptor.sim.timing.TimingModelException;
import raptor.sim.timing.TimingOptions;
import raptor.sim.timing.TimingProfiles;
import raptor.sim.timing.TimingProgram;
import raptor.sim.timing.TimingResult;
import raptor.sim.timing.TimingSimulator;
import raptor.sim.timing.TimingTrace;
import raptor.sim.timing.TimingUnsupportedException;
import raptor.sim.timing.TimingViews;

/**
 * One timing-model run of {@code raptor-sim}: resolve the configuration (a file or a profile),
 * load the program (an instruction directory or pimsim-nn's single-file input), run, and print
 * pimsim-nn's report lines. Exit status 0 on success, 1 on an error, 2 when pimsim-nn does not
 * support the program ({@code UNSUPPORTED}).
 */
final class TimingRun {
  /** Exit status of a program pimsim-nn does not support. */
  static final int UNSUPPORTED = 2;

  private final SimOptions options;
  private final TimingCliOptions timing;
  private final boolean modeGiven;
  private final PrintStream out;
  private final PrintStream err;

  TimingRun(SimOptions options, boolean modeGiven, PrintStream out, PrintStream err) {
    this.options = options;
    this.timing = options.timingOptions;
    this.modeGiven = modeGiven;
    this.out = out;
    this.err = err;
  }

  int run() throws CliException {
    if (timing.timing == null) {
      throw new CliException("the timing flags need --timing=CONFIG.json or a profile ("
          + String.join(", ", TimingProfiles.names()) + ")");
    }
    TimingProfiles profile = TimingProfiles.named(timing.timing);
    try {
      List<String> warnings = new ArrayList<>();
      TimingConfig config =
          profile != null ? profile.config() : TimingInputs.readConfig(Path.of(timing.timing), warnings);
      warnings.forEach(err::println);
      if (timing.configDump) {
        out.print(TimingConfigReader.write(config));
        return 0;
      }
      TimingProgram program = view(load());
      int gm = config.chipConfig.globalMemorySwitchId;
      NocTable noc =
          profile != null
              ? profile.noc(program.cores(), gm)
              : TimingInputs.readNoc(config, Path.of(timing.timing), program.cores());
      boolean throughput =
          modeGiven ? options.mode == SimOptions.Mode.THROUGHPUT : config.simConfig.simMode == 0;
      TimingOptions runOptions = new TimingOptions(throughput, TimingTrace.NONE, null, flavour(), timing.fast, null);
      CycleAccounting accounting = timing.html == null ? null : new CycleAccounting();
      TimingProgressPrinter progress =
          timing.progress || System.console() != null ? new TimingProgressPrinter(err, timing.progress) : null;
      StringBuilder trace = timing.trace == null ? null : new StringBuilder();
      ChromeTrace chrome = timing.chromeTrace == null ? null : new ChromeTrace();
      TimingTrace sink = trace == null ? TimingTrace.NONE : TimingTrace.text(trace);
      if (chrome != null) {
        sink = sink.and(chrome);
      }
      TimingResult result;
      try {
        result = TimingSimulator.run(program, config, noc,
            runOptions.withTrace(sink).withAccounting(accounting).withProgress(progress));
      } finally {
        if (progress != null) {
          progress.finish();
        }
      }
      result.warnings().forEach(err::println);
      TimingReportWriter.lines(result).forEach(out::println);
      write(timing.report, TimingReportWriter.json(result));
      if (trace != null) {
        write(timing.trace, trace.toString());
      }
      if (chrome != null) {
        write(timing.chromeTrace, chrome.json());
      }
      if (accounting != null) {
        write(timing.html, TimingHtmlReport.html(result, accounting, "raptor-sim timing: " + options.artifactFolder()));
      }
      return 0;
    } catch (TimingUnsupportedException e) {
      err.println("raptor-sim: timing: UNSUPPORTED: " + e.getMessage());
      write(timing.report, TimingReportWriter.unsupported(e.getMessage()));
      return UNSUPPORTED;
    } catch (TimingInputException e) {
      err.println(e.getMessage());
      return 1;
    } catch (TimingModelException e) {
      err.println("error: timing: " + e.getMessage());
      return 1;
    }
  }

  private TimingProgram load() throws CliException, TimingInputException {
    Path folder = options.artifactFolder();
    if (folder == null) {
      throw new CliException("the timing model needs -f DIR (an instruction directory) or -f FILE"
          + " (pimsim-nn's single-file input, plain or gzip)");
    }
    return Files.isRegularFile(folder)
        ? TimingInputs.readSingleFile(folder)
        : TimingInputs.readDirectory(folder);
  }

  private TimingFlavour flavour() throws CliException {
    if (timing.flavour == null || timing.flavour.equals("fork")) {
      return TimingFlavour.FORK;
    }
    if (timing.flavour.equals("upstream")) {
      return TimingFlavour.UPSTREAM;
    }
    throw new CliException("--timing-flavour: unknown flavour '" + timing.flavour + "' (known: fork, upstream)");
  }

  private TimingProgram view(TimingProgram program) throws CliException {
    if (timing.view == null) {
      return program;
    }
    if (!timing.view.equals("int8")) {
      throw new CliException("--timing-view: unknown view '" + timing.view + "' (known: int8)");
    }
    return TimingViews.int8(program);
  }

  private static void write(Path file, String text) throws CliException {
    if (file == null) {
      return;
    }
    try {
      OutputFile.write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    } catch (FileAccessException e) {
      throw new CliException(e.getMessage());
    }
  }
}
