package raptor.sim.timing;

/** A SystemC thread of the model as an explicit state machine: resumed by the kernel. */
interface Proc {
  /** Runs from the current state until the next suspension. */
  void resume();
}
