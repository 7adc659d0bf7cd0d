package raptor.conversion.onnxtospatial;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.tensor.TensorCollapseShapeOp;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.dialect.tensor.TensorExpandShapeOp;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.RankedTensorType;

/**
 * A static gather: each element of an output tensor is an element of one of several source
 * tensors, or a fill value. The element map is coalesced into runs that are contiguous in both
 * the (row-major, flattened) source and output, and each run becomes one
 * {@code tensor.extract_slice} and one {@code tensor.insert_slice} of 1-D views, i.e. one local
 * copy on a core (runs that advance by constant strides, one loop of them: {@link
 * StridedCopies}). Padding, im2col, transposes, broadcasts, pooling windows, concatenation and
 * slicing are all gathers.
 *
 * @param runs the copies, in output order
 * @param outputElements the number of output elements
 * @param filled whether some output element comes from no source
 */
record Gather(List<Run> runs, long outputElements, boolean filled) {
  /** The element map: where output element {@code index} comes from. */
  @FunctionalInterface
  interface ElementMap {
    /** {@return {@link #element} of the source element, or {@link #FILL}} */
    long locate(long index);
  }

  /** The element map by coordinates: where output element {@code index} comes from. */
  @FunctionalInterface
  interface CoordinateMap {
    /** {@return {@link #element} of the source element, or {@link #FILL}} */
    long locate(long[] index);
  }

  /** The map's answer for an element of no source. */
  static final long FILL = -1;
  private static final int SOURCE_SHIFT = 48;

  /** One contiguous copy: {@code length} elements of source {@code source}. */
  record Run(int source, long sourceOffset, long outputOffset, long length) {
  }

  /** {@return the map's encoding of element {@code index} of source {@code source}} */
  static long element(int source, long index) {
    return ((long) source << SOURCE_SHIFT) | index;
  }

  /** {@return the gather of {@code outputElements} elements by {@code map}} */
  static Gather of(long outputElements, ElementMap map) {
    List<Run> runs = new ArrayList<>();
    boolean filled = false;
    int source = -1;
    long start = 0;
    long sourceStart = 0;
    long length = 0;
    for (long i = 0; i < outputElements; i++) {
      long located = map.locate(i);
      if (located == FILL) {
        filled = true;
      }
      int s = located == FILL ? -1 : (int) (located >>> SOURCE_SHIFT);
      long at = located == FILL ? -1 : located & ((1L << SOURCE_SHIFT) - 1);
      if (length > 0 && s == source && at == sourceStart + length) {
        length++;
        continue;
      }
      if (length > 0 && source >= 0) {
        runs.add(new Run(source, sourceStart, start, length));
      }
      source = s;
      start = i;
      sourceStart = at;
      length = 1;
    }
    if (length > 0 && source >= 0) {
      runs.add(new Run(source, sourceStart, start, length));
    }
    return new Gather(List.copyOf(runs), outputElements, filled);
  }

  /** {@return the gather into a tensor of {@code shape} by {@code map}} */
  static Gather of(long[] shape, CoordinateMap map) {
    long[] index = new long[shape.length];
    return of(Tensors.count(shape), flat -> {
      long located = map.locate(index);
      for (int d = shape.length - 1; d >= 0 && ++index[d] == shape[d]; d--) {
        index[d] = 0;
      }
      return located;
    });
  }

  /**
   * Emits the copies at {@code builder}'s insertion point.
   *
   * @param sources the source tensors, any rank
   * @param fill a 1-D tensor of at least {@link #longestGap} elements holding the fill value,
   *     copied into each stretch of the output that no run covers, or {@code null} when nothing
   *     is filled
   * @return the gathered tensor, 1-D
   */
  Value emitFlat(OpBuilder builder, Location location, List<Value> sources, Value fill) {
    if (isWholeCopy(sources)) {
      return flatten(builder, location, sources.get(runs.get(0).source()));
    }
    RankedTensorType flatType = Tensors.f32(outputElements);
    List<Value> flat = new ArrayList<>();
    for (int s = 0; s < sources.size(); s++) {
      int index = s;
      boolean used = runs.stream().anyMatch(run -> run.source() == index);
      flat.add(used ? flatten(builder, location, sources.get(s)) : null);
    }
    Value result = TensorEmptyOp.create(builder, location, flatType, List.of()).result();
    List<Copy> copies = new ArrayList<>();
    for (long[] gap : gaps()) {
      copies.add(new Copy(fill, 0, gap[0], gap[1]));
    }
    for (Run run : runs) {
      copies.add(new Copy(flat.get(run.source()), run.sourceOffset(), run.outputOffset(),
          run.length()));
    }
    return StridedCopies.emit(builder, location, copies, result);
  }

  /** One copy of a gather: {@code length} elements of {@code source} into the output. */
  record Copy(Value source, long sourceOffset, long outputOffset, long length) {
  }

  /** {@return the length of the longest stretch of output elements that no run covers} */
  long longestGap() {
    long longest = 0;
    for (long[] gap : gaps()) {
      longest = Math.max(longest, gap[1]);
    }
    return longest;
  }

  /** {@return the stretches {@code [offset, length]} of output elements no run covers, in order} */
  private List<long[]> gaps() {
    List<long[]> gaps = new ArrayList<>();
    long covered = 0;
    for (Run run : runs) {
      if (run.outputOffset() > covered) {
        gaps.add(new long[] {covered, run.outputOffset() - covered});
      }
      covered = run.outputOffset() + run.length();
    }
    if (covered < outputElements) {
      gaps.add(new long[] {covered, outputElements - covered});
    }
    return gaps;
  }

  /** {@return whether the gather is one run that copies all of one of {@code sources}} */
  private boolean isWholeCopy(List<Value> sources) {
    if (filled || runs.size() != 1 || runs.get(0).sourceOffset() != 0) {
      return false;
    }
    Value source = sources.get(runs.get(0).source());
    return runs.get(0).length() == outputElements
        && ((RankedTensorType) source.type()).numElements() == outputElements;
  }

  /** {@return {@code value} viewed as a 1-D tensor (a collapse unless it is 1-D already)} */
  static Value flatten(OpBuilder builder, Location location, Value value) {
    RankedTensorType type = (RankedTensorType) value.type();
    if (type.shape().size() == 1) {
      return value;
    }
    long count = 1;
    for (long dim : type.shape()) {
      count *= dim;
    }
    return TensorCollapseShapeOp.create(builder, location, Tensors.f32(count), value,
        allDimensions(type.shape().size())).result();
  }

  /** {@return the 1-D {@code flat} viewed with {@code shape} (an expand unless it is 1-D)} */
  static Value reshape(OpBuilder builder, Location location, Value flat, long[] shape) {
    if (shape.length == 1) {
      return flat;
    }
    return TensorExpandShapeOp.create(builder, location, Tensors.f32(shape), flat, List.of(),
        allDimensions(shape.length), DenseArrayAttr.ofI64(shape)).result();
  }

  private static ArrayAttr allDimensions(int rank) {
    List<Attribute> dims = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      dims.add(IntegerAttr.of(IntegerType.I64, d));
    }
    return new ArrayAttr(List.of(new ArrayAttr(dims)));
  }
}
