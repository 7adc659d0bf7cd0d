package raptor.ir.attr;

import java.util.Objects;

/**
 * A sparse constant {@code sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>}: COO indices and
 * the values at them; every other element is zero.
 *
 * @param type the shaped type of the whole constant
 * @param indices an {@code i64} dense attribute of shape {@code [nnz, rank]}
 * @param values a dense attribute of shape {@code [nnz]} with the element type of {@code type}
 */
public record SparseElementsAttr(ShapedType type, DenseElementsAttr indices,
    DenseElementsAttr values) implements Attribute {
  /** Checks that all parts are present. */
  public SparseElementsAttr {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(indices, "indices");
    Objects.requireNonNull(values, "values");
  }
}
