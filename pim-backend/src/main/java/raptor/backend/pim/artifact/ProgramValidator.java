package raptor.backend.pim.artifact;

import java.util.ArrayList;
import java.util.List;
import raptor.isa.Instruction;
import raptor.pim.IndexedWork;

/**
 * Checks that a {@link PimProgram} can be written as artifacts and loaded by the simulator: core
 * ids, crossbar slots and weight shapes against the target, instruction operands, and the host
 * memory layout. Runs in O(instructions + regions log regions), the cores checked several at once
 * ({@link IndexedWork}).
 */
public final class ProgramValidator {
  private ProgramValidator() {}

  /** {@return every problem of {@code program}, empty if it can be written} */
  public static List<ArtifactProblem> validate(PimProgram program) {
    List<ArtifactProblem> problems = new ArrayList<>();
    checkCoreIds(program, problems);
    List<CoreProgram> cores = program.cores();
    List<List<ArtifactProblem>> byCore =
        IndexedWork.run(cores.size(), IndexedWork.defaultWorkers(), index -> {
          List<ArtifactProblem> found = new ArrayList<>();
          checkCore(cores.get(index), program, found);
          return found;
        });
    for (List<ArtifactProblem> found : byCore) {
      problems.addAll(found);
    }
    HostMemoryValidator.validate(program.memory(), problems);
    return problems;
  }

  private static void checkCoreIds(PimProgram program, List<ArtifactProblem> problems) {
    int count = program.cores().size();
    if (count == 0) {
      problems.add(new ArtifactProblem("program", "has no cores"));
    }
    if (count > program.target().coreCount()) {
      problems.add(
          new ArtifactProblem(
              "program",
              count
                  + " cores exceed the "
                  + program.target().coreCount()
                  + " cores of the target"));
    }
    for (int index = 0; index < count; index++) {
      int id = program.cores().get(index).id();
      if (id != index) {
        problems.add(
            new ArtifactProblem(
                "core " + id,
                "at position "
                    + index
                    + " of the core list; compiler core ids must be dense, core i at position i"));
      }
    }
  }

  private static void checkCore(
      CoreProgram core, PimProgram program, List<ArtifactProblem> problems) {
    String where = "core " + core.id();
    PimTarget target = program.target();
    if (core.crossbars().size() > target.crossbarCount()) {
      problems.add(
          new ArtifactProblem(
              where,
              "uses "
                  + core.crossbars().size()
                  + " crossbars, the target has "
                  + target.crossbarCount()
                  + " per core"));
    }
    for (int slot = 0; slot < core.crossbars().size(); slot++) {
      WeightMatrix weights = core.crossbars().get(slot);
      if (weights.rows() != target.crossbarSize() || weights.cols() != target.crossbarSize()) {
        problems.add(
            new ArtifactProblem(
                where + ", crossbar " + slot,
                "weights are "
                    + weights.rows()
                    + "x"
                    + weights.cols()
                    + ", the crossbar is "
                    + target.crossbarSize()
                    + "x"
                    + target.crossbarSize()));
      }
    }
    if (!I32Range.contains(core.localMemoryBytes())) {
      problems.add(
          new ArtifactProblem(
              where, "local memory of " + core.localMemoryBytes() + " bytes " + I32Range.OUTSIDE));
    }
    InstructionChecks checks =
        new InstructionChecks(program.cores().size(), core.crossbars().size());
    List<Instruction> instructions = core.instructions();
    for (int index = 0; index < instructions.size(); index++) {
      Instruction instruction = instructions.get(index);
      String problem = checks.firstProblem(instruction);
      if (problem != null) {
        problems.add(
            new ArtifactProblem(
                where + ", instruction " + index + " (" + instruction.opcode().mnemonic() + ")",
                problem));
      }
    }
  }
}
