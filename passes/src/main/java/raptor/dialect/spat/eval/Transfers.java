package raptor.dialect.spat.eval;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The communication state of an evaluation: one FIFO channel per (source, target) core pair,
 * matched in program order as on the hardware, and the pipeline host buffer by byte offset.
 */
final class Transfers {
  private record CorePair(long source, long target) {
  }

  private final Map<CorePair, Deque<FloatTensor>> channels = new HashMap<>();
  private final Map<Long, FloatTensor> host = new HashMap<>();

  void send(long source, long target, FloatTensor value) {
    channels.computeIfAbsent(new CorePair(source, target), k -> new ArrayDeque<>()).add(value);
  }

  /** {@return the oldest value sent from {@code source} to {@code target}, or {@code null}} */
  FloatTensor receive(long source, long target) {
    Deque<FloatTensor> queue = channels.get(new CorePair(source, target));
    return queue == null ? null : queue.poll();
  }

  void store(long offset, FloatTensor value) {
    host.put(offset, value);
  }

  /** {@return the value last stored at {@code offset}, or {@code null}} */
  FloatTensor load(long offset) {
    return host.get(offset);
  }
}
