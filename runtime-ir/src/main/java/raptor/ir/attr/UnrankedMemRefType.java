package raptor.ir.attr;

import java.util.List;
import java.util.Objects;

/**
 * An unranked memref type {@code memref<*xf32, memorySpace>}.
 *
 * @param elementType the element type
 * @param memorySpace the memory space, or {@code null} for the default space (0 is normalised to
 *     {@code null})
 */
public record UnrankedMemRefType(Type elementType, Attribute memorySpace) implements ShapedType {
  /** Checks the element type and normalises the memory space. */
  public UnrankedMemRefType {
    Objects.requireNonNull(elementType, "elementType");
    memorySpace = MemRefType.normalizeMemorySpace(memorySpace);
  }

  @Override
  public boolean hasRank() {
    return false;
  }

  @Override
  public List<Long> shape() {
    return List.of();
  }
}
