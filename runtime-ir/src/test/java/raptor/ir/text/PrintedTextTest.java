package raptor.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Printed text in pieces: the order of pieces and tail, marks, and writing in slices. */
class PrintedTextTest {
  @Test
  void piecesAndTailJoinInOrder() throws IOException {
    PrintedText text = new PrintedText();
    text.tail().append("head ");
    text.appendPiece(new StringBuilder("chunk1 "));
    text.appendPiece(new StringBuilder("chunk2 "));
    text.tail().append("rest");
    assertEquals("head chunk1 chunk2 rest", text.toString());
    assertEquals("head chunk1 chunk2 rest", written(text));
  }

  @Test
  void truncateDropsWhatFollowsTheMark() {
    PrintedText text = new PrintedText();
    text.tail().append("kept\n");
    PrintedText.Mark mark = text.mark();
    text.tail().append("module {\n");
    text.appendPiece(new StringBuilder("  op\n"));
    text.tail().append("}\n");
    text.truncate(mark);
    text.tail().append("next\n");
    assertEquals("kept\nnext\n", text.toString());
  }

  @Test
  void longPiecesAreWrittenWhole() throws IOException {
    String first = "a".repeat((1 << 16) + 3) + "\ud83d\ude00";
    StringBuilder second = new StringBuilder("\u00e9".repeat(3 << 16));
    PrintedText text = new PrintedText();
    text.tail().append(first);
    text.appendPiece(second);
    text.tail().append('z');
    assertEquals(first + second + "z", written(text));
  }

  private static String written(PrintedText text) throws IOException {
    StringWriter writer = new StringWriter();
    text.writeTo(writer);
    return writer.toString();
  }
}
