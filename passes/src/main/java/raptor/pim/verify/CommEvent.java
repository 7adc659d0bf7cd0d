package raptor.pim.verify;

import raptor.ir.Operation;

/**
 * One communication step of a core's expanded program.
 *
 * @param kind what the step does
 * @param peer the other core: send target, receive source, sync target (unused by waits)
 * @param register the event register of a sync or wait
 * @param amount the bytes of a send or receive, the value a wait waits for
 * @param op the op that performs the step
 */
record CommEvent(Kind kind, long peer, long register, long amount, Operation op) {
  /** The kinds of steps. */
  enum Kind {
    SEND, RECEIVE, SYNC, WAIT
  }

  String describe() {
    return switch (kind) {
      case SEND -> "SEND of " + amount + " bytes to core " + peer;
      case RECEIVE -> "RECV of " + amount + " bytes from core " + peer;
      case SYNC -> "SYNC of core " + peer + " event " + register;
      case WAIT -> "WAIT on event " + register + " for value " + amount;
    };
  }
}
