package raptor.backend.pim.artifact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.sim.Machine;
import raptor.sim.Region;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;

/** Writes the two-core program, loads it back with the simulator's loader and runs it. */
class ArtifactWriterTest {
  private static final ArtifactOptions WITH_JSON =
      new ArtifactOptions(true, MemoryReportMode.SUMMARY);

  @TempDir Path out;

  private Path write(ArtifactOptions options) throws ArtifactWriteException {
    return new ArtifactWriter(options).write(TwoCorePrograms.program(), out);
  }

  /** Runs the loaded artifacts on the test inputs and returns the two outputs, concatenated. */
  private static float[] run(Artifacts artifacts) throws Exception {
    List<Region> outputs = List.of(new Region(24, 8), new Region(32, 8));
    List<byte[]> dumps =
        new Simulator(artifacts.toMachine())
            .executeBatch(
                List.of(TwoCorePrograms.floats(TwoCorePrograms.INPUTS)),
                artifacts.config().inputRegions(),
                outputs);
    return TwoCorePrograms.toFloats(dumps.get(0));
  }

  @Test
  void writtenProgramRunsInTheSimulator() throws Exception {
    Path pim = write(ArtifactOptions.DEFAULT);
    assertEquals(out.resolve("pim"), pim);
    Artifacts artifacts = new ArtifactLoader().folder(pim).load();
    assertEquals(
        List.of(new Region(8, 8), new Region(16, 8)), artifacts.config().inputRegions());
    assertArrayEquals(TwoCorePrograms.EXPECTED_OUTPUTS, run(artifacts));
  }

  @Test
  void binaryAndJsonCoreFilesLoadToTheSamePrograms() throws Exception {
    Path pim = write(WITH_JSON);
    Artifacts binary = new ArtifactLoader().folder(pim).load();
    Artifacts json =
        new ArtifactLoader()
            .folder(pim)
            .cores(List.of(pim.resolve("core_0.json"), pim.resolve("core_1.json")))
            .load();
    assertEquals(TwoCorePrograms.parse(TwoCorePrograms.CORE_0), binary.programs().get(0));
    assertEquals(TwoCorePrograms.parse(TwoCorePrograms.CORE_1), binary.programs().get(1));
    assertEquals(binary.programs(), json.programs());
    assertArrayEquals(TwoCorePrograms.EXPECTED_OUTPUTS, run(json));
  }

  @Test
  void jsonCoreFilesOnlyWhenRequested() throws Exception {
    Path pim = write(ArtifactOptions.DEFAULT);
    assertEquals(
        "[config.json, core_0, core_0.pim, core_1, core_1.pim, memory.bin, weights]",
        DirectoryContents.names(pim));
    write(WITH_JSON);
    assertTrue(Files.isRegularFile(pim.resolve("core_0.json")));
    assertTrue(Files.isRegularFile(pim.resolve("core_1.json")));
  }

  @Test
  void sharedWeightsAreWrittenOnce() throws Exception {
    Path pim = write(ArtifactOptions.DEFAULT);
    assertEquals(
        "[crossbar_0.bin, crossbar_1.bin]", DirectoryContents.names(pim.resolve("weights")));
    assertArrayEquals(
        TwoCorePrograms.floats(1, 2, 3, 4),
        Files.readAllBytes(pim.resolve("weights/crossbar_0.bin")));
    assertArrayEquals(
        TwoCorePrograms.floats(2, 0, 1, -1),
        Files.readAllBytes(pim.resolve("weights/crossbar_1.bin")));
    assertLink(pim, "core_0/crossbar_0.bin", "../weights/crossbar_0.bin");
    assertLink(pim, "core_0/crossbar_1.bin", "../weights/crossbar_1.bin");
    assertLink(pim, "core_1/crossbar_0.bin", "../weights/crossbar_1.bin");
    Machine machine = new ArtifactLoader().folder(pim).load().toMachine();
    assertSame(machine.core(1).crossbar(1), machine.core(2).crossbar(0));
    assertEquals(2, machine.core(1).crossbarCount());
    assertEquals(1, machine.core(2).crossbarCount());
  }

  /** A slot is a hard link: the weight file itself under a second name, no symbolic link. */
  private static void assertLink(Path pim, String slot, String target) throws Exception {
    Path link = pim.resolve(slot);
    assertFalse(Files.isSymbolicLink(link), slot + " is a symbolic link");
    assertTrue(Files.isSameFile(link, link.resolveSibling(target)), slot + " is not " + target);
  }

  @Test
  void equalMatricesInDistinctObjectsShareAFile() throws Exception {
    PimProgram program = TwoCorePrograms.program();
    CoreProgram core1 = program.cores().get(1);
    PimProgram copied =
        new PimProgram(
            program.target(),
            List.of(
                program.cores().get(0),
                new CoreProgram(
                    1,
                    core1.instructions(),
                    List.of(WeightMatrix.of(2, 2, 2, 0, 1, -1)),
                    core1.localMemoryBytes())),
            program.memory());
    Path pim = new ArtifactWriter(ArtifactOptions.DEFAULT).write(copied, out);
    assertEquals(
        "[crossbar_0.bin, crossbar_1.bin]", DirectoryContents.names(pim.resolve("weights")));
  }

  @Test
  void sameProgramGivesByteIdenticalArtifacts(@TempDir Path other) throws Exception {
    ArtifactWriter writer = new ArtifactWriter(WITH_JSON);
    writer.write(TwoCorePrograms.program(), out);
    writer.write(TwoCorePrograms.program(), other);
    assertEquals(DirectoryContents.of(out), DirectoryContents.of(other));
    writer.write(TwoCorePrograms.program(), out);
    assertEquals(DirectoryContents.of(other), DirectoryContents.of(out));
  }

  @Test
  void outputsGetDefaultPermissions() throws Exception {
    Path pim = write(ArtifactOptions.DEFAULT);
    Path directory = Files.createDirectory(out.resolve("probe"));
    Path file = Files.createFile(out.resolve("probe.txt"));
    assertEquals(Files.getPosixFilePermissions(directory), Files.getPosixFilePermissions(pim));
    assertEquals(
        Files.getPosixFilePermissions(file),
        Files.getPosixFilePermissions(out.resolve("reports/memory_report.txt")));
    assertEquals(
        Files.getPosixFilePermissions(file),
        Files.getPosixFilePermissions(pim.resolve("core_0.pim")));
  }

  @Test
  void rewritingReplacesThePreviousArtifacts() throws Exception {
    Path pim = write(WITH_JSON);
    Files.writeString(pim.resolve("stale.txt"), "from an older run");
    write(ArtifactOptions.DEFAULT);
    assertFalse(Files.exists(pim.resolve("stale.txt")));
    assertFalse(Files.exists(pim.resolve("core_0.json")));
    assertEquals("[pim, reports]", DirectoryContents.names(out));
  }
}
