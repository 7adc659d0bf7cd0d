package raptor.sim.artifact;

import java.nio.file.Path;

/** A missing or corrupt artifact file; the message starts with the file's path. */
public final class ArtifactException extends Exception {
  /** Creates the exception for {@code file} with a description of the problem. */
  public ArtifactException(Path file, String problem) {
    super(file + ": " + problem);
  }

  /** Creates the exception with a complete message. */
  public ArtifactException(String message) {
    super(message);
  }
}
