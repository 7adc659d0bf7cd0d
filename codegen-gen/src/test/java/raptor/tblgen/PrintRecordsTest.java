package raptor.tblgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.record.RecordsPrinter;

/**
 * Compares raptor's {@code --print-records} output for each fixture with the output of LLVM 22's
 * {@code mlir-tblgen --print-records}, stored beside it as {@code NAME.records}.
 */
class PrintRecordsTest {

  static Stream<Path> fixtures() {
    List<Path> files = Fixtures.tdFiles(Fixtures.dir());
    assertTrue(files.size() >= 15, "expected at least 15 fixtures, found " + files.size());
    return files.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void printsWhatMlirTblgenPrints(Path td) throws IOException {
    String expected = Files.readString(Fixtures.sibling(td, ".records"));
    TdLoader loader = new TdLoader(List.of(Fixtures.dir("inc")));
    String actual;
    try {
      actual = RecordsPrinter.print(loader.loadText(td.getFileName().toString(), Files.readString(td)));
    } catch (TdException e) {
      actual = loader.sources().render(e);
    }
    assertEquals(expected, actual);
  }

  @Test
  void printsDumpNotesAsMlirTblgenDoes() throws IOException {
    Path td = Fixtures.dir().resolve("dump.td");
    ByteArrayOutputStream notes = new ByteArrayOutputStream();
    TdLoader loader = new TdLoader(List.of(), new PrintStream(notes, true, StandardCharsets.UTF_8));
    loader.loadText(td.getFileName().toString(), Files.readString(td));
    assertEquals(Files.readString(Fixtures.sibling(td, ".notes")), notes.toString(StandardCharsets.UTF_8));
  }
}
