package raptor.sim;

/**
 * An instruction failed; the scheduler adds the location and rethrows a {@link
 * SimulationException}.
 */
final class ExecutionFault extends Exception {
  ExecutionFault(String message) {
    super(message, null, false, false);
  }
}
