package raptor.ir.text;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Printed text held as the ordered pieces the printer made, so that a large output is never
 * copied into one buffer: the chunks a concurrent printer fills become pieces as they are, and
 * the rest is appended to an open buffer, {@link #tail()}.
 *
 * <p>The text is the pieces in order, followed by the tail.
 */
public final class PrintedText {
  private static final int SLICE = 1 << 16;

  private final List<CharSequence> pieces = new ArrayList<>();
  private final StringBuilder tail = new StringBuilder();

  /** {@return the open buffer, which text is appended to; it stays the same object} */
  public StringBuilder tail() {
    return tail;
  }

  /** Appends {@code piece} without copying it; the caller no longer changes it. */
  void appendPiece(CharSequence piece) {
    closeTail();
    pieces.add(piece);
  }

  private void closeTail() {
    if (tail.length() > 0) {
      pieces.add(tail.toString());
      tail.setLength(0);
    }
  }

  /** {@return a mark of the current end, for {@link #truncate(Mark)}} */
  public Mark mark() {
    closeTail();
    return new Mark(pieces.size());
  }

  /** Drops everything appended after {@code mark} was taken. */
  public void truncate(Mark mark) {
    tail.setLength(0);
    pieces.subList(mark.pieces, pieces.size()).clear();
  }

  /** Writes the whole text to {@code writer} in slices, never as one copy. */
  public void writeTo(Writer writer) throws IOException {
    char[] slice = new char[SLICE];
    for (CharSequence piece : pieces) {
      write(piece, writer, slice);
    }
    write(tail, writer, slice);
  }

  /** Writes {@code text}, a String or a StringBuilder, through {@code slice}. */
  private static void write(CharSequence text, Writer writer, char[] slice) throws IOException {
    for (int start = 0; start < text.length(); start += SLICE) {
      int end = Math.min(text.length(), start + SLICE);
      if (text instanceof String string) {
        string.getChars(start, end, slice, 0);
      } else {
        ((StringBuilder) text).getChars(start, end, slice, 0);
      }
      writer.write(slice, 0, end - start);
    }
  }

  @Override
  public String toString() {
    StringBuilder whole = new StringBuilder();
    pieces.forEach(whole::append);
    return whole.append(tail).toString();
  }

  /** A position in the text: the number of closed pieces when it was taken. */
  public record Mark(int pieces) {
  }
}
