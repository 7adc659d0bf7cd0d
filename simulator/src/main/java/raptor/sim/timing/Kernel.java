package raptor.sim.timing;

import java.util.ArrayDeque;

/**
 * Simulated time and the ways a thread suspends: a timed wait ({@link #waitFor} with a positive
 * delay, into the heap) and a wait for another process's notification, which then makes it
 * runnable with {@link #wake}.
 *
 * <p>A zero-delay wait and a notification both append the thread to one FIFO of runnable threads.
 * This is the reference model's order: a thread that waits 0 before the clock's edge actions runs
 * before the unit bodies those actions start (golden cases s1-0089 and others depend on it).
 */
final class Kernel {
  /** The current time in ps. */
  long now;

  final PpqHeap heap = new PpqHeap();
  private final ArrayDeque<Proc> runnable = new ArrayDeque<>();

  /** Suspends {@code proc} for {@code ps}: a heap item if positive, else runnable again at once. */
  void waitFor(long ps, Proc proc) {
    if (ps > 0) {
      heap.insert(now + ps, proc);
    } else {
      runnable.add(proc);
    }
  }

  /** Makes {@code proc} runnable after the processes already runnable (an immediate notify). */
  void wake(Proc proc) {
    runnable.add(proc);
  }

  /** Runs runnable processes in FIFO order until nothing is runnable at this time. */
  void drain() {
    Proc next;
    while ((next = runnable.poll()) != null) {
      next.resume();
    }
  }

  /** {@return whether no process is runnable} */
  boolean nothingRunnable() {
    return runnable.isEmpty();
  }

  /** {@return whether nothing is runnable and the heap holds at most the clock} */
  boolean idleButClock() {
    return runnable.isEmpty() && heap.size() <= 1;
  }

  /** {@return {@code ns} in ps as SystemC converts it: {@code floor(ns * 1000 + 0.5)}} */
  static long ps(double ns) {
    return (long) (ns * 1000.0 + 0.5);
  }
}
