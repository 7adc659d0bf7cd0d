package raptor.conversion.spatialtopim;

import java.util.List;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.PimSyncOp;
import raptor.dialect.pim.PimWaitOp;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.rewrite.conversion.ConversionRewriter;
import raptor.rewrite.conversion.OpConversionPattern;

/**
 * The lowerings of host-routed pipeline transfers inside core bodies. A store writes the
 * pipeline host buffer, then signals the reader (READY); a load waits for its register, then
 * reads the buffer. There is no acknowledgement after a load. The {@code raptor.*} debug
 * attributes go to every Pim op of a transfer.
 */
final class HostTransferLowerings {
  private HostTransferLowerings() {
  }

  /**
   * {@code spat.host_store_sync %x from %a to %b host_offset %o event %e} to
   * {@code pim.memcp_dh %host[%o], %x[%c0] size n} and {@code pim.sync %b event %e}.
   */
  static final class Store extends OpConversionPattern<SpatHostStoreSyncOp> {
    private final CoreConstants constants;

    /** Creates the pattern, its buffer offsets from {@code constants}. */
    Store(CoreConstants constants) {
      super(SpatHostStoreSyncOp.INFO, null);
      this.constants = constants;
    }

    @Override
    public boolean matchAndRewrite(SpatHostStoreSyncOp op, List<Value> operands,
        ConversionRewriter rewriter) {
      SpatHostStoreSyncOp.Adaptor adaptor = SpatHostStoreSyncOp.Adaptor.of(op, operands);
      IntegerAttr size = PimValues.transferSize(op, adaptor.input().type(), rewriter);
      if (size == null) {
        return false;
      }
      Location location = op.location();
      rewriter.setInsertionPoint(op);
      Value host = PipelineHostBuffer.get(rewriter, location, op);
      Value zero = constants.get(rewriter, location, 0);
      DebugAttributes.copy(op,
          PimMemCopyDevToHostOp.create(rewriter, location, host.type(), adaptor.hostOffset(),
              zero, host, adaptor.input(), size),
          PimSyncOp.create(rewriter, location, adaptor.targetCoreId(), adaptor.eventRegister()));
      rewriter.eraseOp(op);
      return true;
    }
  }

  /**
   * {@code spat.host_wait_load from %a to %b host_offset %o event %e count %n} to
   * {@code tensor.empty}, {@code pim.wait %e value %n} and
   * {@code pim.memcp_hd %empty[%c0], %host[%o] size n}; an unused load is erased.
   */
  static final class Load extends OpConversionPattern<SpatHostWaitLoadOp> {
    private final CoreConstants constants;

    /** Creates the pattern, its buffer offsets from {@code constants}. */
    Load(CoreConstants constants) {
      super(SpatHostWaitLoadOp.INFO, null);
      this.constants = constants;
    }

    @Override
    public boolean matchAndRewrite(SpatHostWaitLoadOp op, List<Value> operands,
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
      SpatHostWaitLoadOp.Adaptor adaptor = SpatHostWaitLoadOp.Adaptor.of(op, operands);
      Location location = op.location();
      rewriter.setInsertionPoint(op);
      Value buffer = PimValues.emptyTensor(rewriter, location, type);
      Value zero = constants.get(rewriter, location, 0);
      PimWaitOp wait = PimWaitOp.create(rewriter, location, adaptor.eventRegister(),
          adaptor.waitValue());
      Value host = PipelineHostBuffer.get(rewriter, location, op);
      PimMemCopyHostToDevOp load = PimMemCopyHostToDevOp.create(rewriter, location, type, zero,
          adaptor.hostOffset(), buffer, host, size);
      DebugAttributes.copy(op, wait, load);
      rewriter.replaceOp(op, load.results());
      return true;
    }
  }
}
