package raptor.dialect.spat.transforms.scheduling;

/**
 * One synchronization instruction of a core's program: {@code SYNC register -> core} increments
 * register {@code register} of core {@code core}; {@code WAIT register, value} waits until the
 * local register equals {@code value}, then resets it.
 *
 * @param isWait whether it is a WAIT (else a SYNC)
 * @param core the target core of a SYNC, -1 for a WAIT
 * @param register the event register
 * @param value the expected count of a WAIT, 0 for a SYNC
 */
public record SyncEvent(boolean isWait, int core, int register, int value) {
  /** {@return {@code SYNC register -> core}} */
  public static SyncEvent sync(int core, int register) {
    return new SyncEvent(false, core, register, 0);
  }

  /** {@return {@code WAIT register, value}} */
  public static SyncEvent waitFor(int register, int value) {
    return new SyncEvent(true, -1, register, value);
  }
}
