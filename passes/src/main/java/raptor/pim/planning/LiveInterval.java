package raptor.pim.planning;

import raptor.ir.Operation;

/**
 * The lifetime of one core-local allocation: the inclusive range of program positions
 * ({@link raptor.pim.ProgramOrder}) from its definition to the last use of it or of an alias.
 *
 * @param alloc the {@code memref.alloc}, or {@code null} in tests of the placement alone
 * @param start the first live position
 * @param end the last live position, at least {@code start}
 * @param size the bytes it needs
 */
public record LiveInterval(Operation alloc, int start, int end, long size) {
  /** {@return whether this and {@code other} are live at a common position} */
  public boolean overlaps(LiveInterval other) {
    return start <= other.end && other.start <= end;
  }
}
