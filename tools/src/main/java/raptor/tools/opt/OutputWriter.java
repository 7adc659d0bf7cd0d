package raptor.tools.opt;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.OutputFile;
import raptor.ir.text.PrintedText;

/**
 * Writes the driver's output: to stdout always, to a file only when the whole run succeeded, by the
 * rules of {@link OutputFile} (atomic replacement of regular files, symbolic links followed,
 * devices written through). The text is encoded in slices straight from the driver's buffer,
 * never copied whole.
 */
final class OutputWriter {
  private OutputWriter() {
  }

  static int write(String output, OptDriver.Result result, PrintStream out, PrintStream err) {
    if (!result.success() && !output.equals(OutputFile.STDOUT)) {
      return 1;
    }
    try {
      OutputFile.write(output, out, sink -> encode(result.text(), sink));
    } catch (FileAccessException e) {
      err.println("raptor-opt: error: " + e.getMessage());
      return 1;
    }
    return result.success() ? 0 : 1;
  }

  /** Writes {@code text} as UTF-8 to {@code sink} and flushes it, leaving it open. */
  private static void encode(PrintedText text, OutputStream sink) throws IOException {
    Writer writer = new OutputStreamWriter(sink, StandardCharsets.UTF_8);
    text.writeTo(writer);
    writer.flush();
  }
}
