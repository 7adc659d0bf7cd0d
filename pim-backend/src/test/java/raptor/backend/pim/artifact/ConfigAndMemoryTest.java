package raptor.backend.pim.artifact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checks config.json, memory.bin and the memory report of the two-core program. */
class ConfigAndMemoryTest {
  @TempDir Path out;

  private JsonNode config() throws Exception {
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.program(), out);
    return new ObjectMapper().readTree(out.resolve("pim/config.json").toFile());
  }

  @Test
  void configHasEveryKeyInOrder() throws Exception {
    List<String> keys = new ArrayList<>();
    config().fieldNames().forEachRemaining(keys::add);
    assertEquals(
        List.of(
            "core_cnt",
            "xbar_size",
            "array_group_map",
            "inputs_addresses",
            "inputs_sizes",
            "outputs_addresses",
            "outputs_sizes"),
        keys);
  }

  @Test
  void configFieldByField() throws Exception {
    JsonNode config = config();
    assertEquals(2, config.get("core_cnt").intValue());
    assertEquals("[2,2]", config.get("xbar_size").toString());
    assertEquals("{\"core0\":[1,1],\"core1\":[1]}", config.get("array_group_map").toString());
    assertEquals("[8,16]", config.get("inputs_addresses").toString());
    assertEquals("[8,8]", config.get("inputs_sizes").toString());
    assertEquals("[24,32]", config.get("outputs_addresses").toString());
    assertEquals("[8,8]", config.get("outputs_sizes").toString());
  }

  @Test
  void configTextIsPrettyPrintedWithUnixLineEnds() throws Exception {
    config();
    String text = Files.readString(out.resolve("pim/config.json"));
    assertEquals(
        """
        {
          "core_cnt" : 2,
          "xbar_size" : [ 2, 2 ],
          "array_group_map" : {
            "core0" : [ 1, 1 ],
            "core1" : [ 1 ]
          },
          "inputs_addresses" : [ 8, 16 ],
          "inputs_sizes" : [ 8, 8 ],
          "outputs_addresses" : [ 24, 32 ],
          "outputs_sizes" : [ 8, 8 ]
        }
        """,
        text);
  }

  @Test
  void coreWithoutWeightsHasAnEmptyGroupList() throws Exception {
    PimProgram program = TwoCorePrograms.program();
    PimProgram noWeights =
        new PimProgram(
            program.target(),
            List.of(
                program.cores().get(0),
                new CoreProgram(1, TwoCorePrograms.parse("sldi rd=0 imm=1"), List.of(), 0)),
            program.memory());
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(noWeights, out);
    JsonNode config = new ObjectMapper().readTree(out.resolve("pim/config.json").toFile());
    assertEquals("{\"core0\":[1,1],\"core1\":[]}", config.get("array_group_map").toString());
    assertFalse(Files.exists(out.resolve("pim/core_1")));
  }

  @Test
  void memoryImageByteByByte() throws Exception {
    config();
    byte[] expected = new byte[48];
    System.arraycopy(TwoCorePrograms.floats(0.5f, -1), 0, expected, 0, 8);
    assertArrayEquals(expected, Files.readAllBytes(out.resolve("pim/memory.bin")));
  }

  @Test
  void initialBytesOfEveryRegionKindAreInTheImage() throws Exception {
    HostMemory memory =
        new HostMemory(
            12,
            List.of(
                new HostRegion(RegionKind.INPUT, "arg0", 0, 4, new byte[] {1, 2, 3, 4}),
                new HostRegion(RegionKind.BUFFER, "channels", 6, 2, new byte[] {5, 6}),
                HostRegion.output("result0", 8, 4)));
    new ArtifactWriter(ArtifactOptions.DEFAULT).write(TwoCorePrograms.withMemory(memory), out);
    assertArrayEquals(
        new byte[] {1, 2, 3, 4, 0, 0, 5, 6, 0, 0, 0, 0},
        Files.readAllBytes(out.resolve("pim/memory.bin")));
  }

  @Test
  void memoryReportSummarizesHostRegionsAndCores() throws Exception {
    config();
    assertEquals(
        """
        Pim memory report
        target: 2 of 4 cores, 2 crossbars of 2x2 per core

        host memory: 48 bytes, 5 regions
          kind          address         size  name
          constant            0            8  bias
          input               8            8  arg0
          input              16            8  arg1
          output             24            8  result0
          output             32            8  result1

        cores: 2, 26 instructions
          core   local bytes  instructions  crossbars
             0            88            19          2
             1            24             7          1

        weights: 3 crossbar slots in 2 weight files of 16 bytes
        """,
        Files.readString(out.resolve("reports/memory_report.txt")));
  }

  @Test
  void noReportInModeNone() throws Exception {
    new ArtifactWriter(new ArtifactOptions(false, MemoryReportMode.NONE))
        .write(TwoCorePrograms.program(), out);
    assertEquals("[pim]", DirectoryContents.names(out));
  }
}
