package raptor.pim.planning;

import java.util.List;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.pim.PimAttributes;
import raptor.ir.Operation;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pim.PimCores;
import raptor.pim.PimEntryFunction;

/**
 * {@code pim-local-memory-planning}: plans the local memory of every core of the entry function
 * (spec 5.4) and records the plan: {@code pim.local_memory_address} on each
 * {@code memref.alloc} of a core body, {@code pim.local_memory_size} (the arena) on the core.
 * One plan serves all lanes of a core batch. A plan larger than a core's local memory is an
 * error naming the core and both sizes.
 */
public final class PimLocalMemoryPlanningPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-local-memory-planning";
  private static final String PHASE = "Pim local memory planning";

  /**
   * The options.
   *
   * @param localMemorySize the bytes of local memory of one core
   */
  public record Options(
      @Option(name = "local-memory-size",
          help = "Bytes of local memory per core (default: the int32 address range)")
      int localMemorySize) {
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, new Options(Integer.MAX_VALUE));

  private final Options options;

  /** Creates the pass with {@code options}. */
  public PimLocalMemoryPlanningPass(Options options) {
    super(ARGUMENT, "PimLocalMemoryPlanning",
        "Plan liveness-based addresses for Pim core-local memory", BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    if (options.localMemorySize() <= 0) {
      pc.emitError(module, "Pim local memory planning requires a positive local-memory-size, "
          + "but got " + options.localMemorySize());
      pc.signalFailure();
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      pc.emitError(module, PimEntryFunction.missing(PHASE));
      pc.signalFailure();
      return;
    }
    for (Operation core : PimCores.cores(func)) {
      try {
        plan(core);
      } catch (PlanningFailure e) {
        pc.diagnostics().opError(e.op(), e.getMessage());
        pc.signalFailure();
      }
    }
  }

  private void plan(Operation core) throws PlanningFailure {
    List<LiveInterval> intervals = LifetimeAnalysis.analyze(core);
    MemoryPlacer.Plan plan = MemoryPlacer.place(intervals);
    if (plan.arenaSize() > Integer.MAX_VALUE) {
      throw new PlanningFailure(core, "Pim local-memory plan exceeds the signed int32 address "
          + "range");
    }
    if (plan.arenaSize() > options.localMemorySize()) {
      throw new PlanningFailure(core, "Pim local-memory plan of " + PimCores.describe(core)
          + " needs " + plan.arenaSize() + " bytes, but a core has " + options.localMemorySize()
          + " bytes of local memory");
    }
    for (int i = 0; i < intervals.size(); i++) {
      intervals.get(i).alloc().setAttr(PimAttributes.LOCAL_MEMORY_ADDRESS,
          PimAttributes.i64Attr(plan.addresses().get(i)));
    }
    core.setAttr(PimAttributes.LOCAL_MEMORY_SIZE, PimAttributes.i64Attr(plan.arenaSize()));
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
