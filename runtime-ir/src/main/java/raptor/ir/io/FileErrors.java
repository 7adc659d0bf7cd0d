package raptor.ir.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Turns the exceptions of {@code java.nio.file} into the reasons the C library gives for the same
 * failure ({@code No such file or directory}, {@code Permission denied}, ...), so that a message
 * reads as a user of command-line tools expects and never names a temporary path.
 */
public final class FileErrors {
  private FileErrors() {
  }

  /** {@return the reason for {@code failure}, without the path it happened on} */
  public static String reason(IOException failure) {
    if (failure instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (failure instanceof AccessDeniedException) {
      return "Permission denied";
    }
    if (failure instanceof NotDirectoryException) {
      return "Not a directory";
    }
    if (failure instanceof DirectoryNotEmptyException) {
      return "Directory not empty";
    }
    if (failure instanceof FileAlreadyExistsException) {
      return "File exists";
    }
    if (failure instanceof FileSystemLoopException) {
      return "Too many levels of symbolic links";
    }
    if (failure instanceof FileSystemException system && system.getReason() != null) {
      return system.getReason();
    }
    String message = failure.getMessage();
    return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
  }
}
