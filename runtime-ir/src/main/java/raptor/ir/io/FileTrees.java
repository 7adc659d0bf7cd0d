package raptor.ir.io;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/** Deletion of whole file trees, never following symbolic links out of the tree. */
public final class FileTrees {
  private FileTrees() {
  }

  /** Deletes {@code path} and, if it is a directory, everything in it; a missing path is fine. */
  public static void deleteRecursively(Path path) throws IOException {
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

  /** Deletes like {@link #deleteRecursively} and ignores a failure. */
  public static void deleteQuietly(Path path) {
    if (path == null) {
      return;
    }
    try {
      deleteRecursively(path);
    } catch (IOException e) {
      // What cannot be deleted stays; callers use this only for leftovers.
    }
  }
}
