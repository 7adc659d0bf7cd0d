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
 * devices written through). A regular output file is opened when the first chunk is printed and
 * the printed text streams into its temporary file, which only a successful run puts in place;
 * stdout and special files get the text, kept in the printer's buffers, at the end. The text is
 * encoded in slices, never copied whole.
 */
final class OutputWriter implements AutoCloseable {
  private final String path;
  private final PrintStream stdout;
  private OutputFile.Opened file;
  private FileAccessException openFailure;
  private PrintedText text;

  private OutputWriter(String path, PrintStream stdout) {
    this.path = path;
    this.stdout = stdout;
  }

  /** {@return a writer to {@code path}, {@code -} for {@code stdout}; nothing is opened yet} */
  static OutputWriter to(String path, PrintStream stdout) {
    return new OutputWriter(path, stdout);
  }

  /**
   * {@return the text the driver prints into} The first call opens the output file: the driver
   * makes it when it is about to print the first chunk, after that chunk's passes, which may
   * have made the file's folder. A file that cannot be opened is reported by {@link #finish},
   * and only after a successful run, as when it is written last.
   */
  PrintedText text() {
    if (text != null) {
      return text;
    }
    if (!path.equals(OutputFile.STDOUT)) {
      try {
        file = OutputFile.open(path, stdout);
      } catch (FileAccessException e) {
        openFailure = e;
      }
    }
    text = file != null && file.isStaged()
        ? PrintedText.streamingTo(new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8))
        : new PrintedText();
    return text;
  }

  /**
   * Finishes the output of a run that printed into {@link #text()}: commits it when the run
   * succeeded (stdout gets it either way), drops it otherwise.
   *
   * @return the exit status: 0 when the run succeeded and its output was written
   */
  int finish(boolean success, PrintStream err) {
    boolean toStdout = path.equals(OutputFile.STDOUT);
    if (!success && !toStdout) {
      close();
      return 1;
    }
    PrintedText printed = text();
    try {
      if (openFailure != null) {
        throw openFailure;
      }
      if (toStdout) {
        OutputFile.write(path, stdout, this::encode);
      } else {
        try {
          if (file.isStaged()) {
            printed.finish();
          } else {
            encode(file.stream());
          }
        } catch (IOException e) {
          throw file.failure(e);
        }
        file.commit();
      }
    } catch (FileAccessException e) {
      err.println("raptor-opt: error: " + e.getMessage());
      return 1;
    } finally {
      close();
    }
    return success ? 0 : 1;
  }

  /** Drops a file output that was not committed. */
  @Override
  public void close() {
    if (file != null) {
      file.abort();
    }
  }

  /** Writes the kept text as UTF-8 to {@code sink} and flushes it, leaving it open. */
  private void encode(OutputStream sink) throws IOException {
    Writer writer = new OutputStreamWriter(sink, StandardCharsets.UTF_8);
    text.writeTo(writer);
    writer.flush();
  }
}
