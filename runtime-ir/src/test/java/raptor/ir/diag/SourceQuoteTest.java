package raptor.ir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import raptor.ir.attr.FileLineColLoc;

/** The source and caret lines under a diagnostic, as LLVM's SourceMgr prints them. */
class SourceQuoteTest {
  private static String quote(String line, SourceQuote.Text text, int caret, int from, int to) {
    StringBuilder out = new StringBuilder();
    SourceQuote.append(out, line, text, caret, from, to);
    return out.toString();
  }

  @Test
  void caretUnderTheColumnAndRangeWithTilde() {
    assertEquals("abc def\n    ^~~\n", quote("abc def", SourceQuote.Text.BYTES, 4, 4, 7));
  }

  @Test
  void tabsExpandToStopsOfEightInBothLines() {
    assertEquals("a       b\n        ^\n", quote("a\tb", SourceQuote.Text.BYTES, 2, -1, -1));
    // A range over a tab covers all of its columns.
    assertEquals("a       b\n^~~~~~~~~\n", quote("a\tb", SourceQuote.Text.BYTES, 0, 0, 3));
  }

  @Test
  void caretMayStandAfterTheLastCharacterButNotBeforeTheFirst() {
    assertEquals("ab\n  ^\n", quote("ab", SourceQuote.Text.BYTES, 2, -1, -1));
    assertEquals("ab\n^\n", quote("ab", SourceQuote.Text.BYTES, -1, -1, -1));
  }

  @Test
  void nonAsciiLineHasNoCaretAndTabStopsCountUtf8Bytes() {
    // Decoded, é is two bytes: after "\"é" (3 bytes) the tab fills 5 columns.
    assertEquals("\"\u00e9     x\n", quote("\"\u00e9\tx", SourceQuote.Text.DECODED, 4, -1, -1));
    // Read as bytes, every character is one column: the same tab fills 6.
    assertEquals("\"\u00e9      x\n", quote("\"\u00e9\tx", SourceQuote.Text.BYTES, 4, -1, -1));
  }

  @Test
  void printerQuotesNothingForALocationWithoutAColumn() {
    SourceFiles sources = new SourceFiles();
    sources.add("f.mlir", "\"foo.a\"() : () -> ()\n");
    DiagnosticPrinter printer = new DiagnosticPrinter(sources);
    assertEquals("f.mlir:1:0: error: bad\n",
        printer.render(new Diagnostic(Severity.ERROR, FileLineColLoc.of("f.mlir", 1, 0), "bad")));
    assertEquals("f.mlir:1:2: error: bad\n\"foo.a\"() : () -> ()\n ^\n",
        printer.render(new Diagnostic(Severity.ERROR, FileLineColLoc.of("f.mlir", 1, 2), "bad")));
  }
}
