package raptor.sim.timing;

import java.util.Arrays;

/**
 * SystemC's timed-event queue ({@code sc_ppq}): a 1-indexed binary heap compared on time only, so
 * equal times come out in an order that depends on every earlier insert and extract. Exactness of
 * the model depends on reproducing this order (quirk #18), so this is not a
 * {@link java.util.PriorityQueue}.
 *
 * <p>The heap holds primitives only, a time and a thread number per slot ({@link Proc#heapId}), so
 * that moving items costs no reference stores. Insert and extract are O(log n).
 */
final class PpqHeap {
  private long[] times = new long[64];
  private int[] ids = new int[64];
  private int size;
  /** The threads by number, numbered on their first insert. */
  private Proc[] procs = new Proc[16];
  private int procCount;

  /** {@return the number of queued items} */
  int size() {
    return size;
  }

  /** {@return the earliest time; the heap must not be empty} */
  long topTime() {
    return times[1];
  }

  /** {@return the root item, without removing it; the heap must not be empty} */
  Proc top() {
    return procs[ids[1]];
  }

  /** {@return the earliest time of the items below the root; the heap must hold at least two} */
  long secondTime() {
    return size >= 3 ? Math.min(times[2], times[3]) : times[2];
  }

  /** Inserts {@code item} at {@code time}: appended, then sifted up while the parent is later. */
  void insert(long time, Proc item) {
    if (size + 1 == times.length) {
      times = Arrays.copyOf(times, times.length * 2);
      ids = Arrays.copyOf(ids, ids.length * 2);
    }
    int id = idOf(item);
    int i = ++size;
    while (i > 1 && time < times[i >> 1]) {
      times[i] = times[i >> 1];
      ids[i] = ids[i >> 1];
      i >>= 1;
    }
    times[i] = time;
    ids[i] = id;
  }

  private int idOf(Proc item) {
    if (item.heapId < 0) {
      if (procCount == procs.length) {
        procs = Arrays.copyOf(procs, procs.length * 2);
      }
      item.heapId = procCount;
      procs[procCount++] = item;
    }
    return item.heapId;
  }

  /**
   * Removes and returns the root: the last item moves to the root and sifts down, a child taking
   * its place only if strictly earlier, the left child tested first.
   */
  Proc extract() {
    Proc top = procs[ids[1]];
    removeRoot();
    return top;
  }

  /**
   * Does what {@link #extract} and then {@link #insert} of the same root item at {@code time} do,
   * where {@code time} is strictly earlier than every other item, and {@return whether that left
   * every other item where it was}. It did exactly when the last item's sift-down stopped at its
   * own parent: the insert's sift-up then moves the same path back down. Such a re-insertion
   * leaves the other items in place every time it is repeated at a time still earlier than all of
   * them, so the caller may then move the root's time with {@link #retimeRoot}.
   */
  boolean requeueRoot(long time) {
    Proc root = procs[ids[1]];
    int last = size;
    int settled = removeRoot();
    insert(time, root);
    return settled == last >> 1;
  }

  /** Sets the root's time to {@code time}, which must not be later than any other item's. */
  void retimeRoot(long time) {
    times[1] = time;
  }

  /** Removes the root and {@return the slot where the moved last item settled (0 if none)} */
  private int removeRoot() {
    long time = times[size];
    int moving = ids[size];
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
      ids[i] = ids[best];
      i = best;
    }
    if (size > 0) {
      times[i] = time;
      ids[i] = moving;
      return i;
    }
    return 0;
  }
}
