package raptor.tools.opt;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes the driver's output: to stdout, or to a file only when the whole run succeeded, through
 * a temporary file moved into place so that no half-written file is ever left.
 */
final class OutputWriter {
  private OutputWriter() {
  }

  static int write(String output, OptDriver.Result result, PrintStream out, PrintStream err) {
    byte[] bytes = result.text().getBytes(StandardCharsets.UTF_8);
    if (output.equals("-")) {
      out.write(bytes, 0, bytes.length);
      out.flush();
      return result.success() ? 0 : 1;
    }
    if (!result.success()) {
      return 1;
    }
    Path target = Path.of(output).toAbsolutePath();
    Path temp = null;
    try {
      temp = Files.createTempFile(target.getParent(), ".raptor-opt-", ".tmp");
      Files.write(temp, bytes);
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING,
          StandardCopyOption.ATOMIC_MOVE);
      return 0;
    } catch (IOException e) {
      err.println("raptor-opt: cannot write output file '" + output + "': " + e.getMessage());
      deleteQuietly(temp);
      return 1;
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
