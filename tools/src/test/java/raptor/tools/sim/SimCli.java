package raptor.tools.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Runs {@link RaptorSim#run} in-process with captured output; {@code $DIR} in an argument stands
 * for the test directory.
 */
final class SimCli {
  private final Path dir;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  SimCli(Path dir) {
    this.dir = dir;
  }

  /** {@return the exit code of {@code raptor-sim args}} */
  int run(String... args) {
    out.reset();
    err.reset();
    String[] expanded = new String[args.length];
    for (int i = 0; i < args.length; i++) {
      expanded[i] = args[i].replace("$DIR", dir.toString());
    }
    return RaptorSim.run(
        expanded,
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  /** {@return what the last run printed on stdout} */
  String stdout() {
    return out.toString(StandardCharsets.UTF_8);
  }

  /** {@return the bytes the last run wrote on stdout} */
  byte[] stdoutBytes() {
    return out.toByteArray();
  }

  /** {@return what the last run printed on stderr} */
  String stderr() {
    return err.toString(StandardCharsets.UTF_8);
  }

  /**
   * Asserts that {@code raptor-sim args} exits with 1, that stderr starts with {@code error:
   * expected}, and that it holds no stack trace.
   */
  void assertError(String expected, String... args) {
    assertEquals(1, run(args), stderr());
    assertTrue(stderr().startsWith("error: " + expected), stderr());
    assertFalse(stderr().contains("\tat "), "no stack trace: " + stderr());
  }
}
