package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The driver's output: encoded in slices, streamed into a staged file that only a successful run
 * puts in place, kept for stdout and special files.
 */
class OutputWriterTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

  /** Text longer than one slice, with a surrogate pair and a 2-byte char across slice ends. */
  private static StringBuilder longText() {
    StringBuilder text = new StringBuilder();
    text.append("x".repeat((1 << 16) - 1)).append("\ud83d\ude00").append("y".repeat(1 << 16));
    text.setCharAt((1 << 17) - 1, '\u00e9');
    return text.append('\n');
  }

  private List<String> temporaryFiles() throws IOException {
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.map(p -> p.getFileName().toString()).filter(n -> n.contains(".tmp-"))
          .toList();
    }
  }

  @Test
  void encodesSlicesWithoutSplittingCharacters() throws IOException {
    StringBuilder text = longText();
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    try (OutputWriter output =
        OutputWriter.to("-", new PrintStream(stdout, true, StandardCharsets.UTF_8))) {
      output.text().tail().append(text);
      assertEquals(0, output.finish(true, err));
    }
    assertArrayEquals(text.toString().getBytes(StandardCharsets.UTF_8), stdout.toByteArray());

    Path file = dir.resolve("out.mlir");
    try (OutputWriter output = OutputWriter.to(file.toString(), System.out)) {
      output.text().tail().append(text);
      assertEquals(0, output.finish(true, err));
    }
    assertArrayEquals(text.toString().getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aFileOutputStreamsIntoATemporaryFileAndReplacesTheTargetAtTheEnd() throws IOException {
    Path file = Files.writeString(dir.resolve("out.mlir"), "old\n");
    try (OutputWriter output = OutputWriter.to(file.toString(), System.out)) {
      StringBuilder text = longText();
      output.text().tail().append(text);
      output.text().mark();
      List<String> staged = temporaryFiles();
      assertEquals(1, staged.size());
      assertTrue(Files.size(dir.resolve(staged.get(0))) > 0, "the text left the buffers");
      assertEquals("old\n", Files.readString(file));
      assertEquals("", output.text().toString(), "nothing written is kept");
      assertEquals(0, output.finish(true, err));
      assertArrayEquals(text.toString().getBytes(StandardCharsets.UTF_8),
          Files.readAllBytes(file));
    }
    assertEquals(List.of(), temporaryFiles());
  }

  @Test
  void failedRunLeavesTheOutputFileAlone() throws IOException {
    Path file = Files.writeString(dir.resolve("kept.mlir"), "old\n");
    try (OutputWriter output = OutputWriter.to(file.toString(), System.out)) {
      output.text().tail().append(longText());
      output.text().mark();
      assertEquals(1, output.finish(false, err));
    }
    assertEquals("old\n", Files.readString(file));
    assertEquals(List.of(), temporaryFiles());
    assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anOutputThatCannotBeOpenedIsReportedOnlyAfterASuccessfulRun() {
    String missing = dir.resolve("nodir/out.mlir").toString();
    try (OutputWriter output = OutputWriter.to(missing, System.out)) {
      assertEquals(1, output.finish(false, err));
    }
    assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
    try (OutputWriter output = OutputWriter.to(missing, System.out)) {
      output.text().tail().append("text\n");
      assertEquals(1, output.finish(true, err));
    }
    assertEquals("raptor-opt: error: cannot write '" + missing + "': No such file or directory\n",
        errBytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theFileIsOpenedWhenTheFirstTextIsAskedForSoItsFolderMayComeLater() throws IOException {
    Path folder = dir.resolve("made-by-a-pass");
    Path file = folder.resolve("out.mlir");
    try (OutputWriter output = OutputWriter.to(file.toString(), System.out)) {
      Files.createDirectory(folder);
      output.text().tail().append("text\n");
      assertEquals(0, output.finish(true, err));
    }
    assertEquals("text\n", Files.readString(file));
  }

  @Test
  void specialFilesGetTheTextAtTheEndOfASuccessfulRun() {
    assumeTrue(Files.exists(Path.of("/dev/null")), "no /dev/null here");
    try (OutputWriter output = OutputWriter.to("/dev/null", System.out)) {
      output.text().tail().append("text\n");
      output.text().mark();
      assertEquals("text\n", output.text().toString(), "a device is not written ahead");
      assertEquals(0, output.finish(true, err));
    }
    assertFalse(Files.isRegularFile(Path.of("/dev/null")));
  }
}
