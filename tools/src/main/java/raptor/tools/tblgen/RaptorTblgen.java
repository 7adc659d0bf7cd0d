package raptor.tools.tblgen;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.InputFile;
import raptor.ir.io.OutputFile;
import raptor.tblgen.TdLoader;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.ods.OdsPrinter;
import raptor.tblgen.ods.UpstreamOdsReader;
import raptor.tblgen.record.RecordKeeper;
import raptor.tblgen.record.RecordsPrinter;
import raptor.tools.ToolCommandLine;
import raptor.tools.ToolMain;

/**
 * {@code raptor-tblgen}: reads a {@code .td} file and prints its records as
 * {@code mlir-tblgen --print-records} does, or, with {@code --print-ods}, the ODS model of a
 * dialect file written against MLIR's own ODS library. An error in the input is reported as
 * {@code file:line:col: error: message} with the source line, and exit code 1.
 *
 * <pre>{@code
 * raptor-tblgen --print-records -I dialects/src/main/td pim/Pim.td
 * raptor-tblgen -I include -o records.txt - < Ops.td
 * raptor-tblgen --print-ods -I /usr/lib/llvm-22/include mlir/Dialect/Arith/IR/ArithOps.td
 * }</pre>
 */
public final class RaptorTblgen {
  /** The name TableGen gives standard input in diagnostics. */
  private static final String STDIN_NAME = "<stdin>";

  private RaptorTblgen() {}

  /** Runs the command with the process streams and exits with its status. */
  public static void main(String[] args) {
    ToolMain.exit("raptor-tblgen", RaptorTblgen::run, args);
  }

  /**
   * Runs the command in-process.
   *
   * @param in the input when the file is {@code -} or not given
   * @return 0 on success, 1 on any error
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    TblgenOptions options = new TblgenOptions();
    try {
      if (!ToolCommandLine.parse(options, args, out, err)) {
        return 0;
      }
    } catch (CommandLine.ParameterException e) {
      err.println("error: " + e.getMessage());
      err.println("run 'raptor-tblgen --help' for the flags");
      return 1;
    }
    if (options.printRecords && options.printOds) {
      err.println("error: --print-records and --print-ods exclude each other");
      return 1;
    }
    return process(options, in, out, err);
  }

  private static int process(TblgenOptions options, InputStream in, PrintStream out, PrintStream err) {
    TdLoader loader = new TdLoader(options.includeDirs);
    String name = options.input.equals("-") ? STDIN_NAME : options.input;
    byte[] bytes;
    try {
      bytes = InputFile.read(options.input, in, options.maxInputSize);
    } catch (FileAccessException e) {
      err.println("error: " + e.getMessage());
      return 1;
    }
    String text;
    try {
      RecordKeeper records = loader.loadBytes(name, bytes);
      text = options.printOds ? printOds(records, loader, name, err) : RecordsPrinter.print(records);
    } catch (TdException e) {
      err.print(loader.sources().render(e));
      return 1;
    }
    return write(text, options.output, out, err);
  }

  /** The ODS model of an MLIR dialect file; the C++-only parts left out go to {@code err} as notes. */
  private static String printOds(RecordKeeper records, TdLoader loader, String name, PrintStream err) {
    UpstreamOdsReader.Result result = UpstreamOdsReader.read(records, loader.sources(), name);
    for (String note : result.ignored().notes()) {
      err.println(name + ": note: " + note);
    }
    return OdsPrinter.print(result.dialect());
  }

  private static int write(String text, String output, PrintStream out, PrintStream err) {
    try {
      OutputFile.write(output, out, sink -> sink.write(text.getBytes(StandardCharsets.UTF_8)));
      return 0;
    } catch (FileAccessException e) {
      err.println("error: " + e.getMessage());
      return 1;
    }
  }
}
