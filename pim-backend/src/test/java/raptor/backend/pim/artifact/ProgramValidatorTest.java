package raptor.backend.pim.artifact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.isa.Field;
import raptor.isa.Instruction;
import raptor.isa.Opcode;

/** Each validation rule on a variant of the two-core program, with its exact message. */
class ProgramValidatorTest {
  private static final PimProgram VALID = TwoCorePrograms.program();

  private static List<String> problems(PimProgram program) {
    List<String> texts = new ArrayList<>();
    for (ArtifactProblem problem : ProgramValidator.validate(program)) {
      texts.add(problem.toString());
    }
    return texts;
  }

  private static PimProgram withCores(PimTarget target, CoreProgram... cores) {
    return new PimProgram(target, List.of(cores), VALID.memory());
  }

  private static CoreProgram core(int index) {
    return VALID.cores().get(index);
  }

  private static CoreProgram withCrossbars(CoreProgram core, WeightMatrix... crossbars) {
    return new CoreProgram(
        core.id(), core.instructions(), List.of(crossbars), core.localMemoryBytes());
  }

  /** {@return the program with instruction {@code index} of core {@code id} replaced} */
  private static PimProgram withInstruction(int id, int index, Instruction instruction) {
    List<Instruction> instructions = new ArrayList<>(core(id).instructions());
    instructions.set(index, instruction);
    CoreProgram changed =
        new CoreProgram(id, instructions, core(id).crossbars(), core(id).localMemoryBytes());
    return withCores(VALID.target(), id == 0 ? changed : core(0), id == 1 ? changed : core(1));
  }

  private static PimProgram withRegions(long size, HostRegion... regions) {
    return TwoCorePrograms.withMemory(new HostMemory(size, List.of(regions)));
  }

  @Test
  void theTwoCoreProgramIsValid() {
    assertEquals(List.of(), problems(VALID));
  }

  @Test
  void aProgramNeedsCores() {
    assertEquals(List.of("program: has no cores"), problems(withCores(VALID.target())));
  }

  @Test
  void coresMustFitTheTarget() {
    assertEquals(
        List.of("program: 2 cores exceed the 1 cores of the target"),
        problems(withCores(new PimTarget(2, 2, 1), core(0), core(1))));
  }

  @Test
  void coreIdsMustBeDense() {
    CoreProgram two = new CoreProgram(2, List.of(), List.of(), 0);
    assertEquals(
        List.of(
            "core 2: at position 1 of the core list; compiler core ids must be dense, core i at"
                + " position i"),
        problems(withCores(VALID.target(), core(0), two)));
  }

  @Test
  void crossbarSlotsMustFitTheCrossbarCount() {
    assertEquals(
        List.of("core 0: uses 2 crossbars, the target has 1 per core"),
        problems(withCores(new PimTarget(2, 1, 4), core(0), core(1))));
  }

  @Test
  void weightShapesMustMatchTheCrossbarSize() {
    WeightMatrix tall = WeightMatrix.of(3, 2, 1, 2, 3, 4, 5, 6);
    assertEquals(
        List.of("core 0, crossbar 1: weights are 3x2, the crossbar is 2x2"),
        problems(
            withCores(
                VALID.target(), withCrossbars(core(0), TwoCorePrograms.A, tall), core(1))));
  }

  @Test
  void localMemoryMustFitI32() {
    CoreProgram big = new CoreProgram(1, core(1).instructions(), core(1).crossbars(), 1L << 31);
    assertEquals(
        List.of("core 1: local memory of 2147483648 bytes is outside the i32 range 0..2147483647"),
        problems(withCores(VALID.target(), core(0), big)));
  }

  @Test
  void peerCoresMustBeCoresOfTheProgram() {
    Instruction send =
        Instruction.builder(Opcode.SEND).set(Field.CORE, 5).set(Field.SIZE, 8).build();
    assertEquals(
        List.of("core 0, instruction 5 (send): core 5 outside the compiler core ids 0..1"),
        problems(withInstruction(0, 5, send)));
    Instruction sync = Instruction.builder(Opcode.SYNC).set(Field.CORE, -1).build();
    assertEquals(
        List.of("core 0, instruction 18 (sync): core -1 outside the compiler core ids 0..1"),
        problems(withInstruction(0, 18, sync)));
  }

  @Test
  void mvmulGroupsMustBeCrossbarSlotsOfTheCore() {
    Instruction mvmul = Instruction.builder(Opcode.MVMUL).set(Field.GROUP, 1).build();
    assertEquals(
        List.of("core 1, instruction 3 (mvmul): group 1 outside the 1 crossbar slots of the core"),
        problems(withInstruction(1, 3, mvmul)));
  }

  @Test
  void registersAndEventRegistersMustExist() {
    Instruction vvadd = Instruction.builder(Opcode.VVADD).set(Field.RS2, 40).build();
    assertEquals(
        List.of("core 0, instruction 15 (vvadd): rs2 register 40 out of range 0..31"),
        problems(withInstruction(0, 15, vvadd)));
    Instruction wait =
        Instruction.builder(Opcode.WAIT)
            .set(Field.EVENT_REGISTER, 32)
            .set(Field.WAIT_VALUE, 1)
            .build();
    assertEquals(
        List.of("core 1, instruction 4 (wait): event register 32 out of range 0..31"),
        problems(withInstruction(1, 4, wait)));
  }

  @Test
  void addressesAndSizesMustFitI32() {
    assertEquals(
        List.of(
            "host memory: size 4294967296 is outside the i32 range 0..2147483647",
            "output region 'result1': address 4294967296 is outside the i32 range 0..2147483647",
            "input region 'arg0': size -8 is outside the i32 range 0..2147483647"),
        problems(
            withRegions(
                1L << 32,
                HostRegion.output("result1", 1L << 32, 8),
                HostRegion.input("arg0", 8, -8))));
  }

  @Test
  void regionsMustLieInsideTheMemory() {
    assertEquals(
        List.of("output region 'result0': ends at 52, beyond the host memory size 48"),
        problems(
            withRegions(
                48, HostRegion.input("arg0", 0, 8), HostRegion.output("result0", 44, 8))));
  }

  @Test
  void initialBytesMustMatchTheRegionSize() {
    assertEquals(
        List.of("input region 'arg0': has 3 initial bytes for a size of 8"),
        problems(withRegions(8, new HostRegion(RegionKind.INPUT, "arg0", 0, 8, new byte[3]))));
  }

  @Test
  void constantsMustNotOverlapOtherRegions() {
    assertEquals(
        List.of(
            "constant region 'bias': [4, 12) overlaps input region 'arg0' [0, 8)",
            "constant region 'bias': [4, 12) overlaps output region 'result0' [8, 16)"),
        problems(
            withRegions(
                16,
                HostRegion.output("result0", 8, 8),
                HostRegion.constant("bias", 4, new byte[8]),
                HostRegion.input("arg0", 0, 8))));
  }

  @Test
  void constantHiddenBehindALongerRegionIsFound() {
    assertEquals(
        List.of(
            "constant region 'bias': [8, 12) overlaps input region 'arg0' [0, 64)",
            "constant region 'bias': [8, 12) overlaps input region 'arg1' [10, 14)"),
        problems(
            withRegions(
                64,
                HostRegion.input("arg0", 0, 64),
                HostRegion.constant("bias", 8, new byte[4]),
                HostRegion.input("arg1", 10, 4))));
  }

  @Test
  void inputsAndOutputsMayAlias() {
    assertEquals(
        List.of(),
        problems(
            withRegions(8, HostRegion.input("arg0", 0, 8), HostRegion.output("result0", 0, 8))));
  }

  @Test
  void writerReportsEveryProblemAndWritesNothing(@TempDir Path out) throws Exception {
    PimProgram invalid = withCores(new PimTarget(2, 1, 1), core(0), core(1));
    ArtifactWriteException failure =
        assertThrows(
            ArtifactWriteException.class,
            () -> new ArtifactWriter(ArtifactOptions.DEFAULT).write(invalid, out));
    assertEquals(
        """
        2 problems:
          program: 2 cores exceed the 1 cores of the target
          core 0: uses 2 crossbars, the target has 1 per core""",
        failure.getMessage());
    assertEquals(2, failure.problems().size());
    assertEquals("[]", DirectoryContents.names(out));
  }

  @Test
  void longProblemListsAreShortenedInTheMessage() {
    List<ArtifactProblem> problems = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      problems.add(new ArtifactProblem("core " + i, "bad"));
    }
    String message = new ArtifactWriteException(problems).getMessage();
    assertEquals("12 problems:", message.lines().findFirst().orElseThrow());
    assertEquals("  ... and 2 more", message.lines().reduce((a, b) -> b).orElseThrow());
    assertEquals(12, message.lines().count());
  }
}
