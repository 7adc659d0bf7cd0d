package raptor.tblgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import raptor.tblgen.diag.TdException;

/**
 * Checks the exact {@code file:line:col: error: message} of each bad input under {@code tblgen/errors},
 * stored beside it as {@code NAME.err}.
 */
class DiagnosticsTest {

  static Stream<Path> badInputs() {
    List<Path> files = Fixtures.tdFiles(Fixtures.dir("errors"));
    assertTrue(files.size() >= 10, "expected at least 10 error cases, found " + files.size());
    return files.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void reportsTheExpectedError(Path td) throws IOException {
    String expected = Files.readString(Fixtures.sibling(td, ".err")).strip();
    String name = td.getFileName().toString();
    TdLoader loader = new TdLoader(List.of());
    TdException error = assertThrows(TdException.class, () -> loader.loadText(name, Files.readString(td)));
    assertEquals(expected, error.diagnostic());
  }

  @Test
  void rendersTheSourceLineWithACaret() {
    TdLoader loader = new TdLoader(List.of());
    TdException error = assertThrows(TdException.class,
        () -> loader.loadText("x.td", "class A;\ndef B : A, Nope;\n"));
    assertEquals("""
        x.td:2:12: error: Couldn't find class 'Nope'
        def B : A, Nope;
                   ^
        """, loader.sources().render(error));
  }

  @Test
  void namesAnErrorInAnIncludedFileByItsPathOnTheSearchPath() {
    Path inc = Fixtures.dir("inc");
    TdLoader loader = new TdLoader(List.of(inc));
    TdException error = assertThrows(TdException.class,
        () -> loader.loadText("top.td", "include \"lib/common.td\"\ndef X : Common<1>;\n"));
    assertEquals("top.td:2:16: error: Value specified for template argument 'Common:n' is of type int;"
        + " expected type string: 1", error.diagnostic());
  }
}
