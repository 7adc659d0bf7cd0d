package raptor.tblgen.ods;

/**
 * A region entry.
 *
 * @param name the name
 * @param summary the constraint summary, such as "region with 1 blocks"
 * @param blocks the required number of blocks, or {@code -1}
 * @param variadic whether it stands for any number of regions (last entry only)
 */
public record RegionSpec(String name, String summary, int blocks, boolean variadic) {
}
