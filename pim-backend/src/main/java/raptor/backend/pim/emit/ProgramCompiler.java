package raptor.backend.pim.emit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import raptor.backend.pim.artifact.CoreProgram;
import raptor.backend.pim.artifact.PimProgram;
import raptor.backend.pim.artifact.PimTarget;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.dialect.pim.PimAttributes;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimCoreOp;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.pim.IndexedWork;
import raptor.pim.InstructionBudget;

/**
 * Compiles the entry function of a module into a {@link PimProgram}: the host memory from the
 * function's signature and globals, then one program per {@code pim.core} and one per lane of
 * each {@code pim.core_batch}, in core id order.
 *
 * <p>The core programs are compiled on {@code workers} threads ({@link IndexedWork}), reading the
 * IR, the host layout and the weight tiles they share; the program and the first failure in op
 * and lane order are the same for any number of workers.
 */
final class ProgramCompiler {
  /**
   * The program of one core: a {@code pim.core}, or lane {@code lane} of a {@code
   * pim.core_batch}.
   *
   * @param op the core or batch op
   * @param lane the lane of a batch, 0 for a core
   * @param id the compiler core id
   */
  private record CoreJob(Operation op, int lane, int id) {}

  private final BuiltinModuleOp module;
  private final PimTarget target;
  private final boolean synchronization;
  private final long maxCoreInstructions;
  private final int workers;
  private final WeightTileCache weightTiles;

  /**
   * @param synchronization whether to emit {@code sync} and {@code wait}
   * @param maxCoreInstructions the ops one core may execute
   * @param workers how many core programs may be compiled at once
   */
  ProgramCompiler(BuiltinModuleOp module, PimTarget target, boolean synchronization,
      long maxCoreInstructions, int workers) {
    this.module = module;
    this.target = target;
    this.synchronization = synchronization;
    this.maxCoreInstructions = maxCoreInstructions;
    this.workers = workers;
    Map<String, MemRefGlobalOp> globals = new HashMap<>();
    for (Operation op : module.body().ops()) {
      if (op instanceof MemRefGlobalOp global) {
        globals.put(global.symName(), global);
      }
    }
    this.weightTiles = new WeightTileCache(globals, target.crossbarSize());
  }

  /**
   * {@return the program of {@code func}}
   *
   * @throws CodegenException at the first op that cannot be compiled
   */
  PimProgram compile(FuncFuncOp func) throws CodegenException {
    HostLayout host = HostLayout.of(module, func);
    List<CoreJob> jobs = new ArrayList<>();
    CodegenException duplicate = listJobs(func, jobs);
    List<CoreProgram> programs =
        IndexedWork.run(jobs.size(), workers, index -> compileCore(host, jobs.get(index)));
    if (duplicate != null) {
      throw duplicate;
    }
    Map<Integer, CoreProgram> cores = new TreeMap<>();
    for (CoreProgram program : programs) {
      cores.put(program.id(), program);
    }
    return new PimProgram(target, new ArrayList<>(cores.values()), host.memory());
  }

  /**
   * Adds the core programs of {@code func} to {@code jobs} in op and lane order, up to the first
   * core id that has a program already.
   *
   * @return the failure of that id, or null when every id is new
   */
  private static CodegenException listJobs(FuncFuncOp func, List<CoreJob> jobs) {
    Set<Integer> ids = new HashSet<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (op instanceof PimCoreOp core) {
        if (!ids.add((int) core.coreId())) {
          return duplicate(core, core.coreId());
        }
        jobs.add(new CoreJob(core, 0, (int) core.coreId()));
      } else if (op instanceof PimCoreBatchOp batch) {
        for (int lane = 0; lane < batch.laneCount(); lane++) {
          long id = batch.coreIds()[lane];
          if (!ids.add((int) id)) {
            return duplicate(batch, id);
          }
          jobs.add(new CoreJob(batch, lane, (int) id));
        }
      }
    }
    return null;
  }

  private CoreProgram compileCore(HostLayout host, CoreJob job) throws CodegenException {
    Operation core = job.op();
    StaticKnowledge knowledge = new StaticKnowledge();
    List<Value> weights;
    int firstWeight;
    if (core instanceof PimCoreBatchOp batch) {
      knowledge.bind(batch.body().firstBlock().argument(0), job.lane());
      weights = batch.weights();
      firstWeight = 1;
    } else {
      weights = ((PimCoreOp) core).weights();
      firstWeight = 0;
    }
    WeightSlots slots =
        WeightSlots.of(core, weights, firstWeight, weightTiles, target.crossbarCount());
    InstructionStream stream = new InstructionStream();
    AddressResolver addresses = new AddressResolver(host, knowledge);
    OpLowering lowering = new OpLowering(stream, addresses, knowledge, slots, synchronization);
    new CoreWalker(knowledge, lowering, new InstructionBudget(maxCoreInstructions))
        .walkCore(core.region(0).firstBlock());
    Long localBytes = PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE);
    return new CoreProgram(
        job.id(), stream.instructions(), slots.matrices(), localBytes == null ? 0 : localBytes);
  }

  private static CodegenException duplicate(Operation op, long id) {
    return new CodegenException(op, "core id " + id + " has more than one Pim program");
  }
}
