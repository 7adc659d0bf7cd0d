package raptor.sim.artifact;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Map;
import raptor.sim.Crossbar;

/**
 * Loads crossbar weight files, each once: slots that are links to the same file (symbolic links
 * with one real path, or hard links with one file key) share one {@link Crossbar}.
 */
final class WeightStore {
  private final int rows;
  private final int cols;
  private final Path root;
  /** By file key where the file system has them (hard links share one), else by real path. */
  private final Map<Object, Crossbar> byFile = new HashMap<>();

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
   * {@return the crossbar stored in {@code slot}, a weight file (or a hard link to one) or a
   * symlink to one inside the artifact folder}
   */
  Crossbar load(Path slot) throws ArtifactException {
    Path real = realPath(slot);
    ArtifactFiles.checkConfined(root, slot, real, "weight file");
    Object file = fileKey(real);
    Crossbar cached = byFile.get(file);
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
    byFile.put(file, crossbar);
    return crossbar;
  }

  /** {@return the file key of {@code real} (its device and inode), or the path itself} */
  private static Object fileKey(Path real) throws ArtifactException {
    try {
      Object key = Files.readAttributes(real, BasicFileAttributes.class).fileKey();
      return key != null ? key : real;
    } catch (IOException e) {
      throw new ArtifactException(real, "cannot read weight file: " + e.getMessage());
    }
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
