package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.ir.text.PrintedText;

/** The driver's output: encoded in slices, written to a file only on success. */
class OutputWriterTest {
  @TempDir
  Path dir;

  /** Text longer than one slice, with a surrogate pair and a 2-byte char across slice ends. */
  private static StringBuilder longText() {
    StringBuilder text = new StringBuilder();
    text.append("x".repeat((1 << 16) - 1)).append("\ud83d\ude00").append("y".repeat(1 << 16));
    text.setCharAt((1 << 17) - 1, '\u00e9');
    return text.append('\n');
  }

  /** {@return {@code text} as the driver's printed output} */
  private static PrintedText printed(CharSequence text) {
    PrintedText printed = new PrintedText();
    printed.tail().append(text);
    return printed;
  }

  @Test
  void encodesSlicesWithoutSplittingCharacters() throws IOException {
    StringBuilder text = longText();
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    int status = OutputWriter.write("-", new OptDriver.Result(printed(text), true),
        new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
    assertEquals(0, status);
    assertArrayEquals(text.toString().getBytes(StandardCharsets.UTF_8), stdout.toByteArray());

    Path file = dir.resolve("out.mlir");
    assertEquals(0, OutputWriter.write(file.toString(),
        new OptDriver.Result(printed(text), true), System.out, System.err));
    assertArrayEquals(text.toString().getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
  }

  @Test
  void failedRunLeavesTheOutputFileAlone() throws IOException {
    Path file = dir.resolve("kept.mlir");
    Files.writeString(file, "old\n");
    assertEquals(1, OutputWriter.write(file.toString(),
        new OptDriver.Result(printed("new\n"), false), System.out, System.err));
    assertEquals("old\n", Files.readString(file));
    try (var entries = Files.list(dir)) {
      assertFalse(entries.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")));
    }
  }
}
