package raptor.backend.pim.artifact;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import raptor.ir.io.FileErrors;
import raptor.ir.io.FileTrees;
import raptor.ir.io.OutputFile;
import raptor.ir.io.StagingNames;
import raptor.pim.IndexedWork;

/**
 * Writes outputs under a root directory all or nothing: each output is first written to a staging
 * path beside its target, and {@link #commit()} renames the staged outputs over their targets.
 * Closing an uncommitted transaction deletes what it staged, and a failed commit puts the previous
 * targets back, so on failure the targets are unchanged and nothing staged is left behind.
 *
 * <p>Replacing a target is two renames (the old one aside, the new one in), atomic for readers on
 * one file system except for the instant in between. A target that is a symbolic link is followed
 * and its target replaced; a replaced target's permissions are kept; a target that is neither a
 * regular file nor a directory (a device, a FIFO) is written through at commit. Directories the
 * transaction created for its outputs are removed again when it is not committed, and staging
 * paths that a killed run left beside the targets are removed when the next run stages there.
 *
 * <pre>{@code
 * try (ArtifactTransaction transaction = new ArtifactTransaction(dir)) {
 *   transaction.stageDirectory("pim", entries);
 *   transaction.commit();
 * }
 * }</pre>
 */
final class ArtifactTransaction implements AutoCloseable {
  /** Small: the artifact contents are written as whole arrays, which bypass the buffer. */
  private static final int BUFFER_BYTES = 1 << 13;

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

  /** A file target that is written through at commit instead of being replaced. */
  private record WriteThrough(Path target, String location, ArtifactEntry.Content content) {
  }

  private final Path root;
  private final List<Staged> staged = new ArrayList<>();
  private final List<WriteThrough> writeThroughs = new ArrayList<>();
  private final Deque<Path> createdDirectories = new ArrayDeque<>();
  private boolean committed;

  /** Starts a transaction writing under {@code root}, which is created when it is missing. */
  ArtifactTransaction(Path root) {
    this.root = root;
  }

  /**
   * Writes {@code entries} into a new directory staged for {@code root/name}, several at once
   * ({@link IndexedWork}); their contents must be safe to produce on any thread.
   *
   * @throws ArtifactWriteException naming the first entry, in list order, that could not be
   *     written
   */
  void stageDirectory(String name, List<ArtifactEntry> entries) throws ArtifactWriteException {
    String location = "artifact directory " + name;
    Path target = resolveLinks(root.resolve(name), location);
    Path staging = createStaging(target.getParent(), "." + name + ".staging-", true, location);
    staged.add(new Staged(staging, target));
    createParents(name, staging, entries);
    // The files first: a hard link needs the file it names.
    stageEntries(name, staging, entries.stream().filter(e -> !(e instanceof ArtifactEntry.Link))
        .toList());
    stageEntries(name, staging, entries.stream().filter(e -> e instanceof ArtifactEntry.Link)
        .toList());
  }

  /**
   * Creates the directories that {@code entries} go into under {@code staging}, each once (the
   * thirteen thousand crossbar slots of a large network share 168 directories).
   */
  private static void createParents(String name, Path staging, List<ArtifactEntry> entries)
      throws ArtifactWriteException {
    Set<Path> created = new HashSet<>();
    for (ArtifactEntry entry : entries) {
      Path parent = staging.resolve(entry.path()).getParent();
      if (!parent.equals(staging) && created.add(parent)) {
        try {
          Files.createDirectories(parent);
        } catch (IOException e) {
          throw failure(entry.what() + " (" + name + "/" + entry.path() + ")", e);
        }
      }
    }
  }

  private static void stageEntries(String name, Path staging, List<ArtifactEntry> entries)
      throws ArtifactWriteException {
    IndexedWork.run(entries.size(), IndexedWork.defaultWorkers(), index -> {
      ArtifactEntry entry = entries.get(index);
      try {
        write(staging, entry);
      } catch (IOException e) {
        throw failure(entry.what() + " (" + name + "/" + entry.path() + ")", e);
      }
      return entry;
    });
  }

  /**
   * Writes one file staged for {@code root/relativePath}.
   *
   * @throws ArtifactWriteException naming the file if it could not be written
   */
  void stageFile(String relativePath, String what, ArtifactEntry.Content content)
      throws ArtifactWriteException {
    String location = what + " (" + relativePath + ")";
    Path target = resolveLinks(root.resolve(relativePath), location);
    if (isSpecialFile(target)) {
      writeThroughs.add(new WriteThrough(target, location, content));
      return;
    }
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
      deleteReplaced(output.aside);
    }
    for (WriteThrough output : writeThroughs) {
      try (OutputStream out = Files.newOutputStream(output.target(), StandardOpenOption.WRITE)) {
        output.content().writeTo(out);
      } catch (IOException e) {
        throw failure(output.location(), e);
      }
    }
  }

  /**
   * Deletes a replaced target, as far as it can: a directory's entries several at once (a large
   * network's artifact directory holds thousands of files), then the directory.
   */
  private static void deleteReplaced(Path aside) {
    List<Path> entries = directoryEntries(aside);
    IndexedWork.run(entries.size(), IndexedWork.defaultWorkers(), index -> {
      FileTrees.deleteQuietly(entries.get(index));
      return index;
    });
    FileTrees.deleteQuietly(aside);
  }

  /** {@return the entries of {@code path} when it is a directory that can be listed, else none} */
  private static List<Path> directoryEntries(Path path) {
    if (!Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(path)) {
      return list.toList();
    } catch (IOException e) {
      return List.of();
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
        FileTrees.deleteRecursively(output.staging);
      } catch (IOException e) {
        ArtifactWriteException failure = failure("staging path " + output.staging, e);
        if (first == null) {
          first = failure;
        } else {
          first.addSuppressed(failure);
        }
      }
    }
    removeCreatedDirectories();
    if (first != null) {
      throw first;
    }
  }

  /** Removes the directories this transaction created, innermost first, while they are empty. */
  private void removeCreatedDirectories() {
    while (!createdDirectories.isEmpty()) {
      try {
        Files.deleteIfExists(createdDirectories.pop());
      } catch (IOException e) {
        return;
      }
    }
  }

  private static void replace(Staged output) throws IOException {
    if (Files.exists(output.target, LinkOption.NOFOLLOW_LINKS)) {
      keepPermissions(output.target, output.staging);
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
   * {@return a new, empty staging directory or file {@code parent/prefix<pid>-<random>}} Unlike
   * {@link Files#createTempDirectory}, it gets the default permissions, which it keeps as the
   * target unless it replaces one. Abandoned staging paths of the same prefix are removed first.
   */
  private Path createStaging(Path parent, String prefix, boolean directory, String location)
      throws ArtifactWriteException {
    try {
      createDirectories(parent);
      StagingNames.removeAbandoned(parent, prefix);
      while (true) {
        Path staging = parent.resolve(StagingNames.fresh(prefix));
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

  /** Creates {@code directory} and its missing ancestors, remembering which it created. */
  private void createDirectories(Path directory) throws IOException {
    Path absolute = directory.toAbsolutePath();
    Deque<Path> missing = new ArrayDeque<>();
    for (Path at = absolute; at != null && !Files.isDirectory(at); at = at.getParent()) {
      missing.push(at);
    }
    while (!missing.isEmpty()) {
      Path next = missing.pop();
      Files.createDirectory(next);
      createdDirectories.push(next);
    }
  }

  private static Path resolveLinks(Path target, String location) throws ArtifactWriteException {
    try {
      return OutputFile.resolveLinks(target);
    } catch (IOException e) {
      throw failure(location, e);
    }
  }

  private static boolean isSpecialFile(Path target) {
    return Files.exists(target, LinkOption.NOFOLLOW_LINKS)
        && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
        && !Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS);
  }

  /** Gives {@code replacement} the permissions of {@code target}, where the file system has them. */
  private static void keepPermissions(Path target, Path replacement) throws IOException {
    PosixFileAttributeView view = Files.getFileAttributeView(
        target, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    if (view != null) {
      Files.setPosixFilePermissions(replacement, view.readAttributes().permissions());
    }
  }

  private static void write(Path directory, ArtifactEntry entry) throws IOException {
    Path file = directory.resolve(entry.path());
    if (entry instanceof ArtifactEntry.Link link) {
      link(file, file.getFileSystem().getPath(link.target()));
      return;
    }
    try (OutputStream out = open(file, StandardOpenOption.CREATE_NEW)) {
      ((ArtifactEntry.File) entry).content().writeTo(out);
    }
  }

  /**
   * Makes {@code file} a hard link to {@code target} (relative to the file's directory), or a
   * symbolic link where the file system refuses hard links. A hard link allocates no inode: on a
   * file system that is slow to allocate them, the 13,000 crossbar slots of a large network took
   * seconds as symbolic links.
   */
  private static void link(Path file, Path target) throws IOException {
    try {
      Files.createLink(file, file.resolveSibling(target).normalize());
    } catch (FileAlreadyExistsException e) {
      throw e;
    } catch (UnsupportedOperationException | FileSystemException e) {
      Files.createSymbolicLink(file, target);
    }
  }

  private static OutputStream open(Path file, StandardOpenOption mode) throws IOException {
    return new BufferedOutputStream(
        Files.newOutputStream(file, mode, StandardOpenOption.WRITE), BUFFER_BYTES);
  }

  private static ArtifactWriteException failure(String location, IOException e) {
    return new ArtifactWriteException(new ArtifactProblem(location, FileErrors.reason(e)), e);
  }
}
