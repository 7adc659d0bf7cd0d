package raptor.ir.attr;

import java.util.Objects;

/**
 * An affine map attribute {@code affine_map<(d0) -> (d0 + 1)>}; printed as a {@code #map} alias.
 *
 * @param map the map
 */
public record AffineMapAttr(AffineMap map) implements Attribute {
  /** Checks that the map is present. */
  public AffineMapAttr {
    Objects.requireNonNull(map, "map");
  }
}
