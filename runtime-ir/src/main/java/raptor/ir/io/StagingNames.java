package raptor.ir.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Names of the temporary files and directories a writer stages beside its targets: {@code
 * <prefix><pid>-<random>}. The process id in the name lets a later run recognise what a killed run
 * left behind (its process no longer exists) without touching what a concurrent run is writing.
 */
public final class StagingNames {
  private StagingNames() {
  }

  /** {@return a new name that starts with {@code prefix} and names this process} */
  public static String fresh(String prefix) {
    long random = ThreadLocalRandom.current().nextLong();
    return prefix + ProcessHandle.current().pid() + "-" + Long.toUnsignedString(random, 36);
  }

  /**
   * Deletes every entry of {@code directory} whose name starts with {@code prefix} and whose
   * process no longer runs (names without a process id count as abandoned). Failures are ignored:
   * cleaning up is a courtesy, never a reason to fail a run.
   */
  public static void removeAbandoned(Path directory, String prefix) {
    if (!Files.isDirectory(directory)) {
      return;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, prefix + "*")) {
      for (Path entry : entries) {
        if (isAbandoned(entry.getFileName().toString(), prefix)) {
          FileTrees.deleteQuietly(entry);
        }
      }
    } catch (IOException e) {
      // An unreadable directory keeps its leftovers; the run itself may still succeed.
    }
  }

  /** {@return whether {@code name} was staged by a process that has ended} */
  static boolean isAbandoned(String name, String prefix) {
    String rest = name.substring(prefix.length());
    int dash = rest.indexOf('-');
    if (dash <= 0) {
      return true;
    }
    try {
      long pid = Long.parseLong(rest.substring(0, dash));
      return pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).isEmpty();
    } catch (NumberFormatException e) {
      return true;
    }
  }
}
