package raptor.sim.artifact;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import raptor.sim.Crossbar;

/**
 * Loads crossbar weight files, each once: slots that are symlinks to the same file (by real path)
 * share one {@link Crossbar}.
 */
final class WeightStore {
  private final int rows;
  private final int cols;
  private final Path root;
  private final Map<Path, Crossbar> byRealPath = new HashMap<>();

  /**
   * Creates a store for crossbars of {@code rows} rows and at least {@code cols} columns, read
   * from the artifact folder whose real path is {@code root}.
   */
  WeightStore(int rows, int cols, Path root) {
    this.rows = rows;
    this.cols = cols;
    this.root = root;
  }

  /**
   * {@return the crossbar stored in {@code slot}, a weight file or a symlink to one inside the
   * artifact folder}
   */
  Crossbar load(Path slot) throws ArtifactException {
    Path real = realPath(slot);
    ArtifactFiles.checkConfined(root, slot, real, "weight file");
    Crossbar cached = byRealPath.get(real);
    if (cached != null) {
      return cached;
    }
    byte[] bytes = ArtifactFiles.read(real, "weight file");
    String expected = " (a " + rows + "x" + cols + " crossbar has " + 4 * rows * cols + " bytes)";
    if (bytes.length == 0) {
      throw new ArtifactException(real, "empty weight file" + expected);
    }
    Crossbar crossbar;
    try {
      crossbar = Crossbar.fromBytes(bytes, rows, cols);
    } catch (IllegalArgumentException e) {
      throw new ArtifactException(real, "corrupt weight file: " + e.getMessage() + expected);
    }
    byRealPath.put(real, crossbar);
    return crossbar;
  }

  private static Path realPath(Path slot) throws ArtifactException {
    try {
      return slot.toRealPath();
    } catch (NoSuchFileException e) {
      if (Files.isSymbolicLink(slot)) {
        throw new ArtifactException(
            slot, "symlink points to " + linkTarget(slot) + ", a crossbar that was not stored");
      }
      throw new ArtifactException(slot, "missing weight file");
    } catch (IOException e) {
      throw new ArtifactException(slot, "cannot resolve weight file: " + e.getMessage());
    }
  }

  private static String linkTarget(Path link) {
    try {
      return Files.readSymbolicLink(link).toString();
    } catch (IOException e) {
      return "an unreadable target";
    }
  }
}
