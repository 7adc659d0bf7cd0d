package raptor.ir.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Locale;

/**
 * Reads a tool's input file whole, refusing what would never end or would not fit: only regular
 * files and pipes (a FIFO, or {@code -} for standard input) are read, and never more than a limit
 * ({@link #DEFAULT_LIMIT} unless the user raises it with {@code --max-input-size}). A device such
 * as {@code /dev/zero} or a directory is an error that names the path.
 */
public final class InputFile {
  /** The path that stands for standard input. */
  public static final String STDIN = "-";

  /** The flag with which every tool raises the limit. */
  public static final String LIMIT_FLAG = "--max-input-size";

  /** The default size limit: 1 GiB. */
  public static final long DEFAULT_LIMIT = 1L << 30;

  /** The largest limit a Java array allows. */
  public static final long MAX_LIMIT = Integer.MAX_VALUE - 8;

  /** The bytes read from a regular file at a time. */
  private static final int READ_SLICE = 1 << 18;

  private static final int FILE_TYPE_MASK = 0170000;
  private static final int FIFO_TYPE = 0010000;

  private InputFile() {
  }

  /**
   * {@return the bytes of {@code path}, or of {@code stdin} when the path is {@code -}}
   *
   * @throws FileAccessException {@code cannot open input file 'x': reason}, or a size over the
   *     limit
   */
  public static byte[] read(String path, InputStream stdin, long limit)
      throws FileAccessException {
    Path file = regularFile(path, limit);
    if (STDIN.equals(path)) {
      return readBounded(stdin, "<stdin>", limit);
    }
    try {
      if (file == null) {
        try (InputStream stream = Files.newInputStream(Path.of(path))) {
          return readBounded(stream, path, limit);
        }
      }
      byte[] bytes = readRegular(file);
      if (bytes.length > limit) {
        throw tooLarge(path, limit);
      }
      return bytes;
    } catch (IOException e) {
      throw cannotOpen(path, e);
    }
  }

  /**
   * {@return {@code path} when it names a regular file of at most {@code limit} bytes, which a
   * tool may then read in pieces or more than once; null for standard input and pipes, which
   * only {@link #read} takes}
   *
   * @throws FileAccessException for a directory, a device, a missing file or a size over the
   *     limit, as {@link #read} would
   */
  public static Path regularFile(String path, long limit) throws FileAccessException {
    if (STDIN.equals(path)) {
      return null;
    }
    try {
      Path file = Path.of(path);
      BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
      if (attributes.isDirectory()) {
        throw new FileSystemException(path, null, "Is a directory");
      }
      if (attributes.isRegularFile()) {
        if (attributes.size() > limit) {
          throw tooLarge(path, limit);
        }
        return file;
      }
      if (!isFifo(file)) {
        throw new FileSystemException(path, null, "not a regular file or pipe");
      }
      return null;
    } catch (InvalidPathException e) {
      throw new FileAccessException("cannot open input file '" + path + "': " + e.getReason());
    } catch (IOException e) {
      throw cannotOpen(path, e);
    }
  }

  /**
   * {@return the text of the regular file {@code file} (as {@link #regularFile} gives it),
   * decoded as UTF-8 with malformed bytes replaced}, holding its bytes once: an ASCII file, the
   * usual case, is read as Latin-1, which the JDK turns into a string without a second copy of
   * the bytes; only a file with other bytes is decoded again as UTF-8
   *
   * <p>The JDK reads the file in one request, through a temporary direct buffer as large as the
   * file, which it keeps for the thread unless {@code jdk.nio.maxCachedBufferSize} is set below
   * that size (the tools' launcher sets it).
   *
   * @param shown the path as the user gave it, for the error message
   * @throws FileAccessException {@code cannot open input file 'x': reason}
   */
  public static String readText(Path file, String shown) throws FileAccessException {
    String latin1;
    try {
      latin1 = Files.readString(file, StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw cannotOpen(shown, e);
    }
    if (isAscii(latin1)) {
      return latin1;
    }
    return new String(latin1.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
  }

  private static boolean isAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  private static FileAccessException cannotOpen(String path, IOException e) {
    return new FileAccessException(
        "cannot open input file '" + path + "': " + FileErrors.reason(e), e);
  }

  /**
   * {@return the size {@code text} gives: a number of bytes with an optional {@code K}, {@code M}
   * or {@code G} suffix (powers of 1024)}
   *
   * @throws IllegalArgumentException with a message for the user when it is not such a size, or
   *     larger than {@link #MAX_LIMIT}
   */
  public static long parseLimit(String text) {
    String trimmed = text.trim().toUpperCase(Locale.ROOT);
    int shift = 0;
    if (trimmed.endsWith("K") || trimmed.endsWith("M") || trimmed.endsWith("G")) {
      shift = switch (trimmed.charAt(trimmed.length() - 1)) {
        case 'K' -> 10;
        case 'M' -> 20;
        default -> 30;
      };
      trimmed = trimmed.substring(0, trimmed.length() - 1);
    }
    long value;
    try {
      value = Long.parseLong(trimmed);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "invalid " + LIMIT_FLAG + " '" + text + "': expected a byte count such as 512M or 2G");
    }
    if (value <= 0 || value > (MAX_LIMIT >> shift)) {
      throw new IllegalArgumentException("invalid " + LIMIT_FLAG + " '" + text
          + "': must be between 1 and " + MAX_LIMIT + " bytes");
    }
    return value << shift;
  }

  /**
   * {@return the bytes of the regular file {@code file}, read in slices of {@value #READ_SLICE}
   * bytes}: the JDK reads into a heap array through a temporary direct buffer as large as the
   * read, and keeps that buffer for the thread, so one read of a whole large file would hold a
   * second, native copy of it for the rest of the run
   */
  private static byte[] readRegular(Path file) throws IOException {
    try (InputStream stream = Files.newInputStream(file)) {
      byte[] bytes = new byte[(int) Math.min(Files.size(file), MAX_LIMIT)];
      int filled = 0;
      int count = 0;
      while (filled < bytes.length && count >= 0) {
        count = stream.read(bytes, filled, Math.min(READ_SLICE, bytes.length - filled));
        filled += Math.max(count, 0);
      }
      if (filled < bytes.length) {
        return Arrays.copyOf(bytes, filled);
      }
      byte[] grown = stream.readAllBytes();
      if (grown.length == 0) {
        return bytes;
      }
      byte[] all = Arrays.copyOf(bytes, (int) Math.min((long) filled + grown.length, MAX_LIMIT));
      System.arraycopy(grown, 0, all, filled, all.length - filled);
      return all;
    }
  }

  private static byte[] readBounded(InputStream stream, String shown, long limit)
      throws FileAccessException {
    try {
      byte[] bytes = stream.readNBytes((int) Math.min(limit + 1, MAX_LIMIT));
      if (bytes.length > limit) {
        throw tooLarge(shown, limit);
      }
      return bytes;
    } catch (IOException e) {
      throw new FileAccessException(
          "cannot read input file '" + shown + "': " + FileErrors.reason(e), e);
    }
  }

  private static boolean isFifo(Path file) {
    try {
      Object mode = Files.getAttribute(file, "unix:mode");
      return mode instanceof Integer bits && (bits & FILE_TYPE_MASK) == FIFO_TYPE;
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return false;
    }
  }

  private static FileAccessException tooLarge(String shown, long limit) {
    return new FileAccessException("input file '" + shown + "' is larger than the input limit of "
        + limit + " bytes; raise it with " + LIMIT_FLAG + "=BYTES (for example "
        + LIMIT_FLAG + "=2G) and give the JVM enough memory (RAPTOR_JAVA_OPTS=-Xmx...)");
  }
}
