package raptor.ir.text;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Printed text held in fixed-size blocks, so that a large output never grows one buffer by
 * doubling (which leaves up to half of it unused and its old copies as garbage) and is never
 * copied whole.
 *
 * <p>Text is appended to an open buffer, {@link #tail()}, which {@link #closeTail()} moves
 * into the blocks; the concurrent printer fills one text per chunk and joins them with
 * {@link #appendAll(PrintedText)}. The text is the blocks in order, followed by the tail.
 *
 * <p>A text made by {@link #streamingTo(Writer)} keeps no blocks: what would become one is
 * written to its sink instead, so that a large output is never held whole.
 */
public final class PrintedText {
  /** The chars of one block. */
  static final int BLOCK_CHARS = 1 << 18;
  /** The tail length from which a printer moves the tail into blocks between ops. */
  static final int TAIL_FLUSH_CHARS = 1 << 16;
  private static final int SLICE = 1 << 14;

  private final List<StringBuilder> blocks = new ArrayList<>();
  private final StringBuilder tail = new StringBuilder();
  private final Writer sink;
  private IOException sinkFailure;
  private char[] slice;

  /** An empty text that keeps what is appended. */
  public PrintedText() {
    this(null);
  }

  private PrintedText(Writer sink) {
    this.sink = sink;
  }

  /**
   * {@return an empty text that writes its tail and the blocks it is given to {@code sink}
   * instead of keeping them} The first failure of the sink is kept for {@link #finish()}, and
   * nothing more is written after it; {@link #truncate(Mark)} cannot take back what was
   * written, so an output that fails part way is to be dropped whole.
   */
  public static PrintedText streamingTo(Writer sink) {
    return new PrintedText(sink);
  }

  /** {@return the open buffer, which text is appended to; it stays the same object} */
  public StringBuilder tail() {
    return tail;
  }

  /**
   * Moves the text of the tail into the blocks (or, streaming, writes it to the sink), leaving
   * the tail empty.
   */
  void closeTail() {
    if (sink != null) {
      drain(tail);
      tail.setLength(0);
      return;
    }
    int length = tail.length();
    for (int start = 0; start < length; ) {
      StringBuilder block = blocks.isEmpty() ? null : blocks.get(blocks.size() - 1);
      if (block == null || block.length() == BLOCK_CHARS) {
        block = new StringBuilder(BLOCK_CHARS);
        blocks.add(block);
      }
      int end = Math.min(length, start + Math.min(SLICE, BLOCK_CHARS - block.length()));
      tail.getChars(start, end, slice(), 0);
      block.append(slice, 0, end - start);
      start = end;
    }
    tail.setLength(0);
  }

  /** Appends the whole of {@code other}, whose blocks this text takes over uncopied. */
  void appendAll(PrintedText other) {
    closeTail();
    other.closeTail();
    if (sink == null) {
      blocks.addAll(other.blocks);
      return;
    }
    for (StringBuilder block : other.blocks) {
      drain(block);
    }
  }

  /**
   * Writes what a text made by {@link #streamingTo(Writer)} still holds to its sink, and flushes
   * the sink.
   *
   * @throws IOException the first failure of the sink, here or before
   */
  public void finish() throws IOException {
    if (sink == null) {
      throw new IllegalStateException("only a streaming text has a sink to finish");
    }
    closeTail();
    if (sinkFailure == null) {
      try {
        sink.flush();
      } catch (IOException e) {
        sinkFailure = e;
      }
    }
    if (sinkFailure != null) {
      throw sinkFailure;
    }
  }

  private void drain(StringBuilder text) {
    if (sinkFailure != null) {
      return;
    }
    try {
      write(text, sink, slice());
    } catch (IOException e) {
      sinkFailure = e;
    }
  }

  private char[] slice() {
    if (slice == null) {
      slice = new char[SLICE];
    }
    return slice;
  }

  /** {@return a mark of the current end, for {@link #truncate(Mark)}} */
  public Mark mark() {
    closeTail();
    StringBuilder last = blocks.isEmpty() ? null : blocks.get(blocks.size() - 1);
    return new Mark(blocks.size(), last == null ? 0 : last.length());
  }

  /** Drops everything appended after {@code mark} was taken. */
  public void truncate(Mark mark) {
    tail.setLength(0);
    blocks.subList(mark.blocks, blocks.size()).clear();
    if (mark.blocks > 0) {
      blocks.get(mark.blocks - 1).setLength(mark.lastBlockLength);
    }
  }

  /** Writes the whole text to {@code writer} in slices, never as one copy. */
  public void writeTo(Writer writer) throws IOException {
    char[] buffer = new char[SLICE];
    for (StringBuilder block : blocks) {
      write(block, writer, buffer);
    }
    write(tail, writer, buffer);
  }

  private static void write(StringBuilder text, Writer writer, char[] buffer)
      throws IOException {
    for (int start = 0; start < text.length(); start += SLICE) {
      int end = Math.min(text.length(), start + SLICE);
      text.getChars(start, end, buffer, 0);
      writer.write(buffer, 0, end - start);
    }
  }

  @Override
  public String toString() {
    StringBuilder whole = new StringBuilder();
    blocks.forEach(whole::append);
    return whole.append(tail).toString();
  }

  /** A position in the text: the number of blocks and the length of the last one. */
  public record Mark(int blocks, int lastBlockLength) {
  }
}
