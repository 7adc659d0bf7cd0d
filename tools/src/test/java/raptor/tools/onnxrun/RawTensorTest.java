package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link RawTensor}: element decoding of every type and the size check. */
class RawTensorTest {
  private static RawTensor of(ElementType type, int... bytes) {
    byte[] data = new byte[bytes.length];
    for (int i = 0; i < bytes.length; i++) {
      data[i] = (byte) bytes[i];
    }
    return new RawTensor("t", type, new long[] {bytes.length / type.byteSize()}, data);
  }

  @Test
  void decodesHalfFloats() {
    RawTensor half = of(ElementType.FLOAT16, 0x00, 0x3C, 0x00, 0xC0, 0x01, 0x00, 0x00, 0x7C,
        0x00, 0x7E, 0xFF, 0x7B);
    assertEquals(1.0, half.valueAt(0));
    assertEquals(-2.0, half.valueAt(1));
    assertEquals(0x1p-24, half.valueAt(2));
    assertEquals(Double.POSITIVE_INFINITY, half.valueAt(3));
    assertTrue(Double.isNaN(half.valueAt(4)));
    assertEquals(65504.0, half.valueAt(5));
  }

  @Test
  void decodesBfloat16AndIntegersSignedOrNot() {
    assertEquals(-1.5, of(ElementType.BFLOAT16, 0xC0, 0xBF).valueAt(0));
    assertEquals(-1.0, of(ElementType.INT8, 0xFF).valueAt(0));
    assertEquals(255.0, of(ElementType.UINT8, 0xFF).valueAt(0));
    assertEquals(65535.0, of(ElementType.UINT16, 0xFF, 0xFF).valueAt(0));
    assertEquals(-2.0, of(ElementType.INT32, 0xFE, 0xFF, 0xFF, 0xFF).valueAt(0));
    assertEquals(4294967295.0, of(ElementType.UINT32, 0xFF, 0xFF, 0xFF, 0xFF).valueAt(0));
    assertEquals(0x1p64, of(ElementType.UINT64, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF)
        .valueAt(0));
    assertEquals(1.0, of(ElementType.BOOL, 1).valueAt(0));
  }

  @Test
  void theDataMustHoldTheShape() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new RawTensor("w", ElementType.FLOAT64, new long[] {2, 3}, new byte[40]));
    assertEquals("tensor 'w' of shape 2x3 needs 48 bytes of float64, got 40", e.getMessage());
  }
}
