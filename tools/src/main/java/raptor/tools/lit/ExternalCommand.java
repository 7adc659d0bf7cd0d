package raptor.tools.lit;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs a command that is neither a builtin nor an in-process tool as an external program
 * found on {@code PATH}, as lit does for everything else.
 */
final class ExternalCommand {
  private ExternalCommand() {}

  /** {@return the program's exit status, or 127 if it cannot be found or started} */
  static int run(List<String> args, InputStream in, PrintStream out, PrintStream err,
      Path cwd) {
    String name = args.get(0);
    if (!name.contains("/") && findOnPath(name) == null) {
      err.println("'" + name + "': command not found");
      return 127;
    }
    Path stdin = null;
    Path stdout = null;
    Path stderr = null;
    try {
      stdin = Files.createTempFile("lit-in", null);
      stdout = Files.createTempFile("lit-out", null);
      stderr = Files.createTempFile("lit-err", null);
      Files.write(stdin, in.readAllBytes());
      Process process = new ProcessBuilder(args).directory(cwd.toFile())
          .redirectInput(stdin.toFile()).redirectOutput(stdout.toFile())
          .redirectError(stderr.toFile()).start();
      int status = process.waitFor();
      out.write(Files.readAllBytes(stdout));
      err.write(Files.readAllBytes(stderr));
      return status;
    } catch (IOException e) {
      err.println("'" + name + "': " + e.getMessage());
      return 127;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("'" + name + "': interrupted");
      return 130;
    } finally {
      for (Path temp : new Path[] {stdin, stdout, stderr}) {
        deleteQuietly(temp);
      }
    }
  }

  private static Path findOnPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      Path candidate = Path.of(dir, name);
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  private static void deleteQuietly(Path path) {
    if (path == null) {
      return;
    }
    try {
      Files.deleteIfExists(path);
    } catch (IOException ignored) {
      // A leftover temporary file is harmless.
    }
  }
}
