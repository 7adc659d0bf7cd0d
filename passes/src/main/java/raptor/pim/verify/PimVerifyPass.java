package raptor.pim.verify;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.pim.PimAttributes;
import raptor.ir.Operation;
import raptor.pass.OperationPass;
import raptor.pass.Option;
import raptor.pass.OptionGroup;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.PipelineException;
import raptor.pim.CappedReporter;
import raptor.pim.IndexedWork;
import raptor.pim.InstructionBudget;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimCores;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimTarget;
import raptor.pim.PimTargetOptions;

/**
 * {@code verify-pim}: checks that planned, bufferized Pim IR holds every invariant code
 * generation relies on (spec 5.5): no Spatial op, only address-only ops at host level, a sound
 * local memory plan per core, only executable ops with static control flow and offsets inside
 * cores, core ids of the target each programmed once, and, with
 * {@code pim-detect-communication-deadlock}, communication that cannot deadlock. The IR is not
 * changed.
 */
public final class PimVerifyPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "verify-pim";
  private static final String PHASE = "Pim codegen verification";

  /**
   * The options; the target ones default to {@code raptor-opt}'s global flags.
   *
   * @param target the accelerator and its pipeline stages
   * @param detectDeadlock also simulate communication to find deadlocks
   * @param maxCoreInstructions the ops one core may execute, loops unrolled
   */
  public record Options(
      @OptionGroup PimTargetOptions target,
      @Option(name = "pim-detect-communication-deadlock",
          help = "Statically simulate SEND/RECV and SYNC/WAIT to find deadlocks")
      boolean detectDeadlock,
      @Option(name = InstructionBudget.OPTION, help = InstructionBudget.HELP)
      int maxCoreInstructions) {
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA = OptionSchema.of(Options.class,
      new Options(PimTargetOptions.DEFAULT, false, InstructionBudget.DEFAULT_LIMIT));

  private final Options options;

  /** Creates the pass with {@code options}. */
  public PimVerifyPass(Options options) {
    super(ARGUMENT, "PimVerify",
        "Verify that bufferized Pim IR contains only explicit host/device transfers",
        BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void checkOptions() throws PipelineException {
    try {
      options.target().resolve();
    } catch (InvalidTargetException e) {
      throw new PipelineException(targetError(e));
    }
  }

  private static String targetError(InvalidTargetException e) {
    return "Pim codegen verification requires valid injected target resources: "
        + e.getMessage();
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    pc.markUnchanged();
    PimTarget target;
    try {
      target = options.target().resolve();
      InstructionBudget.checkLimit(options.maxCoreInstructions());
    } catch (InvalidTargetException e) {
      fail(pc, module, targetError(e));
      return;
    }
    FuncFuncOp func = PimEntryFunction.find(module);
    if (func == null) {
      fail(pc, module, PimEntryFunction.missing(PHASE));
      return;
    }
    CappedReporter reporter = new CappedReporter(pc.diagnostics(), CappedReporter.DEFAULT_CAP);
    module.walk(op -> {
      if (op.name().startsWith("spat.")) {
        reporter.error(op, "illegal Spatial operation reached Pim codegen verification");
      }
    });
    for (Operation op : func.body().firstBlock().ops()) {
      if (!OpRoles.isAddressOnlyHostOp(op) && !op.name().startsWith("spat.")) {
        reporter.error(op, "illegal host-side runtime op remains after Pim bufferization; fold "
            + "it to constants or lower it into pim.core");
      }
    }
    List<Operation> cores = PimCores.cores(func);
    checkCoreIds(cores, target, reporter);
    List<CoreErrors> errors = IndexedWork.run(cores.size(), IndexedWork.defaultWorkers(),
        index -> checkCore(cores.get(index), options.maxCoreInstructions()));
    for (CoreErrors found : errors) {
      found.reportTo(reporter);
    }
    if (reporter.count() == 0 && options.detectDeadlock()
        && !deadlockFree(func, cores, options.maxCoreInstructions(), pc)) {
      fail(pc, func, "Pim codegen verification failed; see diagnostics above");
      return;
    }
    if (reporter.count() > 0) {
      if (reporter.suppressed()) {
        pc.emitError(func, (reporter.count() - reporter.cap())
            + " more verification failures were suppressed");
      }
      fail(pc, func, "Pim codegen verification failed; see diagnostics above");
    }
  }

  /** {@return what the local memory plan and program checks find in {@code core}} */
  private static CoreErrors checkCore(Operation core, long maxInstructions) {
    CoreErrors errors = new CoreErrors();
    LocalMemoryPlanCheck.check(core, errors);
    CoreProgramCheck.check(core, maxInstructions, errors);
    return errors;
  }

  private static void checkCoreIds(List<Operation> cores, PimTarget target,
      CappedReporter reporter) {
    Map<Long, Operation> programmed = new HashMap<>();
    for (Operation core : cores) {
      for (long id : PimCores.coreIds(core)) {
        if (id >= target.coreCount()) {
          reporter.error(core, "Pim core id " + id + " is outside the " + target.coreCount()
              + " cores of the target");
          continue;
        }
        Operation other = programmed.putIfAbsent(id, core);
        if (other != null) {
          reporter.error(core, "programs physical core " + id + ", which "
              + PimCores.describe(other) + " already programs");
        }
      }
    }
  }

  private static boolean deadlockFree(FuncFuncOp func, List<Operation> cores,
      long maxInstructions, PassContext pc) {
    CappedReporter reporter = new CappedReporter(pc.diagnostics(), CappedReporter.DEFAULT_CAP);
    boolean repeating = func.attr(PimAttributes.PIPELINE_HOST_BUFFER_BYTES) != null;
    var streams = CommunicationStreams.expand(cores, repeating, maxInstructions, reporter);
    return streams != null
        && DeadlockSimulator.run(streams,
            repeating ? CommunicationStreams.REPEATED_ITERATIONS : 1, pc.diagnostics());
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
