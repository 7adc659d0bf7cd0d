package raptor.conversion.onnxtospatial;

import java.util.List;
import raptor.conversion.onnxtospatial.Gather.Copy;
import raptor.dialect.arith.ArithAddIOp;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.arith.ArithMulIOp;
import raptor.dialect.scf.ScfForOp;
import raptor.dialect.scf.ScfYieldOp;
import raptor.dialect.tensor.TensorExtractSliceOp;
import raptor.dialect.tensor.TensorInsertSliceOp;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.Value;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;

/**
 * Emits the copies of a {@link Gather} into its 1-D output. A run of copies of one length from
 * one source, whose source and output offsets both advance by a constant stride (the columns a
 * pooling window takes, a bias repeated per column, a padded row's fills), becomes one
 * {@code scf.for} over the copies with one {@code extract_slice} and one {@code insert_slice} at
 * offsets computed from the induction variable; the code generator unrolls it into the same
 * copies, and the IR of a large network stays a fraction of the size. The zero rows a patch
 * matrix needs are filled the same way.
 */
final class StridedCopies {
  /** The fewest copies worth a loop: the loop and its index arithmetic are up to a dozen ops. */
  private static final int MIN_LOOP_COPIES = 8;

  private StridedCopies() {
  }

  /**
   * {@return {@code into} with {@code copies} done in their order}: each progression of at least
   * {@link #MIN_LOOP_COPIES} as one loop, any other copy by itself
   */
  static Value emit(OpBuilder builder, Location location, List<Copy> copies, Value into) {
    Value result = into;
    for (int first = 0; first < copies.size(); ) {
      int count = progressionLength(copies, first);
      if (count >= MIN_LOOP_COPIES) {
        result = emitLoop(builder, location, copies.subList(first, first + count), result);
        first += count;
      } else {
        result = emitOne(builder, location, copies.get(first++), result);
      }
    }
    return result;
  }

  /**
   * {@return how many copies from {@code first} on form one progression}: copies of the same
   * source and length whose offsets advance by the strides of the first two (1 when the
   * next copy differs in source or length)
   */
  private static int progressionLength(List<Copy> copies, int first) {
    Copy start = copies.get(first);
    if (first + 1 == copies.size()) {
      return 1;
    }
    Copy second = copies.get(first + 1);
    long sourceStride = second.sourceOffset() - start.sourceOffset();
    long outputStride = second.outputOffset() - start.outputOffset();
    int count = 1;
    while (first + count < copies.size()) {
      Copy next = copies.get(first + count);
      if (next.source() != start.source() || next.length() != start.length()
          || next.sourceOffset() != start.sourceOffset() + count * sourceStride
          || next.outputOffset() != start.outputOffset() + count * outputStride) {
        break;
      }
      count++;
    }
    return count;
  }

  /** {@return {@code into} with {@code copy} done} */
  private static Value emitOne(OpBuilder builder, Location location, Copy copy, Value into) {
    Value piece = TensorExtractSliceOp.create(builder, location, Tensors.f32(copy.length()),
        copy.source(), List.of(), List.of(), List.of(), DenseArrayAttr.ofI64(copy.sourceOffset()),
        DenseArrayAttr.ofI64(copy.length()), DenseArrayAttr.ofI64(1)).result();
    return TensorInsertSliceOp.create(builder, location, into.type(), piece, into, List.of(),
        List.of(), List.of(), DenseArrayAttr.ofI64(copy.outputOffset()),
        DenseArrayAttr.ofI64(copy.length()), DenseArrayAttr.ofI64(1)).result();
  }

  /**
   * {@return {@code into} with the progression {@code copies} done, as one loop over them}
   * (see {@link #progressionLength})
   */
  private static Value emitLoop(OpBuilder builder, Location location, List<Copy> copies,
      Value into) {
    Copy first = copies.get(0);
    long sourceStride = copies.get(1).sourceOffset() - first.sourceOffset();
    long outputStride = copies.get(1).outputOffset() - first.outputOffset();
    Stride source = Stride.of(builder, location, first.sourceOffset(), sourceStride);
    Stride output = Stride.of(builder, location, first.outputOffset(), outputStride);
    return carryingLoop(builder, location, 0, copies.size(), into, (copyIndex, carried) -> {
      Offset sourceOffset = source.at(builder, location, copyIndex);
      Offset outputOffset = output.at(builder, location, copyIndex);
      Value piece = TensorExtractSliceOp.create(builder, location, Tensors.f32(first.length()),
          first.source(), sourceOffset.dynamic(), List.of(), List.of(), sourceOffset.attr(),
          DenseArrayAttr.ofI64(first.length()), DenseArrayAttr.ofI64(1)).result();
      return TensorInsertSliceOp.create(builder, location, into.type(), piece, carried,
          outputOffset.dynamic(), List.of(), List.of(), outputOffset.attr(),
          DenseArrayAttr.ofI64(first.length()), DenseArrayAttr.ofI64(1)).result();
    });
  }

  /** The body of a loop that carries one tensor: what one iteration makes of it. */
  @FunctionalInterface
  private interface Iteration {
    /** {@return {@code carried} updated by iteration {@code inductionVariable}} */
    Value apply(Value inductionVariable, Value carried);
  }

  /**
   * {@return the result of an {@code scf.for} from {@code lower} to {@code upper} by 1 that
   * carries {@code into} through {@code iteration}}, built at the builder's insertion point, which
   * is left after the loop
   */
  private static Value carryingLoop(OpBuilder builder, Location location, long lower,
      long upper, Value into, Iteration iteration) {
    ScfForOp loop = ScfForOp.create(builder, location, List.of(into.type()),
        index(builder, location, lower), index(builder, location, upper),
        index(builder, location, 1), List.of(into), false);
    Block body = new Block();
    loop.region().append(body);
    Value inductionVariable = body.addArgument(IndexType.INSTANCE, location);
    Value carried = body.addArgument(into.type(), location);
    builder.setInsertionPointToEnd(body);
    ScfYieldOp.create(builder, location, List.of(iteration.apply(inductionVariable, carried)));
    builder.setInsertionPointAfter(loop);
    return loop.result(0);
  }

  /**
   * {@return the 2-D {@code into} with the {@code [1, N]} tensor {@code row} copied into its rows
   * {@code [first, first + count)}}: one copy per row, as one loop over the rows when there are
   * at least {@link #MIN_LOOP_COPIES}
   */
  static Value fillRows(OpBuilder builder, Location location, Value row, Value into, long first,
      long count) {
    long width = ((ShapedType) row.type()).shape().get(1);
    if (count < MIN_LOOP_COPIES) {
      Value result = into;
      for (long r = first; r < first + count; r++) {
        result = TensorInsertSliceOp.create(builder, location, into.type(), row, result,
            List.of(), List.of(), List.of(), DenseArrayAttr.ofI64(r, 0),
            DenseArrayAttr.ofI64(1, width), DenseArrayAttr.ofI64(1, 1)).result();
      }
      return result;
    }
    return carryingLoop(builder, location, first, first + count, into, (rowIndex, carried) ->
        TensorInsertSliceOp.create(builder, location, into.type(), row, carried,
            List.of(rowIndex), List.of(), List.of(), DenseArrayAttr.ofI64(ShapedType.DYNAMIC, 0),
            DenseArrayAttr.ofI64(1, width), DenseArrayAttr.ofI64(1, 1)).result());
  }

  /**
   * The offsets {@code base + stride · i} of a progression, with the constants they need made
   * before the loop ({@code null} where the stride or the base makes one unneeded).
   */
  private record Stride(long base, long stride, Value baseValue, Value strideValue) {
    static Stride of(OpBuilder builder, Location location, long base, long stride) {
      boolean computed = stride != 0;
      return new Stride(base, stride,
          computed && base != 0 ? index(builder, location, base) : null,
          computed && stride != 1 ? index(builder, location, stride) : null);
    }

    /** {@return the offset of copy {@code copyIndex}, computed at the builder's position} */
    Offset at(OpBuilder builder, Location location, Value copyIndex) {
      if (stride == 0) {
        return new Offset(base, null);
      }
      Value scaled = strideValue == null ? copyIndex
          : ArithMulIOp.create(builder, location, copyIndex, strideValue, null).result(0);
      return new Offset(ShapedType.DYNAMIC, baseValue == null ? scaled
          : ArithAddIOp.create(builder, location, scaled, baseValue, null).result(0));
    }
  }

  /** A 1-D slice offset: static, or {@code value} computed in the loop body. */
  private record Offset(long fixed, Value value) {
    List<Value> dynamic() {
      return value == null ? List.of() : List.of(value);
    }

    DenseArrayAttr attr() {
      return DenseArrayAttr.ofI64(fixed);
    }
  }

  private static Value index(OpBuilder builder, Location location, long value) {
    return ArithConstantOp.create(builder, location, IndexType.INSTANCE, IntegerAttr.index(value))
        .result();
  }
}
