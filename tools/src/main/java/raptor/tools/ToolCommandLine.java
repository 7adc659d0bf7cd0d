package raptor.tools;

import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;

/** The command-line handling picocli tools share: parse, then answer --help and --version. */
public final class ToolCommandLine {
  private ToolCommandLine() {
  }

  /**
   * Parses {@code args} into {@code options}.
   *
   * @return false when {@code --help} or {@code --version} was answered on {@code out} (the
   *     tool is done), true when the tool should run
   * @throws CommandLine.ParameterException for a bad flag or value
   */
  public static boolean parse(Object options, String[] args, PrintStream out, PrintStream err) {
    CommandLine commandLine = new CommandLine(options)
        .setOut(new PrintWriter(out, true))
        .setErr(new PrintWriter(err, true));
    commandLine.parseArgs(args);
    if (commandLine.isUsageHelpRequested()) {
      commandLine.usage(out);
      return false;
    }
    if (commandLine.isVersionHelpRequested()) {
      commandLine.printVersionHelp(out);
      return false;
    }
    return true;
  }
}
