package raptor.sim.artifact;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads whole files, turning I/O errors into {@link ArtifactException}s that name the file. */
public final class ArtifactFiles {
  private ArtifactFiles() {}

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
