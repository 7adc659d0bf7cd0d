package raptor.backend.pim.artifact;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes outputs under a root directory all or nothing: each output is first written to a staging
 * path beside its target, and {@link #commit()} renames the staged outputs over their targets.
 * Closing an uncommitted transaction deletes what it staged, and a failed commit puts the previous
 * targets back, so on failure the targets are unchanged and nothing staged is left behind.
 *
 * <p>Replacing a target is two renames (the old one aside, the new one in), atomic for readers on
 * one file system except for the instant in between.
 *
 * <pre>{@code
 * try (ArtifactTransaction transaction = new ArtifactTransaction(dir)) {
 *   transaction.stageDirectory("pim", entries);
 *   transaction.commit();
 * }
 * }</pre>
 */
final class ArtifactTransaction implements AutoCloseable {
  private static final int BUFFER_BYTES = 1 << 16;

  /** A staged output: the staging path, its target, and where the old target was moved. */
  private static final class Staged {
    final Path staging;
    final Path target;
    final Path aside;
    boolean hadTarget;

    Staged(Path staging, Path target) {
      this.staging = staging;
      this.target = target;
      this.aside = staging.resolveSibling(staging.getFileName() + ".old");
    }
  }

  private final Path root;
  private final List<Staged> staged = new ArrayList<>();
  private boolean committed;

  /** Starts a transaction writing under {@code root}, which is created when it is missing. */
  ArtifactTransaction(Path root) {
    this.root = root;
  }

  /**
   * Writes {@code entries} into a new directory staged for {@code root/name}.
   *
   * @throws ArtifactWriteException naming the entry that could not be written
   */
  void stageDirectory(String name, List<ArtifactEntry> entries) throws ArtifactWriteException {
    Path staging =
        createStaging(root, "." + name + ".staging-", true, "artifact directory " + name);
    staged.add(new Staged(staging, root.resolve(name)));
    for (ArtifactEntry entry : entries) {
      try {
        write(staging, entry);
      } catch (IOException e) {
        throw failure(entry.what() + " (" + name + "/" + entry.path() + ")", e);
      }
    }
  }

  /**
   * Writes one file staged for {@code root/relativePath}.
   *
   * @throws ArtifactWriteException naming the file if it could not be written
   */
  void stageFile(String relativePath, String what, ArtifactEntry.Content content)
      throws ArtifactWriteException {
    Path target = root.resolve(relativePath);
    String location = what + " (" + relativePath + ")";
    String prefix = "." + target.getFileName() + ".staging-";
    Path staging = createStaging(target.getParent(), prefix, false, location);
    staged.add(new Staged(staging, target));
    try (OutputStream out = open(staging, StandardOpenOption.TRUNCATE_EXISTING)) {
      content.writeTo(out);
    } catch (IOException e) {
      throw failure(location, e);
    }
  }

  /**
   * Moves every staged output over its target, then deletes the previous targets.
   *
   * @throws ArtifactWriteException if a rename fails; the targets are then as before
   */
  void commit() throws ArtifactWriteException {
    int done = 0;
    try {
      for (; done < staged.size(); done++) {
        replace(staged.get(done));
      }
    } catch (IOException e) {
      ArtifactWriteException failure = failure(staged.get(done).target.toString(), e);
      rollBack(done, failure);
      throw failure;
    }
    committed = true;
    for (Staged output : staged) {
      deleteQuietly(output.aside);
    }
  }

  /**
   * Deletes staged outputs that were not committed.
   *
   * @throws ArtifactWriteException if a staging path cannot be deleted
   */
  @Override
  public void close() throws ArtifactWriteException {
    if (committed) {
      return;
    }
    ArtifactWriteException first = null;
    for (Staged output : staged) {
      try {
        deleteRecursively(output.staging);
      } catch (IOException e) {
        ArtifactWriteException failure = failure("staging path " + output.staging, e);
        if (first == null) {
          first = failure;
        } else {
          first.addSuppressed(failure);
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }

  private static void replace(Staged output) throws IOException {
    if (Files.exists(output.target, LinkOption.NOFOLLOW_LINKS)) {
      Files.move(output.target, output.aside, StandardCopyOption.ATOMIC_MOVE);
      output.hadTarget = true;
    }
    try {
      Files.move(output.staging, output.target, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      restore(output, e);
      throw e;
    }
  }

  /** Undoes the first {@code count} replacements, last first. */
  private void rollBack(int count, Exception failure) {
    for (int i = count - 1; i >= 0; i--) {
      Staged output = staged.get(i);
      try {
        Files.move(output.target, output.staging, StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException e) {
        failure.addSuppressed(e);
        continue;
      }
      restore(output, failure);
    }
  }

  /** Moves the previous target back in place, if there was one. */
  private static void restore(Staged output, Exception failure) {
    if (!output.hadTarget) {
      return;
    }
    try {
      Files.move(output.aside, output.target, StandardCopyOption.ATOMIC_MOVE);
      output.hadTarget = false;
    } catch (IOException e) {
      failure.addSuppressed(e);
    }
  }

  /**
   * {@return a new, empty staging directory or file {@code parent/prefix<random>}} Unlike {@link
   * Files#createTempDirectory}, it gets the default permissions, which it keeps as the target.
   */
  private static Path createStaging(Path parent, String prefix, boolean directory, String location)
      throws ArtifactWriteException {
    try {
      Files.createDirectories(parent);
      while (true) {
        long suffix = ThreadLocalRandom.current().nextLong();
        Path staging = parent.resolve(prefix + Long.toUnsignedString(suffix));
        try {
          return directory ? Files.createDirectory(staging) : Files.createFile(staging);
        } catch (FileAlreadyExistsException e) {
          // Another writer took the name; draw another.
        }
      }
    } catch (IOException e) {
      throw failure(location, e);
    }
  }

  private static void write(Path directory, ArtifactEntry entry) throws IOException {
    Path file = directory.resolve(entry.path());
    Files.createDirectories(file.getParent());
    if (entry instanceof ArtifactEntry.Link link) {
      Files.createSymbolicLink(file, file.getFileSystem().getPath(link.target()));
      return;
    }
    try (OutputStream out = open(file, StandardOpenOption.CREATE_NEW)) {
      ((ArtifactEntry.File) entry).content().writeTo(out);
    }
  }

  private static OutputStream open(Path file, StandardOpenOption mode) throws IOException {
    return new BufferedOutputStream(
        Files.newOutputStream(file, mode, StandardOpenOption.WRITE), BUFFER_BYTES);
  }

  private static ArtifactWriteException failure(String location, IOException e) {
    return new ArtifactWriteException(new ArtifactProblem(location, describe(e)), e);
  }

  private static String describe(IOException e) {
    String detail = e.getMessage();
    return e.getClass().getSimpleName() + (detail == null ? "" : ": " + detail);
  }

  private static void deleteQuietly(Path path) {
    try {
      deleteRecursively(path);
    } catch (IOException e) {
      // The new outputs are in place; a previous output that cannot be deleted stays beside them.
    }
  }

  private static void deleteRecursively(Path path) throws IOException {
    if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    Files.walkFileTree(
        path,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attributes)
              throws IOException {
            Files.delete(file);
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path directory, IOException failure)
              throws IOException {
            if (failure != null) {
              throw failure;
            }
            Files.delete(directory);
            return FileVisitResult.CONTINUE;
          }
        });
  }
}
