package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.ir.OpBuilder;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;

/**
 * Lowers a one-result Spatial value op to its destination-style Pim op, writing into a fresh
 * {@code tensor.empty} of the result type ({@code spat.relu %x} becomes
 * {@code pim.vrelu %x into %empty}).
 *
 * @param <S> the Spatial op class
 */
final class DestinationStyleLowering<S extends Operation> extends OpConversionPattern<S> {
  /**
   * Creates the Pim op of {@code op} from its remapped operands and the destination.
   *
   * @param <S> the Spatial op class
   */
  @FunctionalInterface
  interface Builder<S extends Operation> {
    Operation build(OpBuilder builder, S op, List<Value> operands, Value destination);
  }

  /** A Pim op {@code create(builder, location, type, input, destination)}. */
  @FunctionalInterface
  interface UnaryCreate {
    Operation create(OpBuilder builder, Location location, Type type, Value input,
        Value destination);
  }

  /** A Pim op {@code create(builder, location, type, lhs, rhs, destination)}. */
  @FunctionalInterface
  interface BinaryCreate {
    Operation create(OpBuilder builder, Location location, Type type, Value lhs, Value rhs,
        Value destination);
  }

  private final Builder<S> builder;

  DestinationStyleLowering(OpInfo<S> info, Builder<S> builder) {
    super(info, null);
    this.builder = builder;
  }

  /** {@return the lowering of a one-operand op to {@code create}} */
  static <S extends Operation> DestinationStyleLowering<S> unary(OpInfo<S> info,
      UnaryCreate create) {
    return new DestinationStyleLowering<>(info, (b, op, operands, destination) ->
        create.create(b, op.location(), op.result(0).type(), operands.get(0), destination));
  }

  /** {@return the lowering of a two-operand op to {@code create}} */
  static <S extends Operation> DestinationStyleLowering<S> binary(OpInfo<S> info,
      BinaryCreate create) {
    return new DestinationStyleLowering<>(info, (b, op, operands, destination) ->
        create.create(b, op.location(), op.result(0).type(), operands.get(0), operands.get(1),
            destination));
  }

  @Override
  public boolean matchAndRewrite(S op, List<Value> operands, ConversionRewriter rewriter) {
    if (!PimValues.insideCore(op)) {
      return rewriter.notifyMatchFailure(op, "not inside a Pim core");
    }
    rewriter.setInsertionPoint(op);
    Value destination = PimValues.emptyTensor(rewriter, op.location(), op.result(0).type());
    Operation lowered = builder.build(rewriter, op, operands, destination);
    rewriter.replaceOp(op, lowered.results());
    return true;
  }
}
