package raptor.ir.attr;

import java.util.LinkedHashSet;
import java.util.List;

/**
 * A fused location {@code loc(fused<metadata>[a, b])}, combining several locations.
 *
 * <p>Use {@link #of} to get MLIR's normalisation (a single location without metadata is itself).
 *
 * @param metadata the metadata attribute, or {@code null}
 * @param locations the fused locations
 */
public record FusedLoc(Attribute metadata, List<Location> locations) implements Location {
  /** Copies the list. */
  public FusedLoc {
    locations = List.copyOf(locations);
  }

  /**
   * {@return the fusion of {@code locations} as MLIR normalises it}
   *
   * <p>Unknown locations and duplicates are dropped and nested fused locations without metadata
   * are flattened. Without metadata, nothing left gives {@code loc(unknown)} and a single location
   * is returned as is; with metadata, nothing left gives {@code fused<m>[unknown]}.
   */
  public static Location of(Attribute metadata, List<Location> locations) {
    LinkedHashSet<Location> unique = new LinkedHashSet<>();
    for (Location loc : locations) {
      if (loc instanceof FusedLoc && ((FusedLoc) loc).metadata() == null) {
        unique.addAll(((FusedLoc) loc).locations());
      } else if (!(loc instanceof UnknownLoc)) {
        unique.add(loc);
      }
    }
    if (unique.isEmpty()) {
      return metadata == null
          ? UnknownLoc.INSTANCE
          : new FusedLoc(metadata, List.of(UnknownLoc.INSTANCE));
    }
    if (unique.size() == 1 && metadata == null) {
      return unique.iterator().next();
    }
    return new FusedLoc(metadata, List.copyOf(unique));
  }
}
