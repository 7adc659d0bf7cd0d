package raptor.tools.opt;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * {@code raptor-opt}: the mlir-opt-style driver. Parses MLIR text, verifies it and prints it
 * back, chunk by chunk with {@code --split-input-file}.
 */
public final class RaptorOpt {
  private RaptorOpt() {
  }

  /** Runs the tool and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** {@return the exit status after running the tool in-process} */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    OptionParser parser = new OptionParser();
    OptOptions options;
    try {
      options = parser.parse(args);
    } catch (OptionParser.UsageException e) {
      err.println("raptor-opt: " + e.getMessage());
      return 1;
    }
    if (parser.helpRequested()) {
      out.print(OptionParser.helpText());
      return 0;
    }
    String text;
    String fileName = options.input().equals("-") ? "<stdin>" : options.input();
    try {
      byte[] bytes = options.input().equals("-") ? in.readAllBytes()
          : Files.readAllBytes(Path.of(options.input()));
      text = new String(bytes, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      err.println("cannot open input file '" + options.input() + "': No such file or directory");
      return 1;
    } catch (IOException e) {
      err.println("cannot open input file '" + options.input() + "': " + e.getMessage());
      return 1;
    }
    OptDriver.Result result = new OptDriver(options, fileName, text, err).run();
    return OutputWriter.write(options.output(), result, out, err);
  }
}
