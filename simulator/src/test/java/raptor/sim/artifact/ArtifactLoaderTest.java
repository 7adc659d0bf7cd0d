package raptor.sim.artifact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.isa.Assembler;
import raptor.isa.IsaFormatException;
import raptor.isa.PimBinary;
import raptor.isa.PimJson;
import raptor.sim.Machine;
import raptor.sim.Region;

class ArtifactLoaderTest {
  @TempDir Path dir;

  @BeforeEach
  void writeTwoCoreFolder() throws IOException, IsaFormatException {
    Files.writeString(
        dir.resolve("config.json"),
        """
        {"xbar_size": [2, 2], "inputs_addresses": [0, 16], "inputs_sizes": [8, 4]}
        """);
    Files.write(dir.resolve("memory.bin"), new byte[] {1, 2, 3});
    writeProgram("core_0.pim", "sldi rd=1 imm=1");
    writeProgram("core_1.pim", "sldi rd=1 imm=2");
    Files.createDirectories(dir.resolve("weights"));
    Files.write(dir.resolve("weights/crossbar_0.bin"), floats(1, 2, 3, 4));
  }

  private void writeProgram(String name, String text) throws IOException, IsaFormatException {
    Files.write(dir.resolve(name), PimBinary.encode(Assembler.parse(text)));
  }

  private void link(String slot, String target) throws IOException {
    Files.createDirectories(dir.resolve(slot).getParent());
    Files.createSymbolicLink(dir.resolve(slot), Path.of(target));
  }

  private static byte[] floats(float... values) {
    ByteBuffer buffer = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float value : values) {
      buffer.putFloat(value);
    }
    return buffer.array();
  }

  private Artifacts load() throws ArtifactException {
    return new ArtifactLoader().folder(dir).load();
  }

  private String error() {
    return assertThrows(ArtifactException.class, this::load).getMessage();
  }

  @Test
  void loadsProgramsMemoryAndInputRegions() throws Exception {
    Artifacts artifacts = load();
    assertEquals(2, artifacts.programs().size());
    assertEquals(List.of(new Region(0, 8), new Region(16, 4)), artifacts.config().inputRegions());
    Machine machine = artifacts.toMachine();
    assertEquals(3, machine.coreCount());
    assertEquals(3, machine.host().read(2, 1)[0]);
  }

  @Test
  void symlinkedSlotsShareOneCrossbar() throws Exception {
    link("core_0/crossbar_0.bin", "../weights/crossbar_0.bin");
    link("core_1/crossbar_0.bin", "../weights/crossbar_0.bin");
    Files.createDirectories(dir.resolve("core_1"));
    Files.write(dir.resolve("core_1/crossbar_1.bin"), floats(1, 2, 3, 4));
    Machine machine = load().toMachine();
    assertSame(machine.core(1).crossbar(0), machine.core(2).crossbar(0));
    assertNotSame(machine.core(2).crossbar(0), machine.core(2).crossbar(1));
    assertEquals(2, machine.core(2).crossbarCount());
    assertEquals(2, machine.core(1).crossbar(0).cols());
  }

  @Test
  void danglingSymlinkIsReported() throws Exception {
    link("core_0/crossbar_0.bin", "../weights/missing.bin");
    assertEquals(
        dir.resolve("core_0/crossbar_0.bin")
            + ": symlink points to "
            + Path.of("../weights/missing.bin")
            + ", a crossbar that was not stored",
        error());
  }

  @Test
  void arrayGroupMapDeclaresTheSlots() throws Exception {
    Files.writeString(
        dir.resolve("config.json"),
        "{\"xbar_size\": [2, 2], \"array_group_map\": {\"core1\": [1, 1]}}");
    link("core_1/crossbar_0.bin", "../weights/crossbar_0.bin");
    assertEquals(dir.resolve("core_1/crossbar_1.bin") + ": missing weight file", error());
  }

  @Test
  void corruptWeightFileIsReported() throws Exception {
    Files.write(dir.resolve("weights/crossbar_0.bin"), new byte[6]);
    link("core_0/crossbar_0.bin", "../weights/crossbar_0.bin");
    assertEquals(
        dir.resolve("weights/crossbar_0.bin").toRealPath()
            + ": corrupt weight file: size 6 is not 2 rows of f32 values"
            + " (a 2x2 crossbar has 16 bytes)",
        error());
  }

  @Test
  void weightsNeedACrossbarSize() throws Exception {
    Files.writeString(dir.resolve("config.json"), "{}");
    link("core_0/crossbar_0.bin", "../weights/crossbar_0.bin");
    assertEquals(
        dir.resolve("config.json") + ": config.json has no xbar_size [rows, cols] array", error());
  }

  @Test
  void coreIdsMustBeContiguous() throws Exception {
    Files.delete(dir.resolve("core_0.pim"));
    assertEquals(dir + ": missing core_0.pim or core_0.json", error());
  }

  @Test
  void coreCountIsTakenFromConfig() throws Exception {
    Files.writeString(dir.resolve("config.json"), "{\"core_cnt\": 3}");
    assertEquals(dir + ": missing core_2.pim or core_2.json (config.json core_cnt is 3)", error());
  }

  @Test
  void binaryIsPreferredOverJson() throws Exception {
    Files.writeString(
        dir.resolve("core_0.json"), PimJson.write(Assembler.parse("sldi rd=1 imm=99")));
    Files.writeString(dir.resolve("core_2.json"), PimJson.write(Assembler.parse("nop")));
    Artifacts artifacts = load();
    assertEquals(Assembler.parse("sldi rd=1 imm=1"), artifacts.programs().get(0));
    assertEquals(Assembler.parse("nop"), artifacts.programs().get(2));
  }

  @Test
  void badConfigIsReported() throws Exception {
    Files.writeString(dir.resolve("config.json"), "{\"xbar_size\": ");
    assertEquals(
        dir.resolve("config.json") + ": invalid JSON at line 1, column 15: ",
        error().substring(0, dir.resolve("config.json").toString().length() + 37));
    Files.writeString(dir.resolve("config.json"), "{\"inputs_addresses\": [0]}");
    ArtifactException missing =
        assertThrows(ArtifactException.class, () -> load().config().inputRegions());
    assertEquals(
        dir.resolve("config.json") + ": config.json has no inputs_sizes array",
        missing.getMessage());
  }

  @Test
  void missingMemoryImageIsReported() throws Exception {
    Files.delete(dir.resolve("memory.bin"));
    assertEquals(dir.resolve("memory.bin") + ": missing memory image", error());
  }
}
