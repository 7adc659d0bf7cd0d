package raptor.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.text.AttrPrinter;

/** Strided layouts as MLIR's getStridesAndOffset and canonicalizeStridedLayout see them. */
class LinearLayoutTest {
  private static final long DYN = ShapedType.DYNAMIC;
  private static final AffineExpr D0 = AffineExpr.dim(0);
  private static final AffineExpr D1 = AffineExpr.dim(1);
  private static final AffineExpr S0 = AffineExpr.symbol(0);

  private static MemRefType memref(List<Long> shape, Attribute layout) {
    return new MemRefType(shape, FloatType.F32, layout, null);
  }

  @Test
  void rowMajorStridesStopBeingStaticAtADynamicOrZeroSize() {
    assertEquals(new StridedLayoutAttr(0, List.of(8L, 1L)),
        LinearLayout.of(memref(List.of(4L, 8L), null)).toStrided());
    assertEquals(new StridedLayoutAttr(0, List.of(DYN, 4L, 1L)),
        LinearLayout.of(memref(List.of(2L, 0L, 4L), null)).toStrided());
    // The symbols of the row-major layout are numbered from the inside out.
    assertEquals(List.of(AffineExpr.symbol(1), S0, AffineExpr.constant(4), AffineExpr.constant(1)),
        LinearLayout.canonical(List.of(DYN, DYN, DYN, 4L)).strides());
  }

  @Test
  void anAffineMapLayoutGivesItsCoefficients() {
    AffineMap map = new AffineMap(2, 1, List.of(D1.times(S0).plus(D0).plus(3)));
    LinearLayout layout = LinearLayout.of(memref(List.of(DYN, DYN), new AffineMapAttr(map)));
    assertEquals(new StridedLayoutAttr(3, List.of(1L, DYN)), layout.toStrided());
    assertEquals(LinearLayout.of(new StridedLayoutAttr(3, List.of(1L, DYN))), layout);
    AffineMap modulo = new AffineMap(2, 0, List.of(D0.mod(AffineExpr.constant(2)).plus(D1)));
    assertNull(LinearLayout.of(memref(List.of(4L, 4L), new AffineMapAttr(modulo))));
    AffineMap twoResults = new AffineMap(2, 0, List.of(D1, D0));
    assertNull(LinearLayout.of(memref(List.of(4L, 4L), new AffineMapAttr(twoResults))));
  }

  @Test
  void theCanonicalLayoutIsNoneOnlyForTheRowMajorForm() {
    LinearLayout rowMajor = LinearLayout.of(new StridedLayoutAttr(0, List.of(8L, 1L)));
    assertNull(rowMajor.canonicalLayout(List.of(4L, 8L)));
    LinearLayout shuffled = LinearLayout.of(new StridedLayoutAttr(0, List.of(DYN, DYN, 4L, 1L)));
    assertNotEquals(LinearLayout.canonical(List.of(DYN, DYN, DYN, 4L)), shuffled);
    assertEquals("affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 * s0 + d1 * s1 + d2 * 4 + d3)>",
        AttrPrinter.toText(shuffled.canonicalLayout(List.of(DYN, DYN, DYN, 4L))));
    // Constant strides: dimensions first, the offset last.
    assertEquals("affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>", AttrPrinter.toText(
        LinearLayout.of(new StridedLayoutAttr(DYN, List.of(16L, 1L)))
            .canonicalLayout(List.of(16L, 4L))));
    assertEquals(new StridedLayoutAttr(5, List.of()),
        LinearLayout.of(new StridedLayoutAttr(5, List.of())).canonicalLayout(List.of()));
  }

  @Test
  void permutationsComposeAsFunctions() {
    AffineMap rotate = new AffineMap(3, 0,
        List.of(AffineExpr.dim(2), AffineExpr.dim(0), AffineExpr.dim(1)));
    assertTrue(rotate.isPermutation());
    assertEquals(new AffineMap(3, 0, List.of(AffineExpr.dim(1), AffineExpr.dim(2),
        AffineExpr.dim(0))), rotate.compose(rotate));
    assertFalse(new AffineMap(2, 0, List.of(D0, D0)).isPermutation());
    assertFalse(new AffineMap(2, 1, List.of(D1, D0)).isPermutation());
  }
}
