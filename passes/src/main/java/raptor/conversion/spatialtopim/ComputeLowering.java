package raptor.conversion.spatialtopim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.dialect.pim.PimHaltOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.spat.SpatChannelReceiveOp;
import raptor.dialect.spat.SpatChannelSendOp;
import raptor.dialect.spat.SpatHostStoreSyncOp;
import raptor.dialect.spat.SpatHostWaitLoadOp;
import raptor.dialect.spat.SpatInParallelOp;
import raptor.dialect.spat.SpatScheduledComputeBatchOp;
import raptor.dialect.spat.SpatScheduledComputeOp;
import raptor.dialect.spat.SpatYieldOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.IrMapping;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.pim.PimTarget;

/**
 * Turns one {@code spat.scheduled_compute} into a {@code pim.core} on the same core, and a
 * {@code spat.scheduled_compute_batch} into a {@code pim.core_batch}.
 *
 * <p>Each used input becomes a core-local value at its earliest user in the body: a channel
 * receive or host-routed load moves there, a host value (function argument or constant) is
 * copied in with {@code pim.memcp_hd}. A result used by a {@code spat.channel_send} or
 * {@code spat.host_store_sync} moves that op into the body, and a returned result (directly or
 * through a helper chain, see {@link ReturnPaths}) is written to its host output buffer with
 * one {@code pim.memcp_dh} per contiguous byte run. A batch's results may only be returned:
 * each lane writes its fragments there (see {@link LaneFragments}). The body's ops stay
 * Spatial; the body patterns of {@link SpatialToPimPatterns} lower them afterwards.
 */
final class ComputeLowering {
  private final OpBuilder builder;
  private final PimTarget target;
  private final ReturnPaths returnPaths;
  private final CoreConstants constants;

  ComputeLowering(OpBuilder builder, PimTarget target, ReturnPaths returnPaths,
      CoreConstants constants) {
    this.builder = builder;
    this.target = target;
    this.returnPaths = returnPaths;
    this.constants = constants;
  }

  /** Lowers {@code compute}. */
  void lower(SpatScheduledComputeOp compute) throws LoweringFailure {
    checkCore(compute, compute.coreId());
    Block body = compute.body().firstBlock();
    localizeInputs(compute, body, compute.weights().size(), compute.inputs());
    SpatYieldOp yield = (SpatYieldOp) body.terminator();
    for (int i = 0; i < compute.numResults(); i++) {
      routeResult(compute, compute.result(i), yield.outputs().get(i), yield);
    }
    builder.setInsertionPointAfter(compute);
    PimCoreOp core = PimCoreOp.create(builder, compute.location(),
        new ArrayList<>(compute.weights()), IntegerAttr.of(IntegerType.I32, compute.coreId()));
    moveBody(compute, core);
  }

  /** Lowers a {@code spat.scheduled_compute_batch} to a {@code pim.core_batch}. */
  void lower(SpatScheduledComputeBatchOp batch) throws LoweringFailure {
    for (long coreId : batch.coreIds()) {
      checkCore(batch, coreId);
    }
    Block body = batch.body().firstBlock();
    if (batch.numResults() > 0) {
      if (!(body.terminator() instanceof SpatInParallelOp inParallel)) {
        throw new LoweringFailure(batch, "resultful compute_batch lowering currently requires a "
            + "spat.in_parallel terminator");
      }
      for (OpResult result : batch.results()) {
        if (!result.hasNoUses()) {
          throw unsupportedUse(batch);
        }
      }
      LaneFragments.lower(batch, inParallel, returnPaths, builder, constants);
    }
    localizeInputs(batch, body, 1 + batch.weights().size(), batch.inputs());
    builder.setInsertionPointAfter(batch);
    PimCoreBatchOp core = PimCoreBatchOp.create(builder, batch.location(),
        new ArrayList<>(batch.weights()), batch.laneCountAttr(), batch.coreIdsAttr());
    moveBody(batch, core);
  }

  private void checkCore(Operation compute, long coreId) throws LoweringFailure {
    if (coreId >= target.coreCount()) {
      throw new LoweringFailure(compute, "Spatial compute core id " + coreId
          + " is outside the " + target.coreCount() + " cores of the target");
    }
  }

  /** Moves the body of {@code compute} into {@code core}, ending it with {@code pim.halt}. */
  private void moveBody(Operation compute, Operation core) {
    core.region(0).takeBody(compute.region(0));
    Operation terminator = core.region(0).firstBlock().terminator();
    builder.setInsertionPoint(terminator);
    PimHaltOp.create(builder, terminator.location());
    terminator.erase();
    compute.erase();
  }

  // ---- Inputs ----

  /**
   * Replaces the body arguments of {@code inputs}, which follow {@code leading} other
   * arguments, by core-local copies, and erases them.
   */
  private void localizeInputs(Operation compute, Block body, int leading, List<Value> inputs)
      throws LoweringFailure {
    if (body.numArguments() != leading + inputs.size()) {
      throw new LoweringFailure(compute, "expected compute input block arguments during "
          + "lowering");
    }
    for (int i = 0; i < inputs.size(); i++) {
      BlockArgument argument = body.argument(leading + i);
      if (!argument.hasNoUses()) {
        builder.setInsertionPoint(firstUserInBlock(argument, body));
        argument.replaceAllUsesWith(localCopy(compute, inputs.get(i), argument));
      }
    }
    for (int i = body.numArguments() - 1; i >= leading; i--) {
      body.eraseArgument(i);
    }
  }

  /**
   * {@return a core-local value of {@code input}, which the body reads as {@code argument},
   * created at the insertion point}: a host value is loaded whole, or only the runs of it that
   * the body reads ({@link HostReads}) when they leave some of it out
   */
  private Value localCopy(Operation compute, Value input, Value argument)
      throws LoweringFailure {
    if (input instanceof OpResult result && (result.owner() instanceof SpatChannelReceiveOp
        || result.owner() instanceof SpatHostWaitLoadOp)) {
      return builder.clone(result.owner(), new IrMapping()).result(0);
    }
    Type type = argument.type();
    Location location = compute.location();
    Value buffer = PimValues.emptyTensor(builder, location, type);
    long elementBytes = StaticValues.elementBytes(((ShapedType) type).elementType());
    List<long[]> runs = elementBytes > 0 ? HostReads.runs(argument) : null;
    if (runs == null || runs.size() == 1 && runs.get(0)[0] == 0
        && runs.get(0)[1] * elementBytes == StaticValues.byteSize(type)) {
      Value zero = constants.get(builder, location, 0);
      return PimMemCopyHostToDevOp.create(builder, location, type, zero, zero, buffer, input,
          PimValues.byteSize(compute, type)).result(0);
    }
    for (long[] run : runs) {
      Value offset = constants.get(builder, location, run[0] * elementBytes);
      buffer = PimMemCopyHostToDevOp.create(builder, location, type, offset, offset, buffer,
          input, PimValues.byteSize(compute, (run[1] - run[0]) * elementBytes)).result(0);
    }
    return buffer;
  }

  /** {@return the op of {@code body} that is or contains the first user of {@code value}} */
  private static Operation firstUserInBlock(Value value, Block body) {
    Operation first = null;
    for (Operation user : value.users()) {
      Operation inBody = user;
      while (inBody.parentBlock() != body) {
        inBody = inBody.parentOp();
      }
      if (first == null || inBody.isBeforeInBlock(first)) {
        first = inBody;
      }
    }
    return first;
  }

  // ---- Results ----

  private void routeResult(SpatScheduledComputeOp compute, OpResult result, Value yielded,
      SpatYieldOp yield) throws LoweringFailure {
    List<OpOperand> uses = new ArrayList<>();
    result.uses().forEach(uses::add);
    for (OpOperand use : uses) {
      Operation user = use.owner();
      if (!(user instanceof SpatChannelSendOp || user instanceof SpatHostStoreSyncOp)) {
        throw unsupportedUse(compute);
      }
      user.moveBefore(yield);
      use.set(yielded);
    }
    builder.setInsertionPoint(yield);
    ByteCopies copies = new ByteCopies(builder, compute, yield.location(), constants);
    for (ReturnPaths.Route route : returnPaths.routes(result)) {
      for (ReturnPaths.Run run : route.runs()) {
        copies.toHost(route.buffer(), copies.constant(run.targetOffset()), yielded,
            run.sourceOffset(), run.bytes());
      }
    }
  }

  /** {@return the failure of a result use other than the return path or a transfer} */
  private static LoweringFailure unsupportedUse(Operation compute) {
    return new LoweringFailure(compute, "has an unsupported remaining result use during "
        + "Spatial-to-Pim lowering");
  }
}
