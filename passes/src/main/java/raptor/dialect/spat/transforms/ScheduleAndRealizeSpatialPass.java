package raptor.dialect.spat.transforms;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.spat.transforms.scheduling.BodyCostModel;
import raptor.dialect.spat.transforms.scheduling.ChannelTiming;
import raptor.dialect.spat.transforms.scheduling.ComputeGraph;
import raptor.dialect.spat.transforms.scheduling.ComputeOperands;
import raptor.dialect.spat.transforms.scheduling.InputRelays;
import raptor.dialect.spat.transforms.scheduling.PeftScheduler;
import raptor.dialect.spat.transforms.scheduling.PieceCatalog;
import raptor.dialect.spat.transforms.scheduling.PipelineScheduler;
import raptor.dialect.spat.transforms.scheduling.Schedule;
import raptor.dialect.spat.transforms.scheduling.ScheduleFailure;
import raptor.dialect.spat.transforms.scheduling.ScheduleMaterializer;
import raptor.dialect.spat.transforms.scheduling.ScheduleVerifier;
import raptor.dialect.spat.transforms.scheduling.SchedulingException;
import raptor.dialect.spat.transforms.scheduling.SchedulingTarget;
import raptor.dialect.spat.transforms.scheduling.SpatialGraph;
import raptor.dialect.spat.transforms.scheduling.SwapPlacement;
import raptor.dialect.spat.transforms.scheduling.SyncProtocolCheck;
import raptor.dialect.spat.transforms.scheduling.TargetConfig;
import raptor.dialect.spat.transforms.scheduling.TrivialPlacement;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionGroup;
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
 * capacity of each core and the target's link latencies (the built-in mesh, or the NoC table of
 * a {@code pim-target-config}), verifies the schedule, and
 * materializes it as one {@code spat.scheduled_compute} per used core, connected by channels;
 * a batch whose lanes are placed alike and exchange nothing with the graph stays one
 * {@code spat.scheduled_compute_batch} with a core per lane.
 * With {@code pipeline=N > 1} it partitions the graph into N stages on disjoint cores (§3),
 * forwarding a function input stage by stage through relays to the computes of later stages that
 * read it when that balances the stages (or is the only way to keep the stage contract),
 * routes the transfers between stages through the host buffer and plans the READY/FREE and
 * restart synchronization (§4.8 to §4.11), which {@link SyncProtocolCheck} verifies. The used
 * cores are renumbered densely in id order, as code generation needs one program per core id
 * from 0. A function without graph computes is left as it is.
 */
public final class ScheduleAndRealizeSpatialPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "schedule-and-realize-spatial";

  /** The flag and option naming a pimsim-nn target configuration. */
  public static final String TARGET_CONFIG = "pim-target-config";

  /**
   * The options; the target ones default to {@code raptor-opt}'s global flags.
   *
   * @param target the accelerator and its pipeline stages
   * @param targetConfig a pimsim-nn configuration with the network latencies, or "" for the
   *     built-in mesh model
   * @param swapPlacement whether a latency schedule's cores are swapped afterwards to put heavy
   *     traffic on cheap links ({@link SwapPlacement}); pipelined schedules ignore it
   */
  public record Options(
      @OptionGroup PimTargetOptions target,
      @Option(name = TARGET_CONFIG,
          help = "pimsim-nn style target configuration with its NoC latency table")
      String targetConfig,
      @Option(name = "swap-placement",
          help = "With pipeline=1, swap whole cores afterwards when that shortens the schedule")
      boolean swapPlacement) {
  }

  /** Finds a latency schedule of a compute graph: PEFT, or the trivial placement. */
  @FunctionalInterface
  public interface Placer {
    /**
     * {@return a schedule of {@code graph} on {@code target}}
     *
     * @throws SchedulingException naming the node that fits no core
     */
    Schedule place(ComputeGraph graph, SchedulingTarget target) throws SchedulingException;
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, new Options(PimTargetOptions.DEFAULT, "", false));

  private final Options options;
  private final List<Placer> placers;
  private final Statistic nodes = statistic("num-nodes", "Compute graph nodes scheduled");
  private final Statistic cores = statistic("num-cores", "Cores used by the schedule");
  private final Statistic makespan = statistic("makespan", "Estimated makespan of the schedule");
  private final Statistic channelMakespan = statistic("channel-makespan",
      "Makespan of the latency schedule with rendezvous channels");
  private final Statistic chosen = statistic("chosen-placement",
      "Index of the candidate placement kept (0 PEFT, 1 PEFT ignoring sender stalls, "
          + "2 trivial)");
  private final Statistic relays = statistic("num-relays", "Function inputs forwarded by relays");

  /**
   * Creates the pass with {@code options}, placing with whichever ends soonest once channels
   * are rendezvous: PEFT, PEFT ignoring sender stalls in its choice of core, or the trivial
   * placement.
   */
  public ScheduleAndRealizeSpatialPass(Options options) {
    this(options, List.of(PeftScheduler::schedule, PeftScheduler::scheduleIgnoringSenderStalls,
        TrivialPlacement::schedule));
  }

  /**
   * Creates the pass with {@code options}, finding latency schedules with {@code placer}
   * ({@code spat-place-trivial} realizes the trivial placement this way).
   */
  public ScheduleAndRealizeSpatialPass(Options options, Placer placer) {
    this(options, List.of(placer));
  }

  /**
   * Creates the pass with {@code options}, finding a latency schedule with each of
   * {@code placers} and keeping the one that ends first with rendezvous channels.
   */
  public ScheduleAndRealizeSpatialPass(Options options, List<Placer> placers) {
    super(ARGUMENT, "ScheduleAndRealizeSpatial",
        "Schedule Spatial graph computes on physical cores and realize their communication",
        BuiltinModuleOp.INFO);
    this.options = options;
    this.placers = placers;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    PimTarget target;
    try {
      target = options.target().resolve();
    } catch (InvalidTargetException e) {
      pc.fail(module, "ScheduleAndRealizeSpatial requires valid pipeline stages and resource "
          + "counts: " + e.getMessage());
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null || !hasGraphComputes(func.body().firstBlock())) {
      return;
    }
    SchedulingTarget machine;
    try {
      machine = options.targetConfig().isEmpty() ? SchedulingTarget.of(target)
          : TargetConfig.load(Path.of(options.targetConfig()), target);
    } catch (TargetConfig.Invalid e) {
      pc.fail(module, e.getMessage());
      return;
    }
    Block block = func.body().firstBlock();
    SpatialGraph graph = null;
    boolean staged = target.pipeline() > 1;
    try {
      graph = SpatialGraph.build(block, machine, BodyCostModel.INSTANCE, staged);
      PipelineScheduler.Plan plan = null;
      if (staged) {
        plan = stagePlan(graph, machine, target.pipeline());
        Map<Operation, Integer> stages = new IdentityHashMap<>(plan.stages());
        int inserted = InputRelays.insert(new OpBuilder(pc.context()), block, stages);
        if (inserted > 0) {
          relays.add(inserted);
          graph = SpatialGraph.build(block, machine, BodyCostModel.INSTANCE, true);
          plan = new PipelineScheduler.Plan(stages, plan.layout(), plan.bottleneck());
        }
      }
      List<Operation> placed = plan != null
          ? pipelined(graph, machine, plan, block, pc)
          : latency(graph, machine, block, pc);
      if (placed != null) {
        nodes.add(graph.instances().size());
        cores.add(placed.stream().filter(c -> c != null).count());
      }
    } catch (ScheduleFailure e) {
      pc.fail(e.op(), e.getMessage());
    } catch (SchedulingException e) {
      pc.fail(e.node() < 0 ? func : graph.instances().get(e.node()).op(), e.getMessage());
    }
  }

  /**
   * Schedules for latency, on every core with no stages: the schedule of each placer, and of
   * several the one whose {@link ChannelTiming} makespan is least (the first on a tie), since
   * the estimate of a placer's own list scheduling leaves out the waits of rendezvous channels.
   * A placer after the first that finds no room (the trivial one packs less tightly than PEFT)
   * drops out. Each candidate is timed on its cores renumbered as they are materialized (the
   * candidates share one {@link PieceCatalog}), and the kept one is materialized from the
   * transfer plan its timing used (unless the swap placement moves its cores afterwards).
   */
  private List<Operation> latency(SpatialGraph graph, SchedulingTarget machine,
      Block block, PassContext pc) throws SchedulingException {
    OpBuilder builder = new OpBuilder(pc.context());
    Schedule schedule = placers.get(0).place(graph.graph(), machine);
    ScheduleMaterializer kept = null;
    if (placers.size() > 1) {
      PieceCatalog pieces = new PieceCatalog(graph);
      kept = ScheduleMaterializer.planned(builder, graph, pieces, schedule.onDenseCores(), block);
      long least = kept.channelMakespan(machine);
      int index = 0;
      for (int i = 1; i < placers.size(); i++) {
        Schedule candidate;
        try {
          candidate = placers.get(i).place(graph.graph(), machine);
        } catch (SchedulingException e) {
          continue;
        }
        ScheduleMaterializer planned = ScheduleMaterializer.planned(builder, graph, pieces,
            candidate.onDenseCores(), block);
        long time = planned.channelMakespan(machine);
        if (time < least) {
          schedule = candidate;
          kept = planned;
          least = time;
          index = i;
        }
      }
      channelMakespan.add(least);
      chosen.add(index);
    }
    if (options.swapPlacement()) {
      schedule = SwapPlacement.apply(graph.graph(), machine, schedule);
      kept = null;
    }
    if (!verified(ScheduleVerifier.problems(graph.graph(), machine, schedule), block, pc)) {
      return null;
    }
    makespan.add(schedule.makespan());
    return kept != null ? kept.materialize()
        : ScheduleMaterializer.apply(builder, graph, schedule.onDenseCores(), block);
  }

  /**
   * {@return the stage partition in {@code stages} stages}: the one that forwards function inputs
   * through relays (spec §3.5 step 4) when that lowers the bottleneck or is the only one that
   * exists, else the one that reads every input in stage 0
   */
  private static PipelineScheduler.Plan stagePlan(SpatialGraph graph, SchedulingTarget machine,
      int stages) throws SchedulingException {
    PipelineScheduler.Plan plain;
    try {
      plain = PipelineScheduler.plan(graph, machine, stages, false);
    } catch (SchedulingException e) {
      return PipelineScheduler.plan(graph, machine, stages, true);
    }
    try {
      PipelineScheduler.Plan relayed = PipelineScheduler.plan(graph, machine, stages, true);
      return relayed.bottleneck() < plain.bottleneck() ? relayed : plain;
    } catch (SchedulingException e) {
      return plain;
    }
  }

  /** Schedules the pipeline stages of {@code plan}, with host transfers between them. */
  private List<Operation> pipelined(SpatialGraph graph, SchedulingTarget machine,
      PipelineScheduler.Plan plan, Block block, PassContext pc) throws SchedulingException {
    PipelineScheduler.Result result = PipelineScheduler.place(graph, machine, plan);
    List<String> problems = new ArrayList<>(
        ScheduleVerifier.problems(graph.graph(), machine, result.schedule()));
    problems.addAll(PipelineScheduler.problems(graph, result));
    if (!verified(problems, block, pc)) {
      return null;
    }
    makespan.add(result.schedule().makespan());
    int[] ids = result.schedule().denseCoreIds();
    int[] stagesById = new int[ids.length];
    for (int core = 0; core < ids.length; core++) {
      if (ids[core] >= 0) {
        stagesById[ids[core]] = result.coreStages()[core];
      }
    }
    List<Operation> placed = ScheduleMaterializer.applyPipelined(new OpBuilder(pc.context()),
        graph, result.schedule().renamed(ids), block, stagesById,
        machine.synchronizationRegisters());
    if (!SyncProtocolCheck.verify(block, machine.synchronizationRegisters(), pc.diagnostics())) {
      pc.fail(block.parentOp(), "pipeline synchronization verification failed; see the "
          + "diagnostics above");
      return null;
    }
    return placed;
  }

  private static boolean verified(List<String> problems, Block block, PassContext pc) {
    if (problems.isEmpty()) {
      return true;
    }
    pc.fail(block.parentOp(), "schedule verification failed: " + problems.get(0));
    return false;
  }

  private static boolean hasGraphComputes(Block block) {
    for (Operation op : block.ops()) {
      if (ComputeOperands.isGraphCompute(op)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
