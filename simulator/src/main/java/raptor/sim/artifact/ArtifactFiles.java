package raptor.sim.artifact;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads whole files, turning I/O errors into {@link ArtifactException}s that name the file, and
 * confines the files of an artifact folder to it: each must resolve, symlinks followed, to a
 * regular file inside the folder, so a link can neither reach the author's other files nor a
 * device such as {@code /dev/zero}.
 */
public final class ArtifactFiles {
  private ArtifactFiles() {}

  /**
   * {@return {@code file} of the artifact folder whose real path is {@code root}, checked to
   * resolve to a regular file inside it; a missing file is returned as is, for {@link #read} to
   * report}
   */
  static Path confined(Path root, Path file, String what) throws ArtifactException {
    Path real;
    try {
      real = file.toRealPath();
    } catch (NoSuchFileException e) {
      return file;
    } catch (IOException e) {
      throw new ArtifactException(file, "cannot resolve " + what + ": " + e.getMessage());
    }
    checkConfined(root, file, real, what);
    return file;
  }

  /**
   * Checks that {@code file}, whose real path is {@code real}, is a regular file inside the
   * artifact folder whose real path is {@code root}.
   */
  static void checkConfined(Path root, Path file, Path real, String what)
      throws ArtifactException {
    if (!real.startsWith(root)) {
      throw new ArtifactException(file, what + " resolves to " + real
          + ", outside the artifact folder " + root);
    }
    if (!Files.isRegularFile(real)) {
      throw new ArtifactException(file, what + " resolves to " + real
          + ", which is not a regular file");
    }
  }

  /** {@return the real path of the artifact folder {@code folder}} */
  static Path root(Path folder) throws ArtifactException {
    try {
      return folder.toRealPath();
    } catch (NoSuchFileException e) {
      throw new ArtifactException(folder, "missing artifact folder");
    } catch (IOException e) {
      throw new ArtifactException(folder, "cannot resolve artifact folder: " + e.getMessage());
    }
  }

  /**
   * {@return the bytes of {@code file}}
   *
   * @param what what the file holds, for the message
   * @throws ArtifactException if it is missing or unreadable
   */
  public static byte[] read(Path file, String what) throws ArtifactException {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new ArtifactException(file, "missing " + what);
    } catch (IOException e) {
      throw new ArtifactException(file, "cannot read " + what + ": " + e.getMessage());
    }
  }
}
