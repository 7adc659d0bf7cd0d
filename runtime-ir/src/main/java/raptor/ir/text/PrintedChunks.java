package raptor.ir.text;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;
import raptor.ir.Operation;

/**
 * Chunks of ops printed by several threads, each claiming the next chunk nobody has claimed,
 * and handed on in order by the one thread that owns the text: a chunk is appended as soon as
 * it and every chunk before it are done, so only the chunks printed ahead are held.
 */
final class PrintedChunks {
  private final List<List<Operation>> chunks;
  private final Function<List<Operation>, PrintedText> printer;
  private final AtomicInteger next = new AtomicInteger();
  private final AtomicReferenceArray<PrintedText> done;
  private volatile boolean stopped;
  private int appended;

  PrintedChunks(List<List<Operation>> chunks, Function<List<Operation>, PrintedText> printer) {
    this.chunks = chunks;
    this.printer = printer;
    this.done = new AtomicReferenceArray<>(chunks.size());
  }

  /** Prints chunks until none is left to claim or {@link #stop()} was called. */
  void printAll() {
    while (printNext()) {
      // Each call prints one chunk.
    }
  }

  /** Claims and prints the next chunk; {@return false when none was left to claim} */
  boolean printNext() {
    int index = stopped ? chunks.size() : next.getAndIncrement();
    if (index >= chunks.size()) {
      return false;
    }
    done.set(index, printer.apply(chunks.get(index)));
    return true;
  }

  /** Makes every thread stop claiming chunks, as when one of them failed. */
  void stop() {
    stopped = true;
  }

  /**
   * Appends to {@code text}, in order, the chunks done since the last call that directly follow
   * those appended before; only the thread that owns {@code text} calls it.
   */
  void appendDone(PrintedText text) {
    while (appended < chunks.size()) {
      PrintedText chunk = done.getAndSet(appended, null);
      if (chunk == null) {
        return;
      }
      text.appendAll(chunk);
      appended++;
    }
  }

  /** {@return whether every chunk was appended} */
  boolean allAppended() {
    return appended == chunks.size();
  }
}
