package raptor.dialect.spat.eval;

import java.util.Arrays;

/**
 * A dense row-major float tensor: a shape and its values. Immutable once built; accessors copy.
 */
public final class FloatTensor {
  private final int[] shape;
  private final float[] values;

  private FloatTensor(int[] shape, float[] values) {
    this.shape = shape;
    this.values = values;
  }

  /**
   * {@return the tensor of {@code shape} holding {@code values} in row-major order}
   *
   * @throws IllegalArgumentException when the counts disagree
   */
  public static FloatTensor of(int[] shape, float... values) {
    long count = 1;
    for (int dim : shape) {
      count *= dim;
    }
    if (count != values.length) {
      throw new IllegalArgumentException("shape " + Arrays.toString(shape) + " holds " + count
          + " values, got " + values.length);
    }
    return new FloatTensor(shape.clone(), values.clone());
  }

  /** {@return the tensor of {@code shape} holding zeros} */
  public static FloatTensor zeros(int[] shape) {
    long count = 1;
    for (int dim : shape) {
      count *= dim;
    }
    return new FloatTensor(shape.clone(), new float[Math.toIntExact(count)]);
  }

  /** {@return the dimension sizes} */
  public int[] shape() {
    return shape.clone();
  }

  /** {@return the values in row-major order} */
  public float[] values() {
    return values.clone();
  }

  /** {@return the number of values} */
  public int size() {
    return values.length;
  }

  /** {@return the value at row-major {@code index}} */
  public float at(int index) {
    return values[index];
  }

  /** {@return the size of dimension {@code dim}} */
  public int dim(int dim) {
    return shape[dim];
  }

  /** {@return the number of dimensions} */
  public int rank() {
    return shape.length;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof FloatTensor t && Arrays.equals(shape, t.shape)
        && Arrays.equals(values, t.values);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(shape) + Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return Arrays.toString(shape) + Arrays.toString(values);
  }
}
