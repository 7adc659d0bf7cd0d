package raptor.backend.pim.artifact;

import java.util.ArrayList;
import java.util.List;

/**
 * The host (global) memory of a program: its size, which is the length of {@code memory.bin}, and
 * its regions. Input regions appear in function argument order and output regions in result order.
 *
 * @param size the bytes of host memory
 * @param regions the regions, in any address order
 */
public record HostMemory(long size, List<HostRegion> regions) {
  /** Copies the list. */
  public HostMemory {
    regions = List.copyOf(regions);
  }

  /** {@return the input regions in argument order}; O(regions) */
  public List<HostRegion> inputs() {
    return ofKind(RegionKind.INPUT);
  }

  /** {@return the output regions in result order}; O(regions) */
  public List<HostRegion> outputs() {
    return ofKind(RegionKind.OUTPUT);
  }

  private List<HostRegion> ofKind(RegionKind kind) {
    List<HostRegion> selected = new ArrayList<>();
    for (HostRegion region : regions) {
      if (region.kind() == kind) {
        selected.add(region);
      }
    }
    return selected;
  }
}
