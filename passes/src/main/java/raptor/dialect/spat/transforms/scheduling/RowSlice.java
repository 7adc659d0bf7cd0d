package raptor.dialect.spat.transforms.scheduling;

import java.util.Arrays;
import java.util.List;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;

/**
 * The static offsets, sizes and unit strides of a slice of whole rows
 * {@code [row, row + count)} of a tensor, for the {@code extract_slice} and
 * {@code insert_slice} that move rows between a tensor and its pieces.
 *
 * @param offsets {@code [row, 0, ...]}
 * @param sizes {@code [count, rest of the tensor's shape]}
 * @param strides all 1
 * @param type the type of the rows
 */
record RowSlice(DenseArrayAttr offsets, DenseArrayAttr sizes, DenseArrayAttr strides,
    RankedTensorType type) {
  /** {@return the slice of rows {@code [row, row + count)} of {@code tensor}} */
  static RowSlice of(Value tensor, long row, long count) {
    return withFirstOffset(tensor, row, count);
  }

  /**
   * {@return the slice of {@code count} rows of {@code tensor} from a row given as a value: its
   * first offset is dynamic}
   */
  static RowSlice ofDynamicRow(Value tensor, long count) {
    return withFirstOffset(tensor, ShapedType.DYNAMIC, count);
  }

  private static RowSlice withFirstOffset(Value tensor, long row, long count) {
    List<Long> shape = ((ShapedType) tensor.type()).shape();
    long[] offsets = new long[shape.size()];
    long[] sizes = shape.stream().mapToLong(Long::longValue).toArray();
    long[] strides = new long[shape.size()];
    Arrays.fill(strides, 1);
    offsets[0] = row;
    sizes[0] = count;
    RankedTensorType whole = (RankedTensorType) tensor.type();
    return new RowSlice(DenseArrayAttr.ofI64(offsets), DenseArrayAttr.ofI64(sizes),
        DenseArrayAttr.ofI64(strides), RankedTensorType.of(
            Arrays.stream(sizes).boxed().toList(), whole.elementType()));
  }
}
