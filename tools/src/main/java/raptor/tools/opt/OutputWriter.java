package raptor.tools.opt;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes the driver's output: to stdout, or to a file only when the whole run succeeded, through
 * a temporary file moved into place so that no half-written file is ever left. The text is
 * encoded in slices straight from the driver's buffer, never copied whole.
 */
final class OutputWriter {
  private static final int SLICE = 1 << 16;

  private OutputWriter() {
  }

  static int write(String output, OptDriver.Result result, PrintStream out, PrintStream err) {
    if (output.equals("-")) {
      try {
        encode(result.text(), out);
      } catch (IOException e) {
        err.println("raptor-opt: cannot write to stdout: " + e.getMessage());
        return 1;
      }
      return result.success() ? 0 : 1;
    }
    if (!result.success()) {
      return 1;
    }
    Path target = Path.of(output).toAbsolutePath();
    Path temp = null;
    try {
      temp = Files.createTempFile(target.getParent(), ".raptor-opt-", ".tmp");
      try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(temp), SLICE)) {
        encode(result.text(), file);
      }
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
      return 0;
    } catch (IOException e) {
      err.println("raptor-opt: cannot write output file '" + output + "': " + e.getMessage());
      deleteQuietly(temp);
      return 1;
    }
  }

  /** Writes {@code text} as UTF-8 to {@code sink} and flushes it, leaving it open. */
  private static void encode(StringBuilder text, OutputStream sink) throws IOException {
    Writer writer = new OutputStreamWriter(sink, StandardCharsets.UTF_8);
    char[] slice = new char[SLICE];
    for (int start = 0; start < text.length(); start += SLICE) {
      int end = Math.min(text.length(), start + SLICE);
      text.getChars(start, end, slice, 0);
      writer.write(slice, 0, end - start);
    }
    writer.flush();
    if (sink instanceof PrintStream stream && stream.checkError()) {
      throw new IOException("the stream reported an error");
    }
  }

  private static void deleteQuietly(Path temp) {
    if (temp == null) {
      return;
    }
    try {
      Files.deleteIfExists(temp);
    } catch (IOException ignored) {
      // The temporary file is in the output's directory; nothing more can be done.
    }
  }
}
