package raptor.ir.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Input files: regular files and pipes only, never more than the limit. */
class InputFileTest {
  @TempDir Path dir;

  private static final InputStream NO_STDIN = InputStream.nullInputStream();

  @Test
  void readsARegularFile() throws Exception {
    Path file = Files.write(dir.resolve("in.mlir"), new byte[] {1, 2, 3});
    assertArrayEquals(new byte[] {1, 2, 3},
        InputFile.read(file.toString(), NO_STDIN, InputFile.DEFAULT_LIMIT));
  }

  @Test
  void readsAFileOfSeveralSlicesWhole() throws Exception {
    byte[] content = new byte[(3 << 18) + 5];
    for (int i = 0; i < content.length; i++) {
      content[i] = (byte) (i * 31 + (i >> 18));
    }
    Path file = Files.write(dir.resolve("large.mlir"), content);
    assertArrayEquals(content, InputFile.read(file.toString(), NO_STDIN, InputFile.DEFAULT_LIMIT));
  }

  @Test
  void readsTextAsUtf8WhetherOrNotItIsAscii() throws Exception {
    Path ascii = Files.writeString(dir.resolve("ascii.mlir"), "\"x.op\"() : () -> ()\n");
    assertEquals("\"x.op\"() : () -> ()\n", InputFile.readText(ascii, "ascii.mlir"));
    String unicode = "// caf\u00e9 \u2192 \ud83d\ude80\n\"x.op\"() {s = \"\u00fc\"} : () -> ()\n";
    Path utf8 = Files.write(dir.resolve("utf8.mlir"), unicode.getBytes(StandardCharsets.UTF_8));
    assertEquals(unicode, InputFile.readText(utf8, "utf8.mlir"));
    Path malformed = Files.write(dir.resolve("bad.mlir"), new byte[] {'a', (byte) 0xff, 'b'});
    assertEquals("a\ufffdb", InputFile.readText(malformed, "bad.mlir"));
  }

  @Test
  void readingTextOfAMissingFileNamesThePathAsGiven() {
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> InputFile.readText(dir.resolve("gone.mlir"), "gone.mlir"));
    assertEquals("cannot open input file 'gone.mlir': No such file or directory", e.getMessage());
  }

  @Test
  void regularFilesAreGivenForReadingInPiecesAndTheRestAreNot() throws Exception {
    Path file = Files.write(dir.resolve("model.onnx"), new byte[] {1, 2, 3});
    assertEquals(file, InputFile.regularFile(file.toString(), 3));
    assertNull(InputFile.regularFile(InputFile.STDIN, 3));
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> InputFile.regularFile(file.toString(), 2));
    assertTrue(e.getMessage().startsWith("input file '" + file + "' is larger than the input"
        + " limit of 2 bytes"), e.getMessage());
    e = assertThrows(FileAccessException.class,
        () -> InputFile.regularFile(dir.toString(), 3));
    assertEquals("cannot open input file '" + dir + "': Is a directory", e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"/dev/zero", "/dev/urandom", "/dev/null"})
  @Timeout(10)
  void devicesAreRefusedWithoutReadingThem(String device) {
    assumeTrue(Files.exists(Path.of(device)), device + " does not exist here");
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> InputFile.read(device, NO_STDIN, InputFile.DEFAULT_LIMIT));
    assertEquals("cannot open input file '" + device + "': not a regular file or pipe",
        e.getMessage());
  }

  @Test
  void directoriesAndMissingFilesNameThePath() {
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> InputFile.read(dir.toString(), NO_STDIN, InputFile.DEFAULT_LIMIT));
    assertEquals("cannot open input file '" + dir + "': Is a directory", e.getMessage());
    String missing = dir.resolve("missing.mlir").toString();
    e = assertThrows(FileAccessException.class,
        () -> InputFile.read(missing, NO_STDIN, InputFile.DEFAULT_LIMIT));
    assertEquals("cannot open input file '" + missing + "': No such file or directory",
        e.getMessage());
  }

  @Test
  void filesAndStreamsOverTheLimitAreRefused() throws Exception {
    Path file = Files.write(dir.resolve("big.mlir"), new byte[11]);
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> InputFile.read(file.toString(), NO_STDIN, 10));
    assertTrue(e.getMessage().startsWith("input file '" + file
        + "' is larger than the input limit of 10 bytes; raise it with --max-input-size="),
        e.getMessage());
    e = assertThrows(FileAccessException.class,
        () -> InputFile.read("-", new ByteArrayInputStream(new byte[11]), 10));
    assertTrue(e.getMessage().startsWith("input file '<stdin>' is larger"), e.getMessage());
    assertEquals(10, InputFile.read("-", new ByteArrayInputStream(new byte[10]), 10).length);
  }

  @Test
  @Timeout(30)
  void endlessPipesStopAtTheLimit() throws Exception {
    Path fifo = dir.resolve("fifo");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0,
        "mkfifo is not available");
    CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
      try (OutputStream out = Files.newOutputStream(fifo)) {
        byte[] chunk = new byte[4096];
        while (true) {
          out.write(chunk);
        }
      } catch (IOException e) {
        // The reader closed the pipe: the endless writer ends here.
      }
    });
    FileAccessException e = assertThrows(FileAccessException.class,
        () -> InputFile.read(fifo.toString(), NO_STDIN, 1 << 20));
    assertTrue(e.getMessage().contains("larger than the input limit"), e.getMessage());
    writer.get(20, TimeUnit.SECONDS);
  }

  @Test
  void limitsParseWithBinarySuffixes() {
    assertEquals(512, InputFile.parseLimit("512"));
    assertEquals(2L << 20, InputFile.parseLimit("2M"));
    assertEquals(1L << 30, InputFile.parseLimit("1g"));
    assertThrows(IllegalArgumentException.class, () -> InputFile.parseLimit("0"));
    assertThrows(IllegalArgumentException.class, () -> InputFile.parseLimit("lots"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> InputFile.parseLimit("3G"));
    assertEquals("invalid --max-input-size '3G': must be between 1 and 2147483639 bytes",
        e.getMessage());
  }
}
