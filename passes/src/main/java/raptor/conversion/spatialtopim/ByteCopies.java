package raptor.conversion.spatialtopim;

import raptor.dialect.arith.ArithAddIOp;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Copies byte runs of core-local values at the builder's insertion point, into host buffers
 * ({@code pim.memcp_dh}) or other core-local values ({@code pim.memcp}), with the {@code index}
 * arithmetic of the byte offsets (constants shared, lane-dependent terms scaled and summed).
 */
final class ByteCopies {
  private final OpBuilder builder;
  private final Operation owner;
  private final Location location;
  private final CoreConstants constants;

  /**
   * Creates the copies for {@code owner} (where size errors are reported), whose ops get
   * {@code location}, with the index constants of {@code constants}.
   */
  ByteCopies(OpBuilder builder, Operation owner, Location location, CoreConstants constants) {
    this.builder = builder;
    this.owner = owner;
    this.location = location;
    this.constants = constants;
  }

  /** {@return an {@code index} constant {@code value}, shared within a core} */
  Value constant(long value) {
    return constants.get(builder, location, value);
  }

  /** {@return {@code index * factor}, shared within a core} */
  Value scaled(Value index, long factor) {
    return constants.scaled(builder, location, index, factor);
  }

  /** {@return {@code lhs + rhs}} */
  Value sum(Value lhs, Value rhs) {
    return ArithAddIOp.create(builder, location, lhs, rhs, null).result(0);
  }

  /** {@return {@code dynamic + bytes}, or the constant {@code bytes} if {@code dynamic} is null} */
  Value offset(Value dynamic, long bytes) {
    if (dynamic == null) {
      return constant(bytes);
    }
    return bytes == 0 ? dynamic : sum(dynamic, constant(bytes));
  }

  /**
   * Copies {@code bytes} bytes from byte {@code sourceOffset} of the core-local {@code source} to
   * byte {@code targetOffset} of the host {@code buffer}.
   *
   * @throws LoweringFailure when {@code bytes} does not fit the {@code i32} size of a Pim copy
   */
  void toHost(Value buffer, Value targetOffset, Value source, long sourceOffset, long bytes)
      throws LoweringFailure {
    PimMemCopyDevToHostOp.create(builder, location, buffer.type(), targetOffset,
        constant(sourceOffset), buffer, source, PimValues.byteSize(owner, bytes));
  }

  /**
   * Copies {@code bytes} bytes from byte {@code sourceOffset} of the core-local {@code source} to
   * byte {@code targetOffset} of the core-local {@code target}; {@return the written target}:
   * {@code target} itself when there is nothing to copy (a slice of a tensor with no elements),
   * since a Pim copy moves at least one byte.
   *
   * @throws LoweringFailure when {@code bytes} does not fit the {@code i32} size of a Pim copy
   */
  Value local(Value target, Value targetOffset, Value source, Value sourceOffset, long bytes)
      throws LoweringFailure {
    if (bytes == 0) {
      return target;
    }
    return PimMemCopyOp.create(builder, location, target.type(), targetOffset, sourceOffset,
        target, source, PimValues.byteSize(owner, bytes)).result(0);
  }

  /**
   * {@return a fresh core-local tensor of {@code type} holding every byte of the core-local
   * {@code source}, in order}: a {@code tensor.empty} written by one {@code pim.memcp}. The two
   * types must have the same byte size; their shapes may differ (a row-major reshape).
   *
   * @throws LoweringFailure when {@code type} has no static byte size in {@code i32}
   */
  Value whole(Value source, Type type) throws LoweringFailure {
    long bytes = PimValues.byteSize(owner, type).longValue();
    Value fresh = PimValues.emptyTensor(builder, location, type);
    return local(fresh, constant(0), source, constant(0), bytes);
  }
}
