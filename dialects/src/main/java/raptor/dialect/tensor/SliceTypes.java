package raptor.dialect.tensor;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/** The result-type rules of tensor slices, pads, concatenations and casts, with MLIR's messages. */
final class SliceTypes {
  private SliceTypes() {
  }

  /**
   * {@return whether {@code actual} is the slice type the static {@code sizes} give, possibly
   * with unit dimensions dropped}
   */
  static boolean verifyRankReduced(Operation op, DiagnosticEngine diag, RankedTensorType sliced,
      DenseArrayAttr sizes, RankedTensorType actual) {
    List<Long> shape = new ArrayList<>();
    for (int i = 0; i < sizes.size(); i++) {
      shape.add(sizes.get(i));
    }
    RankedTensorType expected = new RankedTensorType(shape, sliced.elementType(), sliced.encoding());
    if (actual.rank() > expected.rank()) {
      diag.errorAt(op, "expected rank to be smaller or equal to the other rank. ");
      return false;
    }
    if (!dropsUnitDims(expected.shape(), actual.shape())) {
      diag.errorAt(op, "expected type to be '" + AttrPrinter.toText(expected)
          + "' or a rank-reduced version. (size mismatch) ");
      return false;
    }
    if (!actual.elementType().equals(expected.elementType())) {
      diag.errorAt(op, "expected element type to be '"
          + AttrPrinter.toText(expected.elementType()) + "'");
      return false;
    }
    return true;
  }

  /** {@return whether {@code reduced} is {@code full} without some of its 1-sized dimensions} */
  private static boolean dropsUnitDims(List<Long> full, List<Long> reduced) {
    int r = 0;
    for (long dim : full) {
      if (r < reduced.size() && reduced.get(r) == dim) {
        r++;
      } else if (dim != 1) {
        return false;
      }
    }
    return r == reduced.size();
  }

  /** The result of a pad is the source grown by the static low and high paddings. */
  static boolean verifyPad(Operation op, DiagnosticEngine diag, RankedTensorType source,
      DenseArrayAttr low, DenseArrayAttr high, RankedTensorType result) {
    if (low.size() != source.rank() || high.size() != source.rank()) {
      diag.errorAt(op, "failed to infer expectedType from sourceType '"
          + AttrPrinter.toText(source) + "', specified resultType is '" + AttrPrinter.toText(result)
          + "'");
      return false;
    }
    List<Long> shape = new ArrayList<>();
    for (int i = 0; i < source.rank(); i++) {
      long dim = source.shape().get(i);
      boolean dynamic = dim == ShapedType.DYNAMIC || low.get(i) == ShapedType.DYNAMIC
          || high.get(i) == ShapedType.DYNAMIC;
      shape.add(dynamic ? ShapedType.DYNAMIC : dim + low.get(i) + high.get(i));
    }
    RankedTensorType expected = new RankedTensorType(shape, source.elementType(), null);
    boolean matches = result.rank() == expected.rank();
    for (int i = 0; matches && i < shape.size(); i++) {
      matches = shape.get(i) == ShapedType.DYNAMIC || shape.get(i).equals(result.shape().get(i));
    }
    if (!matches) {
      diag.errorAt(op, "specified type '" + AttrPrinter.toText(result)
          + "' does not match the inferred type '" + AttrPrinter.toText(expected) + "'");
    }
    return matches;
  }

  /** The concatenation dimension exists and the result has the inferred static sizes. */
  static boolean verifyConcat(Operation op, DiagnosticEngine diag, long dim, List<Value> inputs,
      RankedTensorType result) {
    if (inputs.isEmpty()) {
      diag.opError(op, "requires at least one input");
      return false;
    }
    int rank = result.rank();
    for (Value input : inputs) {
      ShapedType type = (ShapedType) input.type();
      if (type.rank() != rank) {
        diag.opError(op, "rank of concatenated inputs must match result rank");
        return false;
      }
    }
    for (Value input : inputs) {
      if (!((ShapedType) input.type()).elementType().equals(result.elementType())) {
        diag.opError(op, "inputs and result element type must match");
        return false;
      }
    }
    if (dim < 0 || dim >= rank) {
      diag.opError(op, "concatenation dim must be less than the tensor rank");
      return false;
    }
    List<Long> shape = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      if (d == dim) {
        shape.add(concatenatedSize(inputs, d));
        continue;
      }
      Long size = commonStaticSize(inputs, d);
      if (size == null) {
        diag.opError(op, "static concatenation size mismatch along non-concatenated dimension "
            + d);
        return false;
      }
      shape.add(size);
    }
    RankedTensorType inferred = new RankedTensorType(shape, result.elementType(), result.encoding());
    for (int d = 0; d < rank; d++) {
      long want = shape.get(d);
      long have = result.shape().get(d);
      if (want != ShapedType.DYNAMIC && have != ShapedType.DYNAMIC && want != have) {
        diag.opError(op, "result type '" + AttrPrinter.toText(result) + "'does not match "
            + "inferred shape '" + AttrPrinter.toText(inferred) + "' static sizes");
        return false;
      }
    }
    return true;
  }

  private static long concatenatedSize(List<Value> inputs, int dim) {
    long size = 0;
    for (Value input : inputs) {
      long part = ((ShapedType) input.type()).shape().get(dim);
      if (part == ShapedType.DYNAMIC) {
        return ShapedType.DYNAMIC;
      }
      size += part;
    }
    return size;
  }

  /**
   * {@return the size all inputs agree on along {@code dim} (dynamic when none is static), or
   * null when two static sizes differ}
   */
  private static Long commonStaticSize(List<Value> inputs, int dim) {
    long common = ShapedType.DYNAMIC;
    for (Value input : inputs) {
      long size = ((ShapedType) input.type()).shape().get(dim);
      if (size == ShapedType.DYNAMIC) {
        continue;
      }
      if (common != ShapedType.DYNAMIC && common != size) {
        return null;
      }
      common = size;
    }
    return common;
  }

  /** {@return whether two tensor types have the same element type and compatible shapes} */
  static boolean castCompatible(ShapedType from, ShapedType to) {
    Type fromElement = from.elementType();
    if (!fromElement.equals(to.elementType())) {
      return false;
    }
    if (!from.hasRank() || !to.hasRank()) {
      return true;
    }
    if (from.rank() != to.rank()) {
      return false;
    }
    for (int i = 0; i < from.rank(); i++) {
      long a = from.shape().get(i);
      long b = to.shape().get(i);
      if (a != b && a != ShapedType.DYNAMIC && b != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }
}
