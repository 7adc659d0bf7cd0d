package raptor.ir.io;

import java.io.IOException;

/**
 * A file a tool was given could not be read or written. The message is complete and meant for the
 * user: {@code cannot write 'nodir/out.mlir': No such file or directory}.
 */
public final class FileAccessException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with its complete message. */
  public FileAccessException(String message) {
    super(message);
  }

  /** Creates the exception with its complete message and the failure behind it. */
  public FileAccessException(String message, IOException cause) {
    super(message, cause);
  }
}
