package raptor.dialect.spat.transforms;

import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.spat.transforms.scheduling.BodyCostModel;
import raptor.dialect.spat.transforms.scheduling.ComputeOperands;
import raptor.dialect.spat.transforms.scheduling.PeftScheduler;
import raptor.dialect.spat.transforms.scheduling.Schedule;
import raptor.dialect.spat.transforms.scheduling.ScheduleFailure;
import raptor.dialect.spat.transforms.scheduling.ScheduleMaterializer;
import raptor.dialect.spat.transforms.scheduling.ScheduleVerifier;
import raptor.dialect.spat.transforms.scheduling.SchedulingException;
import raptor.dialect.spat.transforms.scheduling.SchedulingTarget;
import raptor.dialect.spat.transforms.scheduling.SpatialGraph;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.Statistic;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;
import raptor.pim.PimTargetOptions;

/**
 * {@code schedule-and-realize-spatial}: places the graph computes of the entry function on the
 * physical cores (spec §2): builds the compute graph, schedules it with PEFT under the crossbar
 * capacity of each core and the target's link latencies, verifies the schedule, and
 * materializes it as one {@code spat.scheduled_compute} per used core, connected by channels.
 * A function without graph computes is left as it is.
 */
public final class ScheduleAndRealizeSpatialPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "schedule-and-realize-spatial";

  /** The schema of its options, the {@link PimTargetOptions}. */
  public static final OptionSchema<PimTargetOptions> SCHEMA =
      OptionSchema.of(PimTargetOptions.class, PimTargetOptions.DEFAULT);

  private final PimTargetOptions options;
  private final Statistic nodes = statistic("num-nodes", "Compute graph nodes scheduled");
  private final Statistic cores = statistic("num-cores", "Cores used by the schedule");
  private final Statistic makespan = statistic("makespan", "Estimated makespan of the schedule");

  /** Creates the pass with {@code options}. */
  public ScheduleAndRealizeSpatialPass(PimTargetOptions options) {
    super(ARGUMENT, "ScheduleAndRealizeSpatial",
        "Schedule Spatial graph computes on physical cores and realize their communication",
        BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    PimTarget target;
    try {
      target = options.resolve();
    } catch (InvalidTargetException e) {
      fail(pc, module, "ScheduleAndRealizeSpatial requires valid pipeline stages and resource "
          + "counts: " + e.getMessage());
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null || !hasGraphComputes(func.body().firstBlock())) {
      return;
    }
    if (target.pipeline() > 1) {
      fail(pc, func, "ScheduleAndRealizeSpatial does not schedule pipeline stages yet "
          + "(--pipeline=" + target.pipeline() + ")");
      return;
    }
    SchedulingTarget machine = SchedulingTarget.of(target);
    Block block = func.body().firstBlock();
    try {
      SpatialGraph graph = SpatialGraph.build(block, machine, BodyCostModel.INSTANCE);
      Schedule schedule = schedule(graph, machine);
      List<String> problems = ScheduleVerifier.problems(graph.graph(), machine, schedule);
      if (!problems.isEmpty()) {
        fail(pc, func, "schedule verification failed: " + problems.get(0));
        return;
      }
      nodes.add(graph.instances().size());
      cores.add(ScheduleMaterializer.apply(new OpBuilder(pc.context()), graph, schedule, block)
          .stream().filter(c -> c != null).count());
      makespan.add(schedule.makespan());
    } catch (ScheduleFailure e) {
      fail(pc, e.op(), e.getMessage());
    }
  }

  private static Schedule schedule(SpatialGraph graph, SchedulingTarget machine)
      throws ScheduleFailure {
    try {
      return PeftScheduler.schedule(graph.graph(), machine);
    } catch (SchedulingException e) {
      throw new ScheduleFailure(graph.instances().get(e.node()).op(), e.getMessage());
    }
  }

  private static boolean hasGraphComputes(Block block) {
    for (Operation op : block.ops()) {
      if (ComputeOperands.isGraphCompute(op)) {
        return true;
      }
    }
    return false;
  }

  private static void fail(PassContext pc, Operation op, String message) {
    pc.emitError(op, message);
    pc.signalFailure();
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
