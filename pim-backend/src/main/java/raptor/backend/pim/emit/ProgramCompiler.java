package raptor.backend.pim.emit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import raptor.pim.InstructionBudget;

/**
 * Compiles the entry function of a module into a {@link PimProgram}: the host memory from the
 * function's signature and globals, then one program per {@code pim.core} and one per lane of
 * each {@code pim.core_batch}, in core id order.
 */
final class ProgramCompiler {
  private final BuiltinModuleOp module;
  private final PimTarget target;
  private final boolean synchronization;
  private final long maxCoreInstructions;
  private final WeightTileCache weightTiles;

  /**
   * @param synchronization whether to emit {@code sync} and {@code wait}
   * @param maxCoreInstructions the ops one core may execute
   */
  ProgramCompiler(BuiltinModuleOp module, PimTarget target, boolean synchronization,
      long maxCoreInstructions) {
    this.module = module;
    this.target = target;
    this.synchronization = synchronization;
    this.maxCoreInstructions = maxCoreInstructions;
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
    Map<Integer, CoreProgram> cores = new TreeMap<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (op instanceof PimCoreOp core) {
        int id = newCoreId(cores, core, core.coreId());
        cores.put(id, compileCore(host, core, core.weights(), 0, new StaticKnowledge(), id));
      } else if (op instanceof PimCoreBatchOp batch) {
        for (int lane = 0; lane < batch.laneCount(); lane++) {
          int id = newCoreId(cores, batch, batch.coreIds()[lane]);
          StaticKnowledge knowledge = new StaticKnowledge();
          knowledge.bind(batch.body().firstBlock().argument(0), lane);
          cores.put(id, compileCore(host, batch, batch.weights(), 1, knowledge, id));
        }
      }
    }
    return new PimProgram(target, new ArrayList<>(cores.values()), host.memory());
  }

  private CoreProgram compileCore(
      HostLayout host, Operation core, List<Value> weights, int firstWeight,
      StaticKnowledge knowledge, int id) throws CodegenException {
    WeightSlots slots =
        WeightSlots.of(core, weights, firstWeight, weightTiles, target.crossbarCount());
    InstructionStream stream = new InstructionStream();
    AddressResolver addresses = new AddressResolver(host, knowledge);
    OpLowering lowering = new OpLowering(stream, addresses, knowledge, slots, synchronization);
    new CoreWalker(knowledge, lowering, new InstructionBudget(maxCoreInstructions))
        .walkCore(core.region(0).firstBlock());
    Long localBytes = PimAttributes.i64(core, PimAttributes.LOCAL_MEMORY_SIZE);
    return new CoreProgram(
        id, stream.instructions(), slots.matrices(), localBytes == null ? 0 : localBytes);
  }

  /** {@return {@code id}, checked not to have a program yet} */
  private static int newCoreId(Map<Integer, CoreProgram> cores, Operation op, long id)
      throws CodegenException {
    if (cores.containsKey((int) id)) {
      throw new CodegenException(op, "core id " + id + " has more than one Pim program");
    }
    return (int) id;
  }
}
