package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

/**
 * Test support: outputs compared as ONNX's runner compares them, {@code |actual - expected| <=
 * atol + rtol * |expected|} per element (NaN only matches NaN), failing with the worst element.
 */
final class Closeness {
  private Closeness() {
  }

  /** Asserts that {@code actual} matches {@code expected} tensor by tensor. */
  static void assertClose(List<RawTensor> expected, List<RawTensor> actual, double atol,
      double rtol, String what) {
    assertEquals(expected.size(), actual.size(), what + ": output count");
    for (int t = 0; t < expected.size(); t++) {
      RawTensor e = expected.get(t);
      RawTensor a = actual.get(t);
      assertArrayEquals(e.shape(), a.shape(), what + ": shape of output " + t);
      assertEquals(e.elementType(), a.elementType(), what + ": element type of output " + t);
      for (long i = 0; i < e.elementCount(); i++) {
        double x = e.valueAt(i);
        double y = a.valueAt(i);
        boolean close = Double.isNaN(x) ? Double.isNaN(y)
            : x == y || Math.abs(y - x) <= atol + rtol * Math.abs(x);
        if (!close) {
          fail(what + ": output " + t + " element " + i + ": expected " + x + ", got " + y
              + " (|diff| " + Math.abs(y - x) + ")");
        }
      }
    }
  }
}
