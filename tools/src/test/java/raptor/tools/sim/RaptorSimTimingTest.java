package raptor.tools.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code raptor-sim --timing}: reports, traces, profiles, single-file input and bad inputs. */
class RaptorSimTimingTest {
  /** G01 of the golden micro-benchmarks: setbw 8,8, six sldi, one vvadd of 16. */
  private static final String PROGRAM =
      "[{\"op\":\"setbw\",\"ibiw\":8,\"obiw\":8},{\"op\":\"sldi\",\"rd\":1,\"imm\":0},"
          + "{\"op\":\"sldi\",\"rd\":2,\"imm\":1000},{\"op\":\"sldi\",\"rd\":3,\"imm\":2000},"
          + "{\"op\":\"sldi\",\"rd\":4,\"imm\":3000},{\"op\":\"sldi\",\"rd\":5,\"imm\":4000},"
          + "{\"op\":\"sldi\",\"rd\":6,\"imm\":5000},"
          + "{\"op\":\"vvadd\",\"rd\":1,\"rs1\":2,\"rs2\":3,\"len\":16}]";
  private static final String ARTIFACT = "{\"core_cnt\":1,\"array_group_map\":{\"core0\":[1]}}";

  @TempDir Path dir;
  private SimCli cli;

  @BeforeEach
  void writeCase() throws IOException {
    cli = new SimCli(dir);
    Files.createDirectories(dir.resolve("pim"));
    Files.writeString(dir.resolve("pim/config.json"), ARTIFACT);
    Files.writeString(dir.resolve("pim/core_0.json"), PROGRAM);
    config("\"period\": 1");
    Files.writeString(dir.resolve("network.json"), "{\"latency\": {\"0\": {\"-10\": 15}}, \"energy\": {}}");
  }

  private void config(String coreKey) throws IOException {
    Files.writeString(
        dir.resolve("cfg.json"),
        "{\"chip_config\": {\"core_cnt\": 4, \"core_config\": {"
            + coreKey
            + ", \"vector_latency_cycle\": 4, \"local_memory_config\": {\"data_width\": 64,"
            + " \"read_latency_cycle\": 1, \"write_latency_cycle\": 1}},"
            + " \"network_config\": {\"bus_width\": 8, \"layout\": [2, 2],"
            + " \"net_config_file_path\": \"network.json\"}},"
            + " \"sim_config\": {\"sim_mode\": 1}}");
  }

  @Test
  void latencyRunPrintsPimsimLinesReportAndTrace() throws IOException {
    assertEquals(
        0,
        cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
            "--timing-report=$DIR/report.json", "--timing-trace=$DIR/trace.txt"),
        cli.stderr());
    assertEquals("latency: 1.8e-05 ms\naverage power: 2 mW\naverage energy: 36 pJ\n", cli.stdout());
    String report = Files.readString(dir.resolve("report.json"));
    assertTrue(report.contains("\"finish_ps\" : {\n    \"0\" : 18000\n  }"), report);
    assertTrue(report.contains("\"status\" : \"OK\""), report);
    String trace = Files.readString(dir.resolve("trace.txt"));
    assertTrue(trace.startsWith("FETCH 0 0 0\nFETCH 0 1 1\n"), trace);
    assertTrue(trace.endsWith("VEND 0 7 17\nROBCOMMIT 0 7 18\nFINISH 0 -1 18\n"), trace);
  }

  @Test
  void chromeTraceHasARowPerUnit() throws IOException {
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
        "--chrome-trace=$DIR/chrome.json"), cli.stderr());
    String json = Files.readString(dir.resolve("chrome.json"));
    assertTrue(json.startsWith("{\"traceEvents\": ["), json);
    assertTrue(json.contains("\"args\": {\"name\": \"vector\"}"), json);
    assertTrue(json.contains("{\"name\": \"pc 7\", \"ph\": \"X\", \"pid\": 0, \"tid\": 0, \"ts\": 0.01, \"dur\": 0.007}"), json);
    assertTrue(json.contains("{\"name\": \"finish\", \"ph\": \"i\", \"s\": \"p\", \"pid\": 0, \"tid\": 0, \"ts\": 0.018}"), json);
  }

  @Test
  void throughputModeCountsRounds() throws IOException {
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only", "--mode", "throughput",
        "--timing-report=$DIR/report.json"), cli.stderr());
    assertTrue(cli.stdout().startsWith("output count: "), cli.stdout());
    assertTrue(Files.readString(dir.resolve("report.json")).contains("\"mode\" : \"throughput\""));
  }

  @Test
  void singleFileInputGivesTheSameResult() throws IOException {
    Path file = dir.resolve("program.json.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
      out.write(("{\"config\": " + ARTIFACT + ", \"core0\": " + PROGRAM + "}").getBytes(StandardCharsets.UTF_8));
    }
    assertEquals(0, cli.run("-f", file.toString(), "--timing=$DIR/cfg.json", "--timing-only"), cli.stderr());
    assertTrue(cli.stdout().startsWith("latency: 1.8e-05 ms\n"), cli.stdout());
  }

  @Test
  void profilesNeedNoConfigFile() {
    assertEquals(0, cli.run("--timing=arch-a", "--timing-config-dump"), cli.stderr());
    assertTrue(cli.stdout().contains("\"xbar_array_count\" : 96"), cli.stdout());
    assertTrue(cli.stdout().contains("\"layout\" : [ 12, 14 ]"), cli.stdout());
    assertEquals(0, cli.run("-f", "$DIR/pim", "--timing=arch-b", "--timing-only", "--timing-view=int8"), cli.stderr());
    assertTrue(cli.stdout().startsWith("latency: "), cli.stdout());
  }

  @Test
  void vsoftmaxIsReportedUnsupported() throws IOException {
    Files.writeString(dir.resolve("pim/core_0.json"), "[{\"op\":\"vsoftmax\",\"len\":4}]");
    assertEquals(2, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only",
        "--timing-report=$DIR/report.json"));
    assertEquals("raptor-sim: timing: UNSUPPORTED: core 0 pc 0: pimsim-nn does not support opcode vsoftmax\n",
        cli.stderr());
    assertTrue(Files.readString(dir.resolve("report.json")).contains("\"status\" : \"UNSUPPORTED\""));
  }

  @Test
  void badConfigIsALocatedError() throws IOException {
    config("\"period\": -1");
    assertEquals(1, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only"));
    assertEquals(dir.resolve("cfg.json") + ": error: chip_config.core_config.period must be positive, got -1\n",
        cli.stderr());
    config("\"period\": [1]");
    assertEquals(1, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only"));
    assertTrue(cli.stderr().startsWith(dir.resolve("cfg.json") + ":1:"), cli.stderr());
    assertFalse(cli.stderr().contains("\tat "), cli.stderr());
  }

  @Test
  void mistypedInstructionFieldIsLocated() throws IOException {
    Files.writeString(dir.resolve("pim/core_0.json"), "[\n{\"op\":\"vvadd\",\n \"len\":\"many\"}]");
    assertEquals(1, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only"));
    assertEquals(dir.resolve("pim/core_0.json") + ":3:8: error: instruction 0: \"len\" must be a 32-bit"
        + " integer, got many\n", cli.stderr());
  }

  @Test
  void unknownKeyWarnsAndMissingTableFails() throws IOException {
    config("\"periodd\": 1");
    Files.delete(dir.resolve("network.json"));
    assertEquals(1, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only"));
    assertTrue(cli.stderr().contains("warning: unknown key \"periodd\""), cli.stderr());
    assertTrue(cli.stderr().contains("network.json: error: missing NoC table"), cli.stderr());
  }

  @Test
  void neverFinishingProgramIsADeadlockReport() throws IOException {
    Files.writeString(dir.resolve("pim/core_0.json"), "[{\"op\":\"vvadd\",\"len\":4},{\"op\":\"sldi\",\"rd\":1}]");
    assertEquals(1, cli.run("-f", "$DIR/pim", "--timing=$DIR/cfg.json", "--timing-only"));
    assertTrue(cli.stderr().startsWith("error: timing: deadlock at "), cli.stderr());
    assertTrue(cli.stderr().contains("core 0: its stream ends with sldi"), cli.stderr());
  }

  @Test
  void functionalAndTimingRunsOnCompiledArtifacts() throws Exception {
    Path pim = SimArtifactFixture.write(dir.resolve("compiled"));
    assertEquals(0, cli.run("-f", pim.toString(), "--timing=arch-a", "--timing-view=int8",
        "--timing-report=$DIR/compiled.json"), cli.stderr());
    assertTrue(cli.stderr().startsWith("raptor-sim: 2 cores"), cli.stderr());
    assertTrue(cli.stdout().startsWith("output 0 (address 32, 12 bytes, float32): "),
        "the functional run prints the outputs first: " + cli.stdout());
    assertTrue(cli.stdout().contains("\nlatency: "), cli.stdout());
    String report = Files.readString(dir.resolve("compiled.json"));
    assertTrue(report.contains("\"instructions\" : 12"), "setbw 8,8 added on both cores: " + report);
  }

  @Test
  void timingFlagsNeedTiming() {
    cli.assertError("the timing flags need --timing", "-f", "$DIR/pim", "--timing-only");
  }
}
