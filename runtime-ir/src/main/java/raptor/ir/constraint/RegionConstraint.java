package raptor.ir.constraint;

import java.util.Objects;
import raptor.ir.Region;

/**
 * A named region constraint: any region, or a region with an exact number of blocks.
 *
 * @param summary the phrase completing "failed to verify constraint: ...", or "" for none
 * @param blocks the required number of blocks, or {@code -1} for any number
 */
public record RegionConstraint(String summary, int blocks) {
  /** Checks the components. */
  public RegionConstraint {
    Objects.requireNonNull(summary, "summary");
  }

  /** {@return the constraint accepting every region} */
  public static RegionConstraint any() {
    return new RegionConstraint("any region", -1);
  }

  /** {@return the constraint on a region of exactly {@code n} blocks} */
  public static RegionConstraint sized(int n) {
    return new RegionConstraint("region with " + n + " blocks", n);
  }

  /** {@return whether {@code region} satisfies the constraint; counts blocks, O(blocks)} */
  public boolean test(Region region) {
    if (blocks < 0) {
      return true;
    }
    int count = 0;
    for (var b = region.firstBlock(); b != null; b = b.nextBlock()) {
      count++;
    }
    return count == blocks;
  }
}
