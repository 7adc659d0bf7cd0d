package raptor.ir.attr;

import java.util.List;
import java.util.Objects;

/**
 * An unranked tensor type {@code tensor<*xf32>}.
 *
 * @param elementType the element type
 */
public record UnrankedTensorType(Type elementType) implements ShapedType {
  /** Checks that the element type is present. */
  public UnrankedTensorType {
    Objects.requireNonNull(elementType, "elementType");
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
