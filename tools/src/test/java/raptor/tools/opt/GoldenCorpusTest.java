package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden conformance of raptor-opt against mlir-opt 22 on {@code corpus/valid}.
 *
 * <p>For every input {@code X.mlir} and every golden {@code X.<form>.out} beside it, runs
 * raptor-opt in-process in the same mode as the golden was made with (generic, custom, and for
 * location files debug-info and local-scope) on the input's path, and asserts exit code 0, an
 * empty stderr, and stdout byte-identical to the golden once the input's directory prefix is
 * removed (the goldens were recorded with bare file names, see {@link Corpus#normalise}).
 */
class GoldenCorpusTest {

  @TestFactory
  Stream<DynamicNode> matchesMlirOptGoldens() {
    return Corpus.inputs(Corpus.validDir()).stream().map(input -> {
      List<DynamicTest> tests = new ArrayList<>();
      for (Corpus.Form form : Corpus.Form.values()) {
        Path golden = form.golden(input);
        if (Files.exists(golden)) {
          tests.add(DynamicTest.dynamicTest(form.label(), golden.toUri(), () -> assertMatchesGolden(input, form, golden)));
        }
      }
      return DynamicContainer.dynamicContainer(input.getFileName().toString(), input.toUri(), tests.stream());
    });
  }

  private static void assertMatchesGolden(Path input, Corpus.Form form, Path golden) {
    Corpus.Run run = Corpus.run(form.args(input));
    assertEquals(0, run.exitCode(), () -> input.getFileName() + " was rejected: " + run.describe());
    assertEquals("", run.err(), () -> input.getFileName() + ": unexpected stderr");
    assertEquals(Corpus.read(golden), Corpus.normalise(run.out(), input),
        () -> input.getFileName() + ": " + form.label() + " output differs from " + golden.getFileName());
  }

  /** The corpus itself: enough inputs, and every input has the goldens its name calls for. */
  @Test
  void corpusIsComplete() {
    List<Path> inputs = Corpus.inputs(Corpus.validDir());
    assertTrue(inputs.size() >= 80, () -> "only " + inputs.size() + " valid inputs");
    for (Path input : inputs) {
      boolean aboutLocations = input.getFileName().toString().startsWith("loc-");
      for (Corpus.Form form : Corpus.Form.values()) {
        boolean required = aboutLocations || form == Corpus.Form.GENERIC || form == Corpus.Form.CUSTOM;
        assertEquals(required, Files.exists(form.golden(input)),
            () -> input.getFileName() + ": golden " + form.golden(input).getFileName() + (required ? " is missing" : " is unexpected"));
      }
    }
  }
}
