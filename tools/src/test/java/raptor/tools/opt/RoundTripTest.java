package raptor.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Round-trip properties of raptor-opt's parser and printer on {@code corpus/valid}, in generic
 * and in custom form.
 *
 * <ul>
 *   <li><b>idempotent</b>: raptor-opt's own output, parsed and printed again in the same form,
 *       is unchanged ({@code print(parse(print(parse(x)))) == print(parse(x))}).
 *   <li><b>reads mlir-opt output</b>: the generic and the custom golden, each read back from
 *       stdin, print as the golden of the requested form. mlir-opt 22 itself satisfies all four
 *       combinations on this corpus (checked when the goldens were made).
 * </ul>
 *
 * Outputs are read from stdin here, which is safe because these forms print no locations.
 */
class RoundTripTest {
  private static final List<Corpus.Form> FORMS = List.of(Corpus.Form.GENERIC, Corpus.Form.CUSTOM);

  @TestFactory
  Stream<DynamicNode> roundTrips() {
    return Corpus.inputs(Corpus.validDir()).stream().map(input -> {
      Stream.Builder<DynamicNode> tests = Stream.builder();
      for (Corpus.Form form : FORMS) {
        tests.add(DynamicTest.dynamicTest("idempotent " + form.label(), input.toUri(), () -> assertIdempotent(input, form)));
        for (Corpus.Form source : FORMS) {
          tests.add(DynamicTest.dynamicTest(
              "reads mlir-opt " + source.label() + " output, prints " + form.label(),
              source.golden(input).toUri(),
              () -> assertReadsGolden(input, source, form)));
        }
      }
      return DynamicContainer.dynamicContainer(input.getFileName().toString(), input.toUri(), tests.build());
    });
  }

  private static void assertIdempotent(Path input, Corpus.Form form) {
    Corpus.Run first = Corpus.run(form.args(input));
    assertEquals(0, first.exitCode(), () -> input.getFileName() + " was rejected: " + first.describe());
    Corpus.Run second = Corpus.run(form.args(null), bytes(first.out()));
    assertEquals(0, second.exitCode(), () -> "raptor-opt rejects its own " + form.label() + " output: " + second.describe());
    assertEquals(first.out(), second.out(), () -> input.getFileName() + ": " + form.label() + " output is not a fixed point");
  }

  private static void assertReadsGolden(Path input, Corpus.Form source, Corpus.Form form) {
    Corpus.Run run = Corpus.run(form.args(null), bytes(Corpus.read(source.golden(input))));
    assertEquals(0, run.exitCode(), () -> "mlir-opt's " + source.label() + " output was rejected: " + run.describe());
    assertEquals(Corpus.read(form.golden(input)), run.out(),
        () -> input.getFileName() + ": mlir-opt's " + source.label() + " output does not print as its " + form.label() + " golden");
  }

  private static byte[] bytes(String isoText) {
    return isoText.getBytes(StandardCharsets.ISO_8859_1);
  }
}
