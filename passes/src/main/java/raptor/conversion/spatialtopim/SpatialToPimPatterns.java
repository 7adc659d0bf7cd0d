package raptor.conversion.spatialtopim;

import raptor.dialect.pim.PimConcatOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.pim.PimVReluOp;
import raptor.dialect.pim.PimVSigmOp;
import raptor.dialect.pim.PimVSoftmaxOp;
import raptor.dialect.pim.PimVTanhOp;
import raptor.dialect.pim.PimVVAddOp;
import raptor.dialect.pim.PimVVMaxOp;
import raptor.dialect.pim.PimVVMulOp;
import raptor.dialect.spat.SpatConcatOp;
import raptor.dialect.spat.SpatReluOp;
import raptor.dialect.spat.SpatSigmoidOp;
import raptor.dialect.spat.SpatSoftmaxOp;
import raptor.dialect.spat.SpatTanhOp;
import raptor.dialect.spat.SpatVAddOp;
import raptor.dialect.spat.SpatVMMOp;
import raptor.dialect.spat.SpatVMaxOp;
import raptor.dialect.spat.SpatVMulOp;
import raptor.ir.rewrite.PatternSet;

/** The conversion patterns of Spatial ops inside core bodies: compute, layout and communication. */
final class SpatialToPimPatterns {
  private SpatialToPimPatterns() {
  }

  /**
   * Adds the body compute and the communication lowerings to {@code patterns}, which take the
   * index constants they make from {@code constants}.
   */
  static void populate(PatternSet patterns, CoreConstants constants) {
    patterns.add(
        DestinationStyleLowering.binary(SpatVMMOp.INFO, PimVMMOp::create),
        DestinationStyleLowering.binary(SpatVAddOp.INFO, PimVVAddOp::create),
        DestinationStyleLowering.binary(SpatVMulOp.INFO, PimVVMulOp::create),
        DestinationStyleLowering.binary(SpatVMaxOp.INFO, PimVVMaxOp::create),
        DestinationStyleLowering.unary(SpatReluOp.INFO, PimVReluOp::create),
        DestinationStyleLowering.unary(SpatSigmoidOp.INFO, PimVSigmOp::create),
        DestinationStyleLowering.unary(SpatTanhOp.INFO, PimVTanhOp::create),
        DestinationStyleLowering.unary(SpatSoftmaxOp.INFO, PimVSoftmaxOp::create),
        new DestinationStyleLowering<>(SpatConcatOp.INFO, (builder, op, operands, destination) ->
            PimConcatOp.create(builder, op.location(), op.output().type(), operands,
                destination, op.axisAttr())),
        new TransposeLowering(constants),
        new Im2colLowering(constants),
        new ExtractRowsLowering(constants),
        new ChannelLowerings.Send(),
        new ChannelLowerings.Receive(constants),
        ChannelLowerings.Event.sync(),
        ChannelLowerings.Event.waitOp(),
        new HostTransferLowerings.Store(constants),
        new HostTransferLowerings.Load(constants));
  }
}
