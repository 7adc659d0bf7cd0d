package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.bufferization.BufferizationAllocTensorOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.trait.ConstantLike;
import raptor.pim.PimCores;

/**
 * What every lowering step needs: zero offsets, fresh buffers, byte sizes, and whether an op is
 * already inside a core.
 */
final class PimValues {
  private PimValues() {
  }

  /** {@return whether {@code op} is inside a {@code pim.core} or {@code pim.core_batch}} */
  static boolean insideCore(Operation op) {
    return PimCores.enclosingCore(op) != null;
  }

  /**
   * Fails unless {@code value} is computed inside the core of {@code op}: neither a host value
   * nor a core weight (a block argument of the core, which lives in a crossbar).
   *
   * @param action what {@code op} does to {@code value}, as a verb ("slices")
   * @throws LoweringFailure at {@code op} otherwise
   */
  static void requireCoreLocal(Operation op, Value value, String action)
      throws LoweringFailure {
    boolean weight = value instanceof BlockArgument argument
        && PimCores.isCore(argument.owner().parentOp());
    boolean constant = value.definingOp() != null
        && value.definingOp().hasTrait(ConstantLike.class);
    if (weight || constant || PimCores.isHostValue(value)) {
      throw new LoweringFailure(op, action + " a tensor that is not core-local (a host value, a "
          + "constant or a core weight), which Spatial-to-Pim lowering does not support");
    }
  }

  /** {@return a new {@code arith.constant value : index} at {@code builder}'s insertion point} */
  static Value index(OpBuilder builder, Location location, long value) {
    return ArithConstantOp.create(builder, location, IndexType.INSTANCE,
        IntegerAttr.index(value)).result(0);
  }

  /**
   * {@return a new host output buffer {@code bufferization.alloc_tensor() : type} at
   * {@code builder}'s insertion point}
   */
  static Value hostBuffer(OpBuilder builder, Location location, Type type) {
    return BufferizationAllocTensorOp.create(builder, location, type, List.of(), null, null, null)
        .result(0);
  }

  /** {@return a new {@code tensor.empty() : type} at {@code builder}'s insertion point} */
  static Value emptyTensor(OpBuilder builder, Location location, Type type) {
    return TensorEmptyOp.create(builder, location, type, List.of()).result(0);
  }

  /**
   * {@return the byte size of the {@code payload} of communication op {@code op}, as the size
   * attribute of its Pim transfer; {@code null}, with the reason given to {@code rewriter}, when
   * it cannot become one yet}: it must sit in a Pim core and the payload must have a static byte
   * size in {@code i32}
   */
  static IntegerAttr transferSize(Operation op, Type payload, PatternRewriter rewriter) {
    if (!insideCore(op)) {
      rewriter.notifyMatchFailure(op, "not inside a Pim core");
      return null;
    }
    IntegerAttr size = sizeAttr(payload);
    if (size == null) {
      rewriter.notifyMatchFailure(op, "the payload has no static byte size in i32");
    }
    return size;
  }

  /**
   * {@return the byte size of {@code type} as the {@code i32} size attribute of a Pim op, or
   * {@code null} when it is not static or does not fit}
   */
  static IntegerAttr sizeAttr(Type type) {
    long bytes = StaticValues.byteSize(type);
    return bytes == StaticValues.UNKNOWN || bytes > Integer.MAX_VALUE ? null
        : IntegerAttr.of(IntegerType.I32, bytes);
  }

  /**
   * {@return the byte size of {@code type} as the {@code i32} size attribute of a Pim op}
   *
   * @throws LoweringFailure at {@code op} when the size is not static or does not fit
   */
  static IntegerAttr byteSize(Operation op, Type type) throws LoweringFailure {
    long bytes = StaticValues.byteSize(type);
    if (bytes == StaticValues.UNKNOWN) {
      throw new LoweringFailure(op, "expects statically shaped tensors of integers or floats "
          + "during Spatial-to-Pim lowering");
    }
    return byteSize(op, bytes);
  }

  /**
   * {@return {@code bytes} as the {@code i32} size attribute of a Pim op}
   *
   * @throws LoweringFailure at {@code op} when it does not fit
   */
  static IntegerAttr byteSize(Operation op, long bytes) throws LoweringFailure {
    if (bytes > Integer.MAX_VALUE) {
      throw new LoweringFailure(op, "Pim size is outside representable range");
    }
    return IntegerAttr.of(IntegerType.I32, bytes);
  }
}
