package raptor.sim.timing;

import java.util.Arrays;

/**
 * SystemC's timed-event queue ({@code sc_ppq}): a 1-indexed binary heap compared on time only, so
 * equal times come out in an order that depends on every earlier insert and extract. Exactness of
 * the model depends on reproducing this order ({@link Quirks#HEAP_TIE_ORDER}), so this is not a
 * {@link java.util.PriorityQueue}.
 */
final class PpqHeap {
  private long[] times = new long[64];
  private Proc[] items = new Proc[64];
  private int size;

  /** {@return the number of queued items} */
  int size() {
    return size;
  }

  /** {@return the earliest time; the heap must not be empty} */
  long topTime() {
    return times[1];
  }

  /** Inserts {@code item} at {@code time}: appended, then sifted up while the parent is later. */
  void insert(long time, Proc item) {
    if (size + 1 == times.length) {
      times = Arrays.copyOf(times, times.length * 2);
      items = Arrays.copyOf(items, items.length * 2);
    }
    int i = ++size;
    while (i > 1 && time < times[i >> 1]) {
      times[i] = times[i >> 1];
      items[i] = items[i >> 1];
      i >>= 1;
    }
    times[i] = time;
    items[i] = item;
  }

  /**
   * Removes and returns the root: the last item moves to the root and sifts down, a child taking
   * its place only if strictly earlier, the left child tested first.
   */
  Proc extract() {
    Proc top = items[1];
    long time = times[size];
    Proc moving = items[size];
    items[size] = null;
    size--;
    int i = 1;
    while (true) {
      int left = 2 * i;
      if (left > size) {
        break;
      }
      int best = times[left] < time ? left : i;
      long bestTime = best == left ? times[left] : time;
      int right = left + 1;
      if (right <= size && times[right] < bestTime) {
        best = right;
      }
      if (best == i) {
        break;
      }
      times[i] = times[best];
      items[i] = items[best];
      i = best;
    }
    if (size > 0) {
      times[i] = time;
      items[i] = moving;
    }
    return top;
  }
}
