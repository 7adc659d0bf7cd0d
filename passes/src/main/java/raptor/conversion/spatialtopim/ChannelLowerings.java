package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.pim.PimReceiveOp;
import raptor.dialect.pim.PimSendOp;
import raptor.dialect.pim.PimSyncOp;
import raptor.dialect.pim.PimWaitOp;
import raptor.dialect.spat.SpatChannelReceiveOp;
import raptor.dialect.spat.SpatChannelSendOp;
import raptor.dialect.spat.SpatSyncOp;
import raptor.dialect.spat.SpatWaitOp;
import raptor.ir.OpBuilder;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Location;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Type;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;

/**
 * The lowerings of Spatial communication inside core bodies: channel send and receive become
 * Pim send and receive (matched by program order per core pair, so the channel id and the
 * local core id are dropped), sync and wait map one to one. Every lowering keeps the
 * {@code raptor.*} debug attributes.
 */
final class ChannelLowerings {
  private ChannelLowerings() {
  }

  /** {@code spat.channel_send %x channel %ch from %a to %b} to {@code pim.send %x to %b size n}. */
  static final class Send extends OpConversionPattern<SpatChannelSendOp> {
    Send() {
      super(SpatChannelSendOp.INFO, null);
    }

    @Override
    public boolean matchAndRewrite(SpatChannelSendOp op, List<Value> operands,
        ConversionRewriter rewriter) {
      SpatChannelSendOp.Adaptor adaptor = SpatChannelSendOp.Adaptor.of(op, operands);
      IntegerAttr size = PimValues.transferSize(op, adaptor.input().type(), rewriter);
      if (size == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      DebugAttributes.copy(op, PimSendOp.create(rewriter, op.location(), adaptor.input(),
          adaptor.targetCoreId(), size));
      rewriter.eraseOp(op);
      return true;
    }
  }

  /**
   * {@code spat.channel_receive channel %ch from %a to %b} to {@code tensor.empty} and
   * {@code pim.receive from %a into %empty[%c0] size n}; an unused receive (a function-level
   * one whose compute received it in its body) is erased.
   */
  static final class Receive extends OpConversionPattern<SpatChannelReceiveOp> {
    private final CoreConstants constants;

    /** Creates the pattern, its buffer offsets from {@code constants}. */
    Receive(CoreConstants constants) {
      super(SpatChannelReceiveOp.INFO, null);
      this.constants = constants;
    }

    @Override
    public boolean matchAndRewrite(SpatChannelReceiveOp op, List<Value> operands,
        ConversionRewriter rewriter) {
      if (op.output().hasNoUses()) {
        rewriter.eraseOp(op);
        return true;
      }
      Type type = op.output().type();
      IntegerAttr size = PimValues.transferSize(op, type, rewriter);
      if (size == null) {
        return false;
      }
      SpatChannelReceiveOp.Adaptor adaptor = SpatChannelReceiveOp.Adaptor.of(op, operands);
      rewriter.setInsertionPoint(op);
      Value buffer = PimValues.emptyTensor(rewriter, op.location(), type);
      Value zero = constants.get(rewriter, op.location(), 0);
      PimReceiveOp receive = PimReceiveOp.create(rewriter, op.location(), type, buffer, zero,
          adaptor.sourceCoreId(), size);
      DebugAttributes.copy(op, receive);
      rewriter.replaceOp(op, receive.results());
      return true;
    }
  }

  /** Creates the Pim event op ({@code pim.sync} or {@code pim.wait}) from its two operands. */
  @FunctionalInterface
  interface EventOpFactory {
    Operation create(OpBuilder builder, Location location, Value first, Value second);
  }

  /**
   * An event op inside a core to its Pim twin with the same two operands: {@code spat.sync} to
   * {@code pim.sync}, {@code spat.wait} to {@code pim.wait}.
   */
  static final class Event<T extends Operation> extends OpConversionPattern<T> {
    private final EventOpFactory pim;

    Event(OpInfo<T> spat, EventOpFactory pim) {
      super(spat, null);
      this.pim = pim;
    }

    /** {@return the lowering of {@code spat.sync}} */
    static Event<SpatSyncOp> sync() {
      return new Event<>(SpatSyncOp.INFO, PimSyncOp::create);
    }

    /** {@return the lowering of {@code spat.wait}} */
    static Event<SpatWaitOp> waitOp() {
      return new Event<>(SpatWaitOp.INFO, PimWaitOp::create);
    }

    @Override
    public boolean matchAndRewrite(T op, List<Value> operands, ConversionRewriter rewriter) {
      if (!PimValues.insideCore(op)) {
        return rewriter.notifyMatchFailure(op, "not inside a Pim core");
      }
      rewriter.setInsertionPoint(op);
      DebugAttributes.copy(op,
          pim.create(rewriter, op.location(), operands.get(0), operands.get(1)));
      rewriter.eraseOp(op);
      return true;
    }
  }
}
