package raptor.tools.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** A temporary directory that is deleted, with its contents, when closed. */
final class ScratchDirectory implements AutoCloseable {
  private final Path path;

  private ScratchDirectory(Path path) {
    this.path = path;
  }

  /**
   * {@return a fresh directory under the system temporary directory}
   *
   * @throws RunException when it cannot be created
   */
  static ScratchDirectory create() throws RunException {
    try {
      return new ScratchDirectory(Files.createTempDirectory("raptor-run"));
    } catch (IOException e) {
      throw new RunException("cannot create a temporary directory: " + e.getMessage());
    }
  }

  /** {@return the directory} */
  Path path() {
    return path;
  }

  /** Deletes the directory tree; a file that cannot be deleted is left behind. */
  @Override
  public void close() {
    List<Path> paths;
    try (Stream<Path> walk = Files.walk(path)) {
      paths = walk.sorted(Comparator.reverseOrder()).toList();
    } catch (IOException e) {
      return;
    }
    for (Path p : paths) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        // best effort: a leftover temporary file is harmless
      }
    }
  }
}
