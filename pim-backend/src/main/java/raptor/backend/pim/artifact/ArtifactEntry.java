package raptor.backend.pim.artifact;

import java.io.IOException;
import java.io.OutputStream;

/**
 * One file of the artifact directory, by its path relative to the directory and a description of
 * what it holds for error messages.
 */
sealed interface ArtifactEntry {
  /** {@return the path relative to the artifact directory, with {@code /} separators} */
  String path();

  /** {@return what the file holds, e.g. {@code core 3 program}} */
  String what();

  /** Produces the bytes of a regular file, when the file is written. */
  @FunctionalInterface
  interface Content {
    /** Writes the file's bytes to {@code out}. */
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * A regular file whose bytes are produced when it is written.
   *
   * @param path the relative path
   * @param what what the file holds
   * @param content produces the bytes
   */
  record File(String path, String what, Content content) implements ArtifactEntry {}

  /**
   * A second name of a file written before it: a hard link, or a symbolic link where the file
   * system has no hard links.
   *
   * @param path the relative path of the link
   * @param what what the link stands for
   * @param target the linked file, relative to the link's directory
   */
  record Link(String path, String what, String target) implements ArtifactEntry {}
}
