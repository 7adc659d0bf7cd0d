package raptor.ir.attr;

import java.util.Objects;

/**
 * A call-site location {@code loc(callsite(callee at caller))}.
 *
 * @param callee the location of the called code
 * @param caller the location of the call
 */
public record CallSiteLoc(Location callee, Location caller) implements Location {
  /** Checks that both parts are present. */
  public CallSiteLoc {
    Objects.requireNonNull(callee, "callee");
    Objects.requireNonNull(caller, "caller");
  }
}
