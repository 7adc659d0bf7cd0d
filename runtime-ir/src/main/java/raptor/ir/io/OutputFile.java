package raptor.ir.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;

/**
 * Writes a tool's output file the way a user of command-line tools expects:
 *
 * <ul>
 *   <li>{@code -} is standard output;
 *   <li>a symbolic link is followed (to its last target, which may not exist yet), and the target
 *       is written, never the link;
 *   <li>a regular file, or a path with nothing there, is replaced atomically: the content goes to
 *       a temporary file beside it, which is renamed over the target only once complete; a
 *       replaced file keeps its mode (and owner, where the process may set it), a new one gets the
 *       mode the umask gives;
 *   <li>anything else (a device such as {@code /dev/null}, a FIFO) is written through, never
 *       replaced.
 * </ul>
 *
 * <p>{@link #write} writes a whole content at once; {@link #open} gives a writer that writes as
 * it goes the same rules: it writes to the {@link Opened} output, then commits it (which renames
 * the temporary file into place) or aborts it (which deletes it, leaving the target as it was).
 *
 * <p>Temporary files left by a killed run are named after its process and removed by the next
 * write beside them. Errors name the user's path: {@code cannot write 'nodir/out.mlir': No such
 * file or directory}.
 */
public final class OutputFile {
  /** The path that stands for standard output. */
  public static final String STDOUT = "-";

  private static final int MAX_LINKS = 40;
  private static final int BUFFER_BYTES = 1 << 16;

  /** What is written: a callback that writes all of it to the stream it is given. */
  @FunctionalInterface
  public interface Content {
    /** Writes the content to {@code out}, which the caller closes. */
    void writeTo(OutputStream out) throws IOException;
  }

  private OutputFile() {
  }

  /**
   * Writes {@code content} to {@code path}, or to {@code stdout} when the path is {@code -}.
   *
   * @throws FileAccessException naming the path and the reason; a replaced file is then unchanged
   */
  public static void write(String path, PrintStream stdout, Content content)
      throws FileAccessException {
    try (Opened out = open(path, stdout)) {
      write(out, content);
    }
  }

  /** Writes {@code content} to {@code path} by the rules of this class. */
  public static void write(Path path, Content content) throws FileAccessException {
    try (Opened out = open(path, path.toString())) {
      write(out, content);
    }
  }

  private static void write(Opened out, Content content) throws FileAccessException {
    try {
      content.writeTo(out.stream());
    } catch (IOException e) {
      throw out.failure(e);
    }
    out.commit();
  }

  /**
   * Opens {@code path} (standard output for {@code -}) for writing by the rules of this class: a
   * regular file, or a path with nothing there, gets a temporary file beside it that only
   * {@link Opened#commit()} puts in its place; the caller commits or aborts (closing aborts).
   *
   * @throws FileAccessException naming the path and the reason: a directory, a missing parent,
   *     no permission
   */
  public static Opened open(String path, PrintStream stdout) throws FileAccessException {
    if (STDOUT.equals(path)) {
      return new Opened("stdout", stdout, stdout, null, null, false);
    }
    Path file;
    try {
      file = Path.of(path);
    } catch (InvalidPathException e) {
      throw new FileAccessException("cannot write '" + path + "': " + e.getReason());
    }
    return open(file, path);
  }

  private static Opened open(Path path, String shown) throws FileAccessException {
    try {
      Path target = resolveLinks(path);
      BasicFileAttributes existing = attributesOrNull(target);
      if (existing != null && existing.isDirectory()) {
        throw new FileSystemException(shown, null, "Is a directory");
      }
      if (existing != null && !existing.isRegularFile()) {
        return new Opened(shown, Files.newOutputStream(target, StandardOpenOption.WRITE), null,
            target, null, false);
      }
      Path parent = target.toAbsolutePath().getParent();
      String prefix = "." + target.getFileName() + ".tmp-";
      StagingNames.removeAbandoned(parent, prefix);
      Path temp = parent.resolve(StagingNames.fresh(prefix));
      Files.createFile(temp);
      try {
        OutputStream stream = new BufferedOutputStream(
            Files.newOutputStream(temp, StandardOpenOption.WRITE), BUFFER_BYTES);
        return new Opened(shown, stream, null, target, temp, existing != null);
      } catch (IOException | RuntimeException e) {
        FileTrees.deleteQuietly(temp);
        throw e;
      }
    } catch (IOException e) {
      throw new FileAccessException("cannot write '" + shown + "': " + FileErrors.reason(e), e);
    }
  }

  /**
   * An output opened by {@link #open}: written through {@link #stream()}, then committed or
   * aborted. A staged output ({@link #isStaged()}) changes nothing until the commit renames its
   * temporary file over the target, and an abort deletes it; standard output and special files
   * (a device, a FIFO) are written through, so what was written before an abort stays written.
   */
  public static final class Opened implements AutoCloseable {
    private final String shown;
    private final OutputStream stream;
    private final PrintStream stdout;
    private final Path target;
    private final Path temp;
    private final boolean replacesFile;
    private boolean finished;

    private Opened(String shown, OutputStream stream, PrintStream stdout, Path target,
        Path temp, boolean replacesFile) {
      this.shown = shown;
      this.stream = stream;
      this.stdout = stdout;
      this.target = target;
      this.temp = temp;
      this.replacesFile = replacesFile;
    }

    /** {@return the stream to write to; the caller never closes it} */
    public OutputStream stream() {
      return stream;
    }

    /** {@return whether the writes go to a temporary file that only a commit puts in place} */
    public boolean isStaged() {
      return temp != null;
    }

    /**
     * Finishes the output: flushes standard output, closes a special file, or puts the
     * temporary file in the target's place (keeping a replaced file's mode and, where allowed,
     * owner).
     *
     * @throws FileAccessException naming the path and the reason; a replaced file is then
     *     unchanged
     */
    public void commit() throws FileAccessException {
      if (finished) {
        throw new IllegalStateException("the output '" + shown + "' was already finished");
      }
      finished = true;
      if (stdout != null) {
        stdout.flush();
        if (stdout.checkError()) {
          throw new FileAccessException("cannot write to stdout: the stream reported an error");
        }
        return;
      }
      try {
        stream.close();
        if (temp != null) {
          if (replacesFile) {
            keepModeAndOwner(target, temp);
          }
          Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING,
              StandardCopyOption.ATOMIC_MOVE);
        }
      } catch (IOException e) {
        FileTrees.deleteQuietly(temp);
        throw failure(e);
      }
    }

    /**
     * Drops the output: a staged one leaves the target as it was; standard output is flushed
     * and a special file closed. Does nothing after a commit or an abort.
     */
    public void abort() {
      if (finished) {
        return;
      }
      finished = true;
      if (stdout != null) {
        stdout.flush();
        return;
      }
      try {
        stream.close();
      } catch (IOException e) {
        // The output is dropped anyway.
      }
      FileTrees.deleteQuietly(temp);
    }

    /** Aborts unless committed. */
    @Override
    public void close() {
      abort();
    }

    /** {@return the error to report when writing to {@link #stream()} failed with {@code e}} */
    public FileAccessException failure(IOException e) {
      String what = stdout != null ? "to stdout" : "'" + shown + "'";
      return new FileAccessException("cannot write " + what + ": " + FileErrors.reason(e), e);
    }
  }

  /**
   * {@return the path {@code path} names after following every symbolic link} The last target
   * need not exist. A cycle, or more than 40 links, is an error.
   */
  public static Path resolveLinks(Path path) throws IOException {
    Path current = path;
    for (int hops = 0; Files.isSymbolicLink(current); hops++) {
      if (hops == MAX_LINKS) {
        throw new FileSystemLoopException(path.toString());
      }
      Path link = Files.readSymbolicLink(current);
      Path parent = current.toAbsolutePath().getParent();
      current = parent == null ? link : parent.resolve(link);
    }
    return current;
  }

  private static BasicFileAttributes attributesOrNull(Path target) throws IOException {
    try {
      return Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  /** Gives {@code replacement} the permissions, and where allowed the owner, of {@code target}. */
  private static void keepModeAndOwner(Path target, Path replacement) throws IOException {
    PosixFileAttributeView view = Files.getFileAttributeView(
        replacement, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    if (view == null) {
      return;
    }
    PosixFileAttributes old =
        Files.readAttributes(target, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    view.setPermissions(old.permissions());
    PosixFileAttributes now = view.readAttributes();
    try {
      if (!now.owner().equals(old.owner())) {
        view.setOwner(old.owner());
      }
      if (!now.group().equals(old.group())) {
        view.setGroup(old.group());
      }
    } catch (IOException e) {
      // Only a privileged process may give a file away; the file then belongs to the writer.
    }
  }
}
