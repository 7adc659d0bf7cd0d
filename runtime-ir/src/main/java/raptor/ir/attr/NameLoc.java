package raptor.ir.attr;

import java.util.Objects;

/**
 * A named location {@code loc("name")} or {@code loc("name"(child))}.
 *
 * @param name the name
 * @param child the nested location, or {@code null} (printed as nothing; MLIR's unknown child)
 */
public record NameLoc(String name, Location child) implements Location {
  /** Checks the name; an unknown child is stored as {@code null}. */
  public NameLoc {
    Objects.requireNonNull(name, "name");
    if (child instanceof UnknownLoc) {
      child = null;
    }
  }
}
