package raptor.ir.attr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import raptor.ir.attr.AffineExpr.Binary;
import raptor.ir.attr.AffineExpr.Constant;
import raptor.ir.attr.AffineExpr.Dim;

/**
 * A strided memref layout as MLIR's {@code getStridesAndOffset} sees it: the element offset of
 * index {@code (i0, i1, ...)} is {@code offset + i0 * strides[0] + i1 * strides[1] + ...}, where
 * the offset and each stride are affine expressions over the layout's symbols (a constant when
 * static). Two layouts of one shape are the same linear function when their forms are equal,
 * which is how MLIR's {@code canonicalizeStridedLayout} compares them.
 *
 * @param strides the stride of each dimension
 * @param offset the offset
 * @param numSymbols the number of symbols of the layout map
 */
public record LinearLayout(List<AffineExpr> strides, AffineExpr offset, int numSymbols) {
  /** Copies the stride list. */
  public LinearLayout {
    strides = List.copyOf(strides);
  }

  /**
   * {@return the linear form of {@code type}'s layout, or {@code null} when the layout is not
   * strided (several results, or a {@code mod}, {@code floordiv}, {@code ceildiv} or product of
   * dimensions)}
   */
  public static LinearLayout of(MemRefType type) {
    Attribute layout = type.layout();
    if (layout == null) {
      return canonical(type.shape());
    }
    if (layout instanceof StridedLayoutAttr strided) {
      return of(strided);
    }
    if (!(layout instanceof AffineMapAttr attr) || attr.map().results().size() != 1) {
      return null;
    }
    AffineMap map = attr.map();
    List<AffineExpr> strides = new ArrayList<>(Collections.nCopies(map.numDims(),
        AffineExpr.constant(0)));
    AffineExpr[] offset = {AffineExpr.constant(0)};
    if (!extract(map.results().get(0), AffineExpr.constant(1), strides, offset)) {
      return null;
    }
    return new LinearLayout(strides, offset[0], map.numSymbols());
  }

  /**
   * {@return the form of a {@code strided<...>} layout: a dynamic offset is {@code s0}, each
   * dynamic stride the next symbol (MLIR's {@code makeStridedLinearLayoutMap})}
   */
  public static LinearLayout of(StridedLayoutAttr layout) {
    int symbols = 0;
    AffineExpr offset = layout.offset() == ShapedType.DYNAMIC
        ? AffineExpr.symbol(symbols++) : AffineExpr.constant(layout.offset());
    List<AffineExpr> strides = new ArrayList<>(layout.strides().size());
    for (long stride : layout.strides()) {
      strides.add(stride == ShapedType.DYNAMIC ? AffineExpr.symbol(symbols++)
          : AffineExpr.constant(stride));
    }
    return new LinearLayout(strides, offset, symbols);
  }

  /**
   * {@return the row-major layout of {@code shape} (MLIR's
   * {@code makeCanonicalStridedLayoutExpr}): from the innermost dimension, each stride is the
   * product of the sizes inside it until a size that is dynamic or not positive; every stride
   * outside that one is a new symbol, numbered outwards}
   */
  public static LinearLayout canonical(List<Long> shape) {
    AffineExpr[] strides = new AffineExpr[shape.size()];
    int symbols = 0;
    long running = 1;
    boolean dynamic = false;
    for (int i = shape.size() - 1; i >= 0; i--) {
      strides[i] = dynamic ? AffineExpr.symbol(symbols++) : AffineExpr.constant(running);
      long size = shape.get(i);
      if (size > 0) {
        running *= size;
      } else {
        dynamic = true;
      }
    }
    return new LinearLayout(List.of(strides), AffineExpr.constant(0), symbols);
  }

  /** Adds {@code factor} times {@code expr} to the strides and offset (MLIR's extractStrides). */
  private static boolean extract(AffineExpr expr, AffineExpr factor, List<AffineExpr> strides,
      AffineExpr[] offset) {
    if (expr instanceof Dim dim) {
      strides.set(dim.position(), strides.get(dim.position()).plus(factor));
      return true;
    }
    if (!(expr instanceof Binary binary)) {
      offset[0] = offset[0].plus(expr.times(factor));
      return true;
    }
    return switch (binary.kind()) {
      case ADD -> extract(binary.lhs(), factor, strides, offset)
          && extract(binary.rhs(), factor, strides, offset);
      case MUL -> binary.rhs().isSymbolicOrConstant()
          && extract(binary.lhs(), factor.times(binary.rhs()), strides, offset);
      default -> false;
    };
  }

  /** {@return the static strides and offset, {@link ShapedType#DYNAMIC} where symbolic} */
  public StridedLayoutAttr toStrided() {
    List<Long> values = new ArrayList<>(strides.size());
    for (AffineExpr stride : strides) {
      values.add(valueOf(stride));
    }
    return new StridedLayoutAttr(valueOf(offset), values);
  }

  private static long valueOf(AffineExpr expr) {
    return expr instanceof Constant constant ? constant.value() : ShapedType.DYNAMIC;
  }

  /**
   * {@return the layout a memref of {@code shape} with this form has after MLIR's
   * {@code canonicalizeStridedLayout}: none when it is the row-major layout of the shape; for a
   * 0-D memref none when the offset is 0, else the {@code strided<[], offset: o>} layout; else
   * the affine map {@code offset + d0 * stride0 + ...} as MLIR simplifies it (dimensions first
   * and the offset last when every stride is constant)}
   */
  public Attribute canonicalLayout(List<Long> shape) {
    if (equals(canonical(shape))) {
      return null;
    }
    if (shape.isEmpty()) {
      return toStrided();
    }
    boolean pureAffine = strides.stream().allMatch(s -> s instanceof Constant);
    AffineExpr expr = pureAffine ? AffineExpr.constant(0) : offset;
    for (int i = 0; i < strides.size(); i++) {
      expr = expr.plus(AffineExpr.dim(i).times(strides.get(i)));
    }
    if (pureAffine) {
      expr = expr.plus(offset);
    }
    return new AffineMapAttr(new AffineMap(strides.size(), numSymbols, List.of(expr)));
  }
}
