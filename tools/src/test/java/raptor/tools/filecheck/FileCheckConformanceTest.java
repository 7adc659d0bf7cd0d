package raptor.tools.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checks raptor's FileCheck against the behaviour of LLVM 22's FileCheck recorded in
 * {@code filecheck-conformance/cases}: the same exit code, the same first stderr line (the
 * key error), and the same stderr as a whole except LLVM's "Did you mean" option
 * suggestions, which raptor does not make.
 */
class FileCheckConformanceTest {
  private static final int MINIMUM_CASES = 60;

  @TempDir Path scratch;

  @TestFactory
  Stream<DynamicTest> agreesWithLlvm() throws IOException, URISyntaxException {
    Path dir = Path.of(getClass().getResource("/filecheck-conformance/cases").toURI());
    List<Path> files;
    try (Stream<Path> listing = Files.list(dir)) {
      files = listing.filter(p -> p.toString().endsWith(".case")).sorted()
          .collect(Collectors.toList());
    }
    assertTrue(files.size() >= MINIMUM_CASES, "only " + files.size() + " conformance cases");
    return files.stream().map(file -> DynamicTest.dynamicTest(
        file.getFileName().toString(), () -> check(ConformanceCase.read(file))));
  }

  private void check(ConformanceCase c) throws IOException {
    Path dir = Files.createTempDirectory(scratch, c.name());
    Files.write(dir.resolve("check"), bytes(c.section("check")));
    String input = c.section("input");
    if (input != null) {
      Files.write(dir.resolve("input"), bytes(input));
    }
    String[] args = c.args().stream()
        .map(a -> a.replace("%check", dir.resolve("check").toString())
            .replace("%input", dir.resolve("input").toString()))
        .toArray(String[]::new);
    byte[] stdin = c.stdin() && input != null ? bytes(input) : new byte[0];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit = FileCheck.run(args, new ByteArrayInputStream(stdin), new PrintStream(out, true),
        new PrintStream(err, true));

    String actual = err.toString(StandardCharsets.ISO_8859_1).replace(dir + "/", "");
    String expected = c.section("stderr").lines()
        .filter(line -> !line.startsWith("FileCheck: Did you mean"))
        .map(line -> line + "\n").collect(Collectors.joining());
    assertEquals(c.exitCode(), exit, () -> c.name() + ": exit code; stderr:\n" + actual);
    assertEquals(firstLine(expected), firstLine(actual), () -> c.name() + ": key line");
    assertEquals(expected, actual, () -> c.name() + ": stderr");
  }

  private static String firstLine(String text) {
    int eol = text.indexOf('\n');
    return eol < 0 ? text : text.substring(0, eol);
  }

  private static byte[] bytes(String latin1) {
    return latin1.getBytes(StandardCharsets.ISO_8859_1);
  }
}
