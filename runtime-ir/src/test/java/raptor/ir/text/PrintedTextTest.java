package raptor.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Printed text in blocks: order of blocks, joined texts and tail, marks, writing in slices. */
class PrintedTextTest {
  @Test
  void joinedTextsAndTailKeepTheirOrder() throws IOException {
    PrintedText text = new PrintedText();
    text.tail().append("head ");
    text.appendAll(printed("chunk1 "));
    text.appendAll(printed("chunk2 "));
    text.tail().append("rest");
    assertEquals("head chunk1 chunk2 rest", text.toString());
    assertEquals("head chunk1 chunk2 rest", written(text));
  }

  @Test
  void textLongerThanABlockIsSplitAcrossBlocksUnchanged() throws IOException {
    String first = "a".repeat(PrintedText.BLOCK_CHARS + 3) + "\ud83d\ude00";
    String second = "\u00e9".repeat(2 * PrintedText.BLOCK_CHARS + 1);
    PrintedText text = new PrintedText();
    text.tail().append(first);
    text.closeTail();
    text.tail().append(second);
    text.closeTail();
    text.appendAll(printed("b".repeat(PrintedText.BLOCK_CHARS - 1)));
    text.tail().append('z');
    String expected = first + second + "b".repeat(PrintedText.BLOCK_CHARS - 1) + "z";
    assertEquals(expected, written(text));
    assertEquals(expected, text.toString());
  }

  @Test
  void truncateDropsWhatFollowsTheMark() {
    PrintedText text = new PrintedText();
    text.tail().append("kept\n");
    PrintedText.Mark mark = text.mark();
    text.tail().append("module {\n");
    text.appendAll(printed("  op\n".repeat(PrintedText.BLOCK_CHARS / 4)));
    text.tail().append("}\n");
    text.truncate(mark);
    text.tail().append("next\n");
    assertEquals("kept\nnext\n", text.toString());
  }

  @Test
  void aStreamingTextWritesItsPiecesInOrderAndKeepsNone() throws IOException {
    StringWriter sink = new StringWriter();
    PrintedText text = PrintedText.streamingTo(sink);
    text.tail().append("head ");
    String chunk = "\u00e9".repeat(PrintedText.BLOCK_CHARS + 1);
    text.appendAll(printed(chunk));
    assertEquals("head " + chunk, sink.toString(), "joined text is written at once");
    assertEquals("", text.toString(), "nothing written is kept");
    text.tail().append("rest");
    text.finish();
    assertEquals("head " + chunk + "rest", sink.toString());
  }

  @Test
  void aStreamingTextStopsAtTheFirstFailureOfItsSinkAndReportsItWhenFinished() {
    IOException full = new IOException("No space left on device");
    StringWriter received = new StringWriter();
    PrintedText text = PrintedText.streamingTo(new FilterWriter(received) {
      @Override
      public void write(char[] chars, int offset, int length) throws IOException {
        if (received.getBuffer().length() > 0) {
          throw full;
        }
        super.write(chars, offset, length);
      }
    });
    text.appendAll(printed("first "));
    text.appendAll(printed("second "));
    text.appendAll(printed("third"));
    assertSame(full, assertThrows(IOException.class, text::finish));
    assertEquals("first ", received.toString());
  }

  @Test
  void onlyAStreamingTextCanBeFinished() {
    assertThrows(IllegalStateException.class, () -> new PrintedText().finish());
  }

  private static PrintedText printed(String chars) {
    PrintedText text = new PrintedText();
    text.tail().append(chars);
    return text;
  }

  private static String written(PrintedText text) throws IOException {
    StringWriter writer = new StringWriter();
    text.writeTo(writer);
    return writer.toString();
  }
}
