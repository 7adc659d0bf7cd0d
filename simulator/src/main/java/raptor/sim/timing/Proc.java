package raptor.sim.timing;

/**
 * A SystemC thread of the model as an explicit state machine, resumed by the kernel. The heap
 * refers to a thread by a small number it hands out on the first insert, so that the heap holds
 * only primitives.
 */
abstract class Proc {
  /** The number {@link PpqHeap} knows this thread by, or -1 before its first insert. */
  int heapId = -1;

  /** Runs from the current state until the next suspension. */
  abstract void resume();
}
