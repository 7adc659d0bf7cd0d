package raptor.dialect.spat.eval;

/**
 * The resolved offsets, sizes and strides of a tensor slice op ({@code tensor.extract_slice},
 * {@code insert_slice}, {@code parallel_insert_slice}): {@code sizes[d]} elements from
 * {@code offsets[d]}, spaced by {@code strides[d]}, in each dimension of the whole tensor.
 */
record Slice(long[] offsets, long[] sizes, long[] strides) {
  /** {@return whether the slice lies inside a tensor of {@code shape}} */
  boolean fits(int[] shape) {
    for (int d = 0; d < shape.length; d++) {
      long last = offsets[d] + (sizes[d] - 1) * strides[d];
      if (offsets[d] < 0 || sizes[d] > 0 && (last < 0 || last >= shape[d])) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return the row-major index in a tensor of {@code shape}, which the slice fits, of each
   * element of the slice, in slice order}
   */
  int[] indices(int[] shape) {
    long count = 1;
    for (long size : sizes) {
      count *= size;
    }
    int[] at = new int[Math.toIntExact(count)];
    long[] index = new long[sizes.length];
    for (int e = 0; e < at.length; e++) {
      long linear = 0;
      for (int d = 0; d < sizes.length; d++) {
        linear = linear * shape[d] + offsets[d] + index[d] * strides[d];
      }
      at[e] = (int) linear;
      for (int d = sizes.length - 1; d >= 0; d--) {
        if (++index[d] < sizes[d]) {
          break;
        }
        index[d] = 0;
      }
    }
    return at;
  }
}
