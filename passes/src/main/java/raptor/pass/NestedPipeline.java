package raptor.pass;

import raptor.ir.IrContext;
import raptor.ir.Operation;

/**
 * The pass standing for a nested pipeline (MLIR's {@code OpToOpPassAdaptor}): run on an op, it
 * runs its pipeline on each op directly nested in that op's regions that the pipeline is
 * anchored on.
 */
public final class NestedPipeline extends Pass {
  private final OpPassManager pipeline;

  NestedPipeline(OpPassManager pipeline) {
    super("", "'" + pipeline.anchorName() + "' Pipeline", "", null);
    this.pipeline = pipeline;
  }

  /** {@return the nested pipeline} */
  public OpPassManager pipeline() {
    return pipeline;
  }

  @Override
  public void initialize(IrContext context) {
    pipeline.initialize(context);
  }

  @Override
  public void checkOptions() throws PipelineException {
    for (Pass pass : pipeline.passes()) {
      pass.checkOptions();
    }
  }

  @Override
  public void run(Operation op, PassContext pc) {
    if (!pc.runNested(pipeline, op)) {
      pc.signalFailure();
    }
  }

  @Override
  public String toPipelineString() {
    return pipeline.toPipelineString();
  }
}
