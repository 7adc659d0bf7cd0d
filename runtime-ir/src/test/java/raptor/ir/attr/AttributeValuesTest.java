package raptor.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Canonical forms of attribute values, so that equal MLIR values compare equal in Java. */
class AttributeValuesTest {
  @Test
  void integerValuesAreWrappedToTheirCanonicalSignedness() {
    assertEquals(BigInteger.valueOf(-1), IntegerAttr.of(IntegerType.I8, 255).value());
    assertEquals(BigInteger.valueOf(255),
        IntegerAttr.of(IntegerType.unsigned(8), -1).value());
    assertEquals(BoolAttr.TRUE, IntegerAttr.of(IntegerType.I1, -1));
    assertEquals(IntegerAttr.of(IntegerType.I32, 7), IntegerAttr.of(IntegerType.I32, 7));
    assertNotEquals(IntegerAttr.of(IntegerType.I32, 7), IntegerAttr.of(IntegerType.I64, 7));
  }

  @Test
  void memrefNormalisesIdentityLayoutAndDefaultSpace() {
    MemRefType plain = MemRefType.of(List.of(4L), FloatType.F32);
    MemRefType verbose = new MemRefType(List.of(4L), FloatType.F32,
        new AffineMapAttr(AffineMap.identity(1)), IntegerAttr.of(IntegerType.I32, 0));
    assertEquals(plain, verbose);
    assertNull(verbose.layout());
    assertNull(verbose.memorySpace());
  }

  @Test
  void fusedLocationsFlattenAndCollapse() {
    Location a = FileLineColLoc.of("a", 1, 1);
    Location b = FileLineColLoc.of("b", 2, 2);
    assertEquals(a, FusedLoc.of(null, List.of(a, UnknownLoc.INSTANCE, a)));
    assertEquals(UnknownLoc.INSTANCE, FusedLoc.of(null, List.of()));
    assertEquals(new FusedLoc(null, List.of(a, b)),
        FusedLoc.of(null, List.of(new FusedLoc(null, List.of(a, b)), b)));
  }

  @Test
  void affineOperatorsSimplifyLikeMlir() {
    AffineExpr d0 = AffineExpr.dim(0);
    AffineExpr s0 = AffineExpr.symbol(0);
    assertEquals(AffineExpr.constant(5), AffineExpr.constant(2).plus(3));
    assertEquals(d0.times(2), d0.plus(d0));
    assertEquals(new AffineExpr.Binary(AffineExpr.Kind.MUL, d0, s0), s0.times(d0));
    assertEquals(d0.times(2), d0.times(128).floorDiv(AffineExpr.constant(64)));
    assertEquals(AffineExpr.constant(0), d0.times(128).mod(AffineExpr.constant(64)));
    assertEquals(d0.mod(AffineExpr.constant(4)),
        d0.minus(d0.floorDiv(AffineExpr.constant(4)).times(4)));
    assertTrue(AffineMap.identity(3).isIdentity());
  }

  @Test
  void denseElementsDetectSplats() {
    RankedTensorType type = RankedTensorType.of(List.of(2L, 2L), IntegerType.I32);
    DenseElementsAttr splat = DenseElementsAttr.ofLongs(type, 7, 7, 7, 7);
    assertTrue(splat.isSplat());
    assertEquals(DenseElementsAttr.ofLongs(type, 7), splat);
    assertEquals(BigInteger.valueOf(7), splat.intValue(3));
    DenseElementsAttr list = DenseElementsAttr.ofLongs(type, 1, 2, 3, -4);
    assertEquals(BigInteger.valueOf(-4), list.intValue(3));
  }

  @Test
  void denseElementsShareABufferButCopyAnArray() {
    RankedTensorType type = RankedTensorType.of(List.of(2L), IntegerType.I16);
    byte[] bytes = {1, 0, 2, 0};
    DenseElementsAttr copied = DenseElementsAttr.ofRaw(type, bytes);
    ByteBuffer shared = ByteBuffer.wrap(bytes.clone());
    DenseElementsAttr viewing = DenseElementsAttr.ofBuffer(type, shared);
    bytes[0] = 9;
    assertEquals(BigInteger.ONE, copied.intValue(0));
    shared.put(0, (byte) 5);
    assertEquals(BigInteger.valueOf(5), viewing.intValue(0));
    assertTrue(viewing.rawBuffer().isReadOnly());
    assertEquals(2, viewing.rawBuffer().order(ByteOrder.LITTLE_ENDIAN).getShort(2));
    assertEquals(copied.hashCode(), DenseElementsAttr.ofBuffer(type,
        ByteBuffer.wrap(new byte[] {1, 0, 2, 0})).hashCode());
  }

  @Test
  void denseElementsHashTheirContentWhereverItIsStored() {
    RankedTensorType type = RankedTensorType.of(List.of(20_000L), IntegerType.I8);
    byte[] bytes = new byte[20_000];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) (i % 251);
    }
    DenseElementsAttr onHeap = DenseElementsAttr.ofRaw(type, bytes);
    ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3);
    direct.position(3);
    direct.put(bytes);
    direct.position(3);
    DenseElementsAttr offHeap = DenseElementsAttr.ofBuffer(type, direct);
    assertEquals(onHeap, offHeap);
    assertEquals(onHeap.hashCode(), offHeap.hashCode());
    bytes[bytes.length - 1] ^= 1;
    assertNotEquals(onHeap.hashCode(), DenseElementsAttr.ofRaw(type, bytes).hashCode(),
        "the last byte of the last block counts");
  }

  @Test
  void denseFloatsKeepTheirBits() {
    RankedTensorType type = RankedTensorType.of(List.of(3L), FloatType.F32);
    float signaling = Float.intBitsToFloat(0x7f800001);
    DenseElementsAttr floats = DenseElementsAttr.ofFloats(type, 1.5f, -0.25f, signaling);
    assertEquals(DenseElementsAttr.ofFloats(type, 1.5f, -0.25f, signaling), floats);
    ByteBuffer bits = floats.rawBuffer().order(ByteOrder.LITTLE_ENDIAN);
    assertEquals(Float.floatToRawIntBits(-0.25f), bits.getInt(4));
    assertEquals(0x7f800001, bits.getInt(8), "a signaling NaN keeps its payload");
    assertEquals(DenseElementsAttr.ofDoubles(type, 1.5, -0.25, 2.0),
        DenseElementsAttr.ofFloats(type, 1.5f, -0.25f, 2.0f));
    assertTrue(DenseElementsAttr.ofFloats(type, 7f).isSplat());
    RankedTensorType wide = RankedTensorType.of(List.of(1L), FloatType.F64);
    assertThrows(IllegalArgumentException.class, () -> DenseElementsAttr.ofFloats(wide, 1f));
  }

  @Test
  void denseElementsOverABufferAreNormalizedAndSplatsCopied() {
    RankedTensorType bools = RankedTensorType.of(List.of(3L), IntegerType.I1);
    ByteBuffer wide = ByteBuffer.wrap(new byte[] {3, 0, 1});
    DenseElementsAttr normalized = DenseElementsAttr.ofBuffer(bools, wide);
    assertEquals(DenseElementsAttr.ofRaw(bools, new byte[] {1, 0, 1}), normalized);
    assertEquals(3, wide.get(0), "the caller's buffer is left alone");
    RankedTensorType type = RankedTensorType.of(List.of(1000L), IntegerType.I8);
    DenseElementsAttr splat = DenseElementsAttr.ofBuffer(type, ByteBuffer.allocate(1000));
    assertTrue(splat.isSplat());
    assertEquals(1, splat.rawBuffer().capacity(), "a splat keeps one element, not the buffer");
  }

  @Test
  void floatAttributesKeepExactBits() {
    assertEquals(BigInteger.valueOf(0x2E66), FloatAttr.of(FloatType.F16, 0.1).bits());
    assertEquals(0.0999755859375, FloatAttr.of(FloatType.F16, 0.1).doubleValue());
    assertEquals(BigInteger.valueOf(0x3E9A), FloatAttr.of(FloatType.BF16, 0.3).bits());
  }
}
