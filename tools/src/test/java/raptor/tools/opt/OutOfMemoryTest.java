package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11, item 8: raptor-opt given too little heap for its input ends, as a process, in one
 * {@code error: out of memory} line that says how to give it more ({@code RAPTOR_JAVA_OPTS=-Xmx}),
 * not in {@code internal error: OutOfMemoryError} and not after minutes of garbage collection.
 */
class OutOfMemoryTest {
  @TempDir Path dir;

  @Test
  void tooSmallAHeapIsAPlainErrorWithAdvice() throws IOException, InterruptedException {
    Path input = dir.resolve("big.mlir");
    try (Writer out = Files.newBufferedWriter(input, StandardCharsets.UTF_8)) {
      out.write("\"foo.func\"() ({\n^bb0(%arg0: i32, %arg1: i32):\n");
      String previous = "%arg0";
      for (int i = 0; i < 300_000; i++) {
        out.write("  %" + i + " = \"foo.add\"(" + previous + ", %arg1) : (i32, i32) -> i32\n");
        previous = "%" + i;
      }
      out.write("  \"foo.return\"(" + previous + ") : (i32) -> ()\n}) : () -> ()\n");
    }
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process = new ProcessBuilder(List.of(java.toString(), "-Xmx32m", "-XX:+UseParallelGC",
        "-cp", System.getProperty("java.class.path"), RaptorOpt.class.getName(),
        "--allow-unregistered-dialect", input.toString(), "-o", dir.resolve("out.mlir").toString()))
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(dir.resolve("err.txt").toFile())
        .start();
    assertTrue(process.waitFor(5, TimeUnit.MINUTES), "raptor-opt did not end");
    String err = Files.readString(dir.resolve("err.txt"));
    assertEquals(1, process.exitValue(), err);
    assertTrue(err.startsWith("raptor-opt: error: out of memory: "), err);
    assertTrue(err.contains("give more with RAPTOR_JAVA_OPTS=-Xmx")
        || err.contains("give the tool more with RAPTOR_JAVA_OPTS=-Xmx"), err);
    assertEquals(1, err.lines().count(), err);
  }
}
