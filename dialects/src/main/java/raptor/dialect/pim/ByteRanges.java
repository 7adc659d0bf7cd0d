package raptor.dialect.pim;

import raptor.dialect.spat.TensorShapes;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.diag.DiagnosticEngine;

/** Checks that a byte range of a Pim buffer operand stays inside it, as far as it is static. */
final class ByteRanges {
  private ByteRanges() {
  }

  /**
   * Checks {@code [offset, offset + bytes)} against the bytes of {@code buffer}.
   *
   * @param offset the byte offset operand, or {@code null} for 0
   */
  static boolean check(Operation op, DiagnosticEngine diag, String name, Value buffer,
      Value offset, long bytes) {
    Long start = offset == null ? Long.valueOf(0) : StaticValues.constantInteger(offset);
    if (start != null && start < 0) {
      return TensorShapes.fail(op, diag, "expects a non-negative byte offset into '" + name
          + "', but got " + start);
    }
    long capacity = StaticValues.byteSize(buffer.type());
    if (capacity == StaticValues.UNKNOWN) {
      return true;
    }
    if (bytes > capacity) {
      return TensorShapes.fail(op, diag, "accesses " + bytes + " bytes, but '" + name + "' has "
          + capacity);
    }
    if (start != null && start + bytes > capacity) {
      return TensorShapes.fail(op, diag, "byte range [" + start + ", " + (start + bytes)
          + ") is outside the " + capacity + " bytes of '" + name + "'");
    }
    return true;
  }
}
