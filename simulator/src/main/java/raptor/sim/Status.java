package raptor.sim;

/** What executing one instruction did; anything but {@link #COMPLETED} ends the core's turn. */
enum Status {
  /** The instruction finished; the pc advances and the core keeps running. */
  COMPLETED,
  /** The core had no instruction to run (finished, or waiting at a barrier). */
  NOT_EXECUTED,
  /** A {@code wait}: the scheduler checks the event count. */
  WAITING,
  /** A {@code sync}: the scheduler increments the target's event register. */
  SYNC,
  /** A {@code send} waiting for its matching {@code recv}. */
  SENDING,
  /** A {@code recv} waiting for its matching {@code send}. */
  RECEIVING
}
