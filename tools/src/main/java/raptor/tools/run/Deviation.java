package raptor.tools.run;

import java.io.Serializable;
import java.util.List;
import raptor.dialect.spat.eval.FloatTensor;

/**
 * The worst element of a comparison of actual with expected results: the one furthest outside
 * (or closest to the edge of) the tolerance.
 *
 * @param result the index of the result tensor
 * @param index the row-major element index in it
 * @param coordinates the element's coordinates, as {@code [i, j]}
 * @param expected the expected value
 * @param actual the actual value
 * @param excess the deviation in units of the allowed one ({@link Tolerance#excess})
 */
public record Deviation(int result, int index, String coordinates, float expected, float actual,
    double excess) implements Serializable {

  /**
   * {@return the worst element of {@code actual} against {@code expected}, or {@code null} when
   * there are no elements}
   */
  public static Deviation worst(List<FloatTensor> expected, List<FloatTensor> actual,
      Tolerance tolerance) {
    Deviation worst = null;
    for (int result = 0; result < expected.size(); result++) {
      FloatTensor want = expected.get(result);
      FloatTensor got = actual.get(result);
      for (int i = 0; i < want.size(); i++) {
        double excess = tolerance.excess(want.at(i), got.at(i));
        if (worst == null || excess > worst.excess) {
          worst = new Deviation(result, i, coordinates(want.shape(), i), want.at(i), got.at(i),
              excess);
        }
      }
    }
    return worst;
  }

  /** {@return whether the element is within the tolerance} */
  public boolean within() {
    return excess <= 1;
  }

  /** {@return the element and its values, for a PASS or FAIL line} */
  public String describe() {
    return "result " + result + " element " + index + " " + coordinates + ": expected "
        + expected + ", actual " + actual + " (|diff| " + Math.abs((double) actual - expected)
        + ")";
  }

  private static String coordinates(int[] shape, int index) {
    StringBuilder text = new StringBuilder("]");
    int rest = index;
    for (int dim = shape.length - 1; dim >= 0; dim--) {
      text.insert(0, rest % shape[dim]).insert(0, dim == 0 ? "[" : ", ");
      rest /= shape[dim];
    }
    return shape.length == 0 ? "[]" : text.toString();
  }
}
