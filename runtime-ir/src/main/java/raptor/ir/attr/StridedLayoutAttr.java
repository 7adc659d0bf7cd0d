package raptor.ir.attr;

import java.util.List;

/**
 * A strided memref layout {@code strided<[s0, s1], offset: o>}; {@link ShapedType#DYNAMIC} marks a
 * dynamic ({@code ?}) stride or offset.
 *
 * @param offset the offset in elements
 * @param strides the stride of each dimension in elements
 */
public record StridedLayoutAttr(long offset, List<Long> strides) implements Attribute {
  /** Copies the stride list. */
  public StridedLayoutAttr {
    strides = List.copyOf(strides);
  }
}
