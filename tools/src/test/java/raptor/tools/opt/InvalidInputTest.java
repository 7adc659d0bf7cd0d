package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Diagnostics of raptor-opt on the malformed inputs of {@code corpus/invalid}.
 *
 * <p>Each input {@code X.mlir} names its flags on its first line ({@code // ARGS: ...}) and has
 * the stderr of mlir-opt 22 beside it as {@code X.err}. raptor-opt, run in-process with those
 * flags on the input's path, must exit with code 1, print the same first stderr line
 * ({@code X.mlir:LINE:COL: error: MESSAGE}, after removing the directory prefix) and never show
 * a Java exception or stack trace.
 */
class InvalidInputTest {

  @TestFactory
  Stream<DynamicTest> reportsTheSameFirstError() {
    return Corpus.inputs(Corpus.invalidDir()).stream()
        .map(input -> DynamicTest.dynamicTest(input.getFileName().toString(), input.toUri(), () -> assertDiagnosed(input)));
  }

  private static void assertDiagnosed(Path input) {
    List<String> args = new ArrayList<>(Corpus.declaredArgs(input));
    args.add(input.toAbsolutePath().toString());
    Corpus.Run run = Corpus.run(args);
    String name = input.getFileName().toString();
    Corpus.assertNoJavaTrace(run, name);
    assertEquals(1, run.exitCode(), () -> name + ": " + run.describe());
    String expected = Corpus.firstLine(Corpus.read(input.resolveSibling(Corpus.baseName(input) + ".err")));
    assertEquals(expected, Corpus.normalise(run.firstErrLine(), input), () -> name + ": wrong first diagnostic line");
  }

  /** The corpus itself: enough inputs, each with its golden stderr and declared flags. */
  @Test
  void corpusIsComplete() {
    List<Path> inputs = Corpus.inputs(Corpus.invalidDir());
    assertTrue(inputs.size() >= 40, () -> "only " + inputs.size() + " invalid inputs");
    for (Path input : inputs) {
      Path err = input.resolveSibling(Corpus.baseName(input) + ".err");
      assertTrue(Files.exists(err), () -> err.getFileName() + " is missing");
      assertTrue(Corpus.firstLine(Corpus.read(err)).startsWith(input.getFileName() + ":"),
          () -> err.getFileName() + " does not start with a diagnostic for " + input.getFileName());
      Corpus.declaredArgs(input);
    }
  }
}
