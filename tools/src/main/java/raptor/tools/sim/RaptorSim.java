package raptor.tools.sim;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;
import raptor.isa.Disassembler;
import raptor.sim.SimulationException;
import raptor.sim.artifact.ArtifactException;
import raptor.sim.artifact.ArtifactLoader;
import raptor.tools.ToolMain;

/**
 * {@code raptor-sim}: runs compiled PIM artifacts on the functional simulator, or disassembles a
 * core file. Every error is one {@code error:} line on stderr and exit code 1.
 *
 * <pre>{@code
 * raptor-sim out/pim                      # prints the outputs of config.json as float32
 * raptor-sim -f out/pim -o out.bin -d 4096,64
 * raptor-sim -f out/pim --mode throughput --batch-size 4 --input-dir inputs --batch-output-dir outs
 * raptor-sim --disassemble out/pim/core_0.pim
 * }</pre>
 */
public final class RaptorSim {
  private RaptorSim() {}

  /** Runs the command with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-sim", RaptorSim::run, args);
  }

  /**
   * Runs the command in-process.
   *
   * @param in standard input, read by {@code --disassemble -}
   * @return 0 on success, 1 on any error
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    SimOptions options = new SimOptions();
    CommandLine commandLine =
        new CommandLine(options)
            .setCaseInsensitiveEnumValuesAllowed(true)
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true));
    try {
      commandLine.parseArgs(args);
      if (commandLine.isUsageHelpRequested()) {
        commandLine.usage(out);
        return 0;
      }
      if (commandLine.isVersionHelpRequested()) {
        commandLine.printVersionHelp(out);
        return 0;
      }
      if (options.disassemble != null) {
        byte[] bytes = InputFile.read(options.disassemble.toString(), in, options.maxInputSize);
        out.print(Disassembler.disassemble(
            ArtifactLoader.decodeProgram(options.disassemble, bytes)));
        return 0;
      }
      if (options.timingOptions.requested()) {
        if (!options.timingOptions.timingOnly && !options.timingOptions.configDump) {
          new SimulationRun(options, out, err).run();
        }
        boolean modeGiven = commandLine.getParseResult().hasMatchedOption("--mode");
        return new TimingRun(options, modeGiven, out, err).run();
      }
      new SimulationRun(options, out, err).run();
      return 0;
    } catch (CommandLine.ParameterException e) {
      err.println("error: " + e.getMessage());
      err.println("run 'raptor-sim --help' for the flags");
      return 1;
    } catch (CliException | ArtifactException | SimulationException | FileAccessException e) {
      err.println("error: " + e.getMessage());
      return 1;
    }
  }
}
