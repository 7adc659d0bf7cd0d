package raptor.sim.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.isa.Opcode;

/** Bad timing inputs end in located diagnostics, warnings or statuses, never a crash. */
class TimingInputErrorsTest {
  private static TimingConfig parse(String json, List<String> warnings) throws TimingInputException {
    return TimingConfigReader.read(json, "cfg.json", warnings);
  }

  @Test
  void mistypedValueIsLocated() {
    TimingInputException e =
        assertThrows(
            TimingInputException.class,
            () -> parse("{\"chip_config\": {\n \"core_config\": {\"period\": \"fast\"}}}", new ArrayList<>()));
    assertTrue(e.getMessage().startsWith("cfg.json:2:"), e.getMessage());
    assertTrue(e.getMessage().contains("chip_config.core_config.period"), e.getMessage());
  }

  @Test
  void fractionalIntegerIsRejected() {
    TimingInputException e =
        assertThrows(
            TimingInputException.class,
            () -> parse("{\"chip_config\": {\"core_config\": {\"rob_size\": 1.5}}}", new ArrayList<>()));
    assertTrue(e.getMessage().contains("rob_size"), e.getMessage());
  }

  @Test
  void nonPositivePeriodAndWidthAreErrors() {
    TimingInputException period =
        assertThrows(
            TimingInputException.class,
            () -> parse("{\"chip_config\": {\"core_config\": {\"period\": 0}}}", new ArrayList<>()));
    assertEquals("cfg.json: error: chip_config.core_config.period must be positive, got 0", period.getMessage());
    TimingInputException width =
        assertThrows(
            TimingInputException.class,
            () -> parse("{\"chip_config\": {\"network_config\": {\"bus_width\": -8, \"layout\": [1, 1]}}}", new ArrayList<>()));
    assertTrue(width.getMessage().contains("bus_width must be positive, got -8"), width.getMessage());
  }

  @Test
  void missingKeysTakePimsimDefaultsAndUnknownKeysWarn() throws TimingInputException {
    List<String> warnings = new ArrayList<>();
    TimingConfig config =
        parse(
            "{\"chip_config\": {\"network_config\": {\"layout\": [2, 2], \"bus_widht\": 8}}}",
            warnings);
    assertEquals(16, config.chipConfig.networkConfig.busWidth);
    assertEquals(8, config.chipConfig.coreConfig.vectorLatencyCycle);
    assertEquals(1, config.chipConfig.coreConfig.localMemoryConfig.staticPower);
    assertEquals(1, warnings.size());
    assertTrue(warnings.get(0).startsWith("cfg.json:1:"), warnings.get(0));
    assertTrue(warnings.get(0).contains("warning: unknown key \"bus_widht\""), warnings.get(0));
  }

  private static TimingConfig exampleConfig() throws TimingInputException {
    return parse(
        "{\"chip_config\": {\"core_cnt\": 8, \"network_config\": {\"layout\": [2, 2], \"bus_width\": 8},"
            + " \"core_config\": {\"vector_latency_cycle\": 4,"
            + " \"local_memory_config\": {\"data_width\": 64, \"read_latency_cycle\": 1, \"write_latency_cycle\": 1}}},"
            + " \"sim_config\": {\"sim_mode\": 1}}",
        new ArrayList<>());
  }

  private static TimingResult run(List<List<PimsimInstruction>> programs, NocTable noc)
      throws TimingInputException {
    TimingConfig config = exampleConfig();
    int[][] groups = new int[programs.size()][];
    for (int i = 0; i < groups.length; i++) {
      groups[i] = new int[] {1};
    }
    return TimingSimulator.run(new TimingProgram(programs, groups), config, noc, TimingOptions.of(config));
  }

  private static PimsimInstruction vvadd() {
    return PimsimInstruction.of(Opcode.VVADD).registers(1, 2, 3).length(16).build();
  }

  @Test
  void firstBadCoreFileIsReportedWhateverTheLoadingOrder(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException, TimingInputException {
    StringBuilder map = new StringBuilder();
    for (int core = 0; core < 12; core++) {
      map.append(core == 0 ? "" : ", ").append("\"core").append(core).append("\": [1]");
      String program = core == 5 || core == 9 ? "[{\"op\":\"frobnicate\"}]" : "[{\"op\":\"vvadd\",\"len\":4}]";
      java.nio.file.Files.writeString(dir.resolve("core_" + core + ".json"), program);
    }
    java.nio.file.Files.writeString(dir.resolve("config.json"),
        "{\"core_cnt\": 12, \"array_group_map\": {" + map + "}}");
    for (int attempt = 0; attempt < 5; attempt++) {
      TimingInputException e = assertThrows(TimingInputException.class, () -> TimingInputs.readDirectory(dir));
      assertEquals(dir.resolve("core_5.json") + ":1:8: error: instruction 0: unknown opcode frobnicate", e.getMessage());
    }
    assertEquals(12, TimingInputs.readDirectory(writeGood(dir)).cores());
  }

  private static java.nio.file.Path writeGood(java.nio.file.Path dir) throws java.io.IOException {
    for (int core : new int[] {5, 9}) {
      java.nio.file.Files.writeString(dir.resolve("core_" + core + ".json"), "[{\"op\":\"vrelu\",\"len\":4}]");
    }
    return dir;
  }

  @Test
  void vsoftmaxIsUnsupported() {
    PimsimInstruction softmax = PimsimInstruction.of(Opcode.VSOFTMAX).length(4).build();
    TimingUnsupportedException e =
        assertThrows(
            TimingUnsupportedException.class,
            () -> run(List.of(List.of(softmax)), NocTable.mesh(2, 1, -10, 2, 2, 15, 46)));
    assertEquals("core 0 pc 0: pimsim-nn does not support opcode vsoftmax", e.getMessage());
  }

  @Test
  void neverFinishingProgramReportsTheBlockedCores() {
    PimsimInstruction recv = PimsimInstruction.of(Opcode.RECV).peer(1).size(8).build();
    PimsimInstruction sldi = PimsimInstruction.of(Opcode.SLDI).registers(1, 0, 0).immediate(4).build();
    TimingModelException e =
        assertThrows(
            TimingModelException.class,
            () -> run(List.of(List.of(recv), List.of(vvadd(), sldi)), NocTable.mesh(2, 2, -10, 2, 2, 15, 46)));
    assertTrue(e.getMessage().startsWith("deadlock at "), e.getMessage());
    assertTrue(e.getMessage().contains("core 0: recv from core 1 waiting for its send"), e.getMessage());
    assertTrue(e.getMessage().contains("core 1: its stream ends with sldi"), e.getMessage());
  }

  @Test
  void missingNocPairIsFreeAndWarned() throws TimingInputException {
    PimsimInstruction sync = PimsimInstruction.of(Opcode.SYNC).peer(1).event(0, 0).build();
    PimsimInstruction wait = PimsimInstruction.of(Opcode.WAIT).event(0, 1).build();
    NocTable table = NocTable.read("{\"latency\": {\"1\": {\"0\": 9}}, \"energy\": {}}", "net.json", 2, -10);
    TimingResult result = run(List.of(List.of(sync), List.of(wait)), table);
    assertEquals(
        List.of("warning: the NoC table has no entry 0 -> 1; pimsim-nn times it as 0 ns and 0 pJ"),
        result.warnings());
    assertEquals(2, result.finishPs().length);
  }

  @Test
  void programNamingAMissingArrayGroupIsAnError() {
    PimsimInstruction mvm = PimsimInstruction.of(Opcode.MVMUL).matrix(8, 0, 3).build();
    TimingInputException e =
        assertThrows(
            TimingInputException.class,
            () -> run(List.of(List.of(mvm)), NocTable.mesh(2, 1, -10, 2, 2, 15, 46)));
    assertEquals("core 0 pc 0: error: mvmul group 3 is not one of the core's 1 array groups", e.getMessage());
  }
}
