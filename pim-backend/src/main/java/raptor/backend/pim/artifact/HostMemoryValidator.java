package raptor.backend.pim.artifact;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Checks the host memory layout: the size and every region fit in the i32 range, regions lie inside
 * the memory, initial bytes match the region size, and no constant overlaps another region
 * (inputs and outputs may alias each other). O(regions log regions).
 */
final class HostMemoryValidator {
  private HostMemoryValidator() {}

  static void validate(HostMemory memory, List<ArtifactProblem> problems) {
    if (!I32Range.contains(memory.size())) {
      problems.add(
          new ArtifactProblem("host memory", "size " + memory.size() + " " + I32Range.OUTSIDE));
    }
    for (HostRegion region : memory.regions()) {
      checkRegion(region, memory.size(), problems);
    }
    checkConstantOverlaps(memory.regions(), problems);
  }

  private static void checkRegion(
      HostRegion region, long memorySize, List<ArtifactProblem> problems) {
    String where = region.describe();
    boolean addressFits = I32Range.contains(region.address());
    boolean sizeFits = I32Range.contains(region.size());
    if (!addressFits) {
      problems.add(
          new ArtifactProblem(where, "address " + region.address() + " " + I32Range.OUTSIDE));
    }
    if (!sizeFits) {
      problems.add(new ArtifactProblem(where, "size " + region.size() + " " + I32Range.OUTSIDE));
    }
    if (addressFits && sizeFits && region.end() > memorySize) {
      problems.add(
          new ArtifactProblem(
              where,
              "ends at " + region.end() + ", beyond the host memory size " + memorySize));
    }
    int initialBytes = region.contents().length;
    if (initialBytes != 0 && initialBytes != region.size()) {
      problems.add(
          new ArtifactProblem(
              where, "has " + initialBytes + " initial bytes for a size of " + region.size()));
    }
  }

  /**
   * Sweeps the regions by address. A region overlaps an earlier one exactly when it starts before
   * the largest earlier end, so tracking the earlier region and the earlier constant with the
   * largest end finds every constant involved in an overlap.
   */
  private static void checkConstantOverlaps(
      List<HostRegion> regions, List<ArtifactProblem> problems) {
    List<HostRegion> byAddress = new ArrayList<>(regions);
    byAddress.sort(Comparator.comparingLong(HostRegion::address));
    HostRegion furthest = null;
    HostRegion furthestConstant = null;
    for (HostRegion region : byAddress) {
      if (region.size() <= 0) {
        continue;
      }
      boolean isConstant = region.kind() == RegionKind.CONSTANT;
      if (furthestConstant != null && region.address() < furthestConstant.end()) {
        problems.add(overlap(furthestConstant, region));
      } else if (isConstant && furthest != null && region.address() < furthest.end()) {
        problems.add(overlap(region, furthest));
      }
      if (furthest == null || region.end() > furthest.end()) {
        furthest = region;
      }
      if (isConstant && (furthestConstant == null || region.end() > furthestConstant.end())) {
        furthestConstant = region;
      }
    }
  }

  private static ArtifactProblem overlap(HostRegion constant, HostRegion other) {
    return new ArtifactProblem(
        constant.describe(),
        "["
            + constant.address()
            + ", "
            + constant.end()
            + ") overlaps "
            + other.describe()
            + " ["
            + other.address()
            + ", "
            + other.end()
            + ")");
  }
}
