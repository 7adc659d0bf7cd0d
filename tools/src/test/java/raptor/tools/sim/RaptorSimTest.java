package raptor.tools.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.isa.Assembler;
import raptor.isa.IsaFormatException;
import raptor.isa.PimBinary;
import raptor.isa.PimJson;

/**
 * {@code raptor-sim} end to end through {@link RaptorSim#run} on a two-core artifact folder: core 0
 * loads the 2-float input, multiplies it by a 2x3 crossbar and sends the result to core 1, which
 * applies ReLU and stores it at host address 32.
 */
class RaptorSimTest {
  @TempDir Path dir;
  private Path pim;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @BeforeEach
  void writeArtifacts() throws IOException, IsaFormatException {
    pim = Files.createDirectories(dir.resolve("pim"));
    Files.writeString(
        pim.resolve("config.json"),
        """
        {"core_cnt": 2, "xbar_size": [2, 3], "inputs_addresses": [0], "inputs_sizes": [8],
         "outputs_addresses": [32], "array_group_map": {"core0": [1]}}
        """);
    Files.write(pim.resolve("memory.bin"), new byte[64]);
    Files.createDirectories(pim.resolve("weights"));
    Files.write(pim.resolve("weights/crossbar_0.bin"), floats(1, 2, 3, 4, 5, -6));
    Files.createDirectories(pim.resolve("core_0"));
    Files.createSymbolicLink(
        pim.resolve("core_0/crossbar_0.bin"), Path.of("../weights/crossbar_0.bin"));
    Files.write(
        pim.resolve("core_0.pim"),
        PimBinary.encode(
            Assembler.parse(
                """
                sldi rd=1 imm=0
                ld rd=1 rs1=1 size=8
                sldi rd=2 imm=100
                mvmul rd=2 rs1=1 group=0
                send rd=2 core=1 size=12
                """)));
    Files.writeString(
        pim.resolve("core_1.json"),
        PimJson.write(
            Assembler.parse(
                """
                sldi rd=1 imm=0
                recv rd=1 core=0 size=12
                vrelu rd=1 rs1=1 len=3
                sldi rd=2 imm=32
                st rd=2 rs1=1 size=12
                """)));
    Path inputs = Files.createDirectories(dir.resolve("inputs"));
    Files.write(inputs.resolve("input_0.bin"), floats(2, 0.5f));
    Files.write(inputs.resolve("input_1.bin"), floats(1, -1));
  }

  private static byte[] floats(float... values) {
    ByteBuffer buffer = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float value : values) {
      buffer.putFloat(value);
    }
    return buffer.array();
  }

  private int run(String... args) {
    out.reset();
    err.reset();
    List<String> all = new ArrayList<>();
    for (String arg : args) {
      all.add(arg.replace("$DIR", dir.toString()));
    }
    return RaptorSim.run(
        all.toArray(new String[0]),
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String stderr() {
    return err.toString(StandardCharsets.UTF_8);
  }

  private void assertError(String expected, String... args) {
    assertEquals(1, run(args));
    assertTrue(stderr().startsWith("error: " + expected), stderr());
    assertFalse(stderr().contains("\tat "), "no stack trace: " + stderr());
  }

  @Test
  void latencyRunWritesDumpAndSummary() throws IOException {
    assertEquals(
        0,
        run(
            "-f",
            "$DIR/pim",
            "--input-dir",
            "$DIR/inputs",
            "-o",
            "$DIR/out.bin",
            "-d",
            "32,8,40,4"),
        stderr());
    assertArrayEquals(floats(4, 6.5f, 3), Files.readAllBytes(dir.resolve("out.bin")));
    assertTrue(stderr().contains("2 cores, 1 iteration: 10 instructions, 1 transfers"), stderr());
    assertTrue(stderr().contains("instructions per core: core_0=5 core_1=5"), stderr());
  }

  @Test
  void latencyRunWithoutDumpWritesEmptyOutput() throws IOException {
    assertEquals(0, run("-f", "$DIR/pim", "-o", "$DIR/out.bin"), stderr());
    assertEquals(0, Files.size(dir.resolve("out.bin")));
  }

  @Test
  void throughputRunWritesEachIteration() throws IOException {
    assertEquals(
        0,
        run(
            "-f",
            "$DIR/pim",
            "--mode",
            "throughput",
            "--batch-size",
            "2",
            "--input-dir",
            "$DIR/inputs",
            "--batch-output-dir",
            "$DIR/outs",
            "-o",
            "$DIR/out.bin",
            "-d",
            "32,12"),
        stderr());
    assertArrayEquals(
        floats(4, 6.5f, 3), Files.readAllBytes(dir.resolve("outs/output_000000.bin")));
    assertArrayEquals(floats(0, 0, 9), Files.readAllBytes(dir.resolve("outs/output_000001.bin")));
    assertArrayEquals(floats(0, 0, 9), Files.readAllBytes(dir.resolve("out.bin")));
  }

  @Test
  void explicitCoreFilesAndOverrides() throws IOException {
    assertEquals(
        0,
        run(
            "-f",
            "$DIR/pim",
            "-c",
            "$DIR/pim/config.json",
            "-m",
            "$DIR/pim/memory.bin",
            "--cores",
            "$DIR/pim/core_0.pim",
            "$DIR/pim/core_1.json",
            "--input-dir",
            "$DIR/inputs",
            "-o",
            "$DIR/out.bin",
            "-d",
            "32,4"),
        stderr());
    assertArrayEquals(floats(4), Files.readAllBytes(dir.resolve("out.bin")));
  }

  @Test
  void provenanceTraceStartsWithBatchHeader() throws IOException {
    assertEquals(
        0,
        run(
            "-f",
            "$DIR/pim",
            "--input-dir",
            "$DIR/inputs",
            "--provenance-trace",
            "$DIR/trace/run.jsonl"),
        stderr());
    List<String> lines = Files.readAllLines(dir.resolve("trace/run.jsonl"));
    assertTrue(
        lines
            .get(0)
            .startsWith("{\"event\":\"provenance_trace_start\",\"schema\":1," + "\"core_count\":3"),
        lines.get(0));
    assertTrue(lines.get(1).startsWith("{\"event\":\"batch_start\""), lines.get(1));
    assertTrue(lines.get(2).startsWith("{\"event\":\"external_input_store\""), lines.get(2));
    assertTrue(
        lines.get(3).startsWith("{\"event\":\"scheduler_config\",\"schedule_policy\":\"greedy\""),
        lines.get(3));
    assertTrue(lines.stream().anyMatch(line -> line.contains("\"event\":\"send_recv_transfer\"")));
    assertTrue(
        lines.stream()
            .anyMatch(
                line ->
                    line.contains("\"event\":\"global_store\"")
                        && line.contains("\"provenance\":[0]")),
        String.join("\n", lines));
  }

  @Test
  void diagnosticPoliciesGiveTheSameOutput() throws IOException {
    for (String[] policy :
        List.of(
            new String[] {
              "--diagnostic-schedule-policy", "randomized", "--diagnostic-schedule-seed", "7"
            },
            new String[] {
              "--diagnostic-schedule-policy",
              "adversarial",
              "--diagnostic-schedule-target",
              "1:1:2:4:0:8",
              "--provenance-core-stall",
              "1:3",
              "--diagnostic-target-stall",
              "2:1:0:2",
              "--provenance-global-barrier"
            })) {
      List<String> args =
          new ArrayList<>(
              List.of(
                  "-f",
                  "$DIR/pim",
                  "--mode",
                  "throughput",
                  "--batch-size",
                  "2",
                  "--input-dir",
                  "$DIR/inputs",
                  "-o",
                  "$DIR/out.bin",
                  "-d",
                  "32,12"));
      args.addAll(List.of(policy));
      assertEquals(0, run(args.toArray(new String[0])), stderr());
      assertArrayEquals(floats(0, 0, 9), Files.readAllBytes(dir.resolve("out.bin")));
    }
  }

  @Test
  void disassemblesBinaryAndJsonCoreFiles() {
    assertEquals(0, run("--disassemble", "$DIR/pim/core_0.pim"), stderr());
    assertEquals(
        """
        0: sldi rd=1 imm=0
        1: ld rd=1 rs1=1 offset_select=0 offset_value=0 size=8
        2: sldi rd=2 imm=100
        3: mvmul rd=2 rs1=1 mbiw=0 relu=0 group=0
        4: send rd=2 core=1 offset_select=0 offset_value=0 size=12
        """,
        out.toString(StandardCharsets.UTF_8));
    assertEquals(0, run("--disassemble", "$DIR/pim/core_1.json"), stderr());
  }

  @Test
  void helpGoesToStdout() {
    assertEquals(0, run("--help"));
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("--diagnostic-schedule-target"));
  }

  @Test
  void badFlagsAreErrors() {
    assertError("Unknown option: '--frobnicate'", "--frobnicate");
    assertError("latency mode requires batch size 1", "-f", "$DIR/pim", "--batch-size", "2");
    assertError("throughput mode requires --batch-size", "-f", "$DIR/pim", "--mode", "throughput");
    assertError(
        "batch size must be positive",
        "-f",
        "$DIR/pim",
        "--mode",
        "throughput",
        "--batch-size",
        "0");
    assertError("memory dump requires address,size pairs", "-f", "$DIR/pim", "-d", "1,2,3");
    assertError(
        "adversarial scheduling requires --diagnostic-schedule-target",
        "-f",
        "$DIR/pim",
        "--diagnostic-schedule-policy",
        "adversarial");
    assertError(
        "--diagnostic-schedule-target requires WCORE:WPC:RCORE:RPC:BEGIN:END with optional"
            + " RITER:WMIN",
        "-f",
        "$DIR/pim",
        "--diagnostic-schedule-target",
        "1:2:3");
    assertError(
        "schedule target address end must be greater than begin",
        "-f",
        "$DIR/pim",
        "--diagnostic-schedule-target",
        "1:2:3:4:9:9");
    assertError(
        "invalid schedule target field: x",
        "-f",
        "$DIR/pim",
        "--diagnostic-schedule-target",
        "1:2:3:x:0:9");
    assertError(
        "--diagnostic-target-stall must be CORE:PC:CYCLES or CORE:PC:ITERATION:CYCLES",
        "-f",
        "$DIR/pim",
        "--diagnostic-target-stall",
        "1:2");
    assertError(
        "--provenance-core-stall cycles must be positive",
        "-f",
        "$DIR/pim",
        "--provenance-core-stall",
        "1:0");
  }

  @Test
  void badArtifactsAreErrorsNamingTheFile() throws IOException {
    assertError(
        dir.resolve("inputs/input_2.bin") + ": missing input file",
        "-f",
        "$DIR/pim",
        "--mode",
        "throughput",
        "--batch-size",
        "3",
        "--input-dir",
        "$DIR/inputs");
    Files.write(dir.resolve("inputs/input_2.bin"), new byte[3]);
    assertError(
        "each input must contain exactly 8 bytes",
        "-f",
        "$DIR/pim",
        "--mode",
        "throughput",
        "--batch-size",
        "3",
        "--input-dir",
        "$DIR/inputs");
    Files.write(pim.resolve("core_0.pim"), "PIMX".getBytes(StandardCharsets.US_ASCII));
    assertError(
        pim.resolve("core_0.pim") + ": binary core file too small: 4 bytes", "-f", "$DIR/pim");
    Files.delete(pim.resolve("core_0.pim"));
    assertError(pim + ": missing core_0.pim or core_0.json", "-f", "$DIR/pim");
    assertError(dir.resolve("nowhere/config.json") + ": missing config file", "-f", "$DIR/nowhere");
  }

  @Test
  void danglingWeightSymlinkIsAnError() throws IOException {
    Files.delete(pim.resolve("weights/crossbar_0.bin"));
    assertError(
        pim.resolve("core_0/crossbar_0.bin")
            + ": symlink points to "
            + Path.of("../weights/crossbar_0.bin")
            + ", a crossbar that was not stored",
        "-f",
        "$DIR/pim");
  }

  @Test
  void simulationErrorsAreLocated() throws IOException, IsaFormatException {
    Files.writeString(
        pim.resolve("core_1.json"),
        PimJson.write(Assembler.parse("wait event_register=0 wait_value=1")));
    assertError(
        "deadlock: core 1 (core_0) pc 4 iteration 0 blocked on send to core 2; "
            + "core 2 (core_1) pc 0 iteration 0 blocked on wait event 0 (expected 1, observed 0)",
        "-f",
        "$DIR/pim");
  }
}
