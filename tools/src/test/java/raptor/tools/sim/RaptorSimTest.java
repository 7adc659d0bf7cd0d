package raptor.tools.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.isa.Assembler;
import raptor.isa.IsaFormatException;
import raptor.isa.PimJson;

/**
 * {@code raptor-sim} end to end through {@link RaptorSim#run} on the {@link SimArtifactFixture}.
 */
class RaptorSimTest {
  @TempDir Path dir;
  private Path pim;
  private SimCli cli;

  @BeforeEach
  void writeArtifacts() throws IOException, IsaFormatException {
    pim = SimArtifactFixture.write(dir);
    cli = new SimCli(dir);
  }

  private static byte[] floats(float... values) {
    return SimArtifactFixture.floats(values);
  }

  private int run(String... args) {
    return cli.run(args);
  }

  private String stderr() {
    return cli.stderr();
  }

  private void assertError(String expected, String... args) {
    cli.assertError(expected, args);
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
  void withoutDumpRangesTheOutputsOfConfigJsonAreWritten() throws IOException {
    assertEquals(0, run("-f", "$DIR/pim", "--input-dir", "$DIR/inputs", "-o", "$DIR/out.bin"),
        stderr());
    assertArrayEquals(floats(4, 6.5f, 3), Files.readAllBytes(dir.resolve("out.bin")));
  }

  @Test
  void withoutOutputFileTheDumpIsPrintedAsFloats() {
    assertEquals(0, run("$DIR/pim", "--input-dir", "$DIR/inputs"), stderr());
    assertEquals("output 0 (address 32, 12 bytes, float32): 4 6.5 3\n", cli.stdout());
    assertEquals(0, run("-f", "$DIR/pim", "--input-dir", "$DIR/inputs", "-d", "36,4,40,2"),
        stderr());
    assertEquals("dump 0 (address 36, 4 bytes, float32): 6.5\n"
        + "dump 1 (address 40, 2 bytes, bytes): 00 00\n", cli.stdout());
  }

  @Test
  void dashAsOutputIsStandardOutputNotAFile() throws IOException {
    assertEquals(0, run("-f", "$DIR/pim", "--input-dir", "$DIR/inputs", "-o", "-"), stderr());
    assertArrayEquals(floats(4, 6.5f, 3), cli.stdoutBytes());
    assertFalse(Files.exists(dir.resolve("-")));
    assertFalse(Files.exists(Path.of("-")));
  }

  @Test
  void outputFilesFollowLinksAndWriteThroughDevices() throws IOException {
    Path target = dir.resolve("target.bin");
    Path link = Files.createSymbolicLink(dir.resolve("link.bin"), target);
    assertEquals(0, run("$DIR/pim", "--input-dir", "$DIR/inputs", "-o", link.toString()),
        stderr());
    assertTrue(Files.isSymbolicLink(link));
    assertArrayEquals(floats(4, 6.5f, 3), Files.readAllBytes(target));
    assertEquals(0, run("$DIR/pim", "--input-dir", "$DIR/inputs", "-o", "/dev/null"), stderr());
    assertFalse(Files.isRegularFile(Path.of("/dev/null"), LinkOption.NOFOLLOW_LINKS));
    assertError("cannot write '" + dir.resolve("nodir") + "/out.bin': No such file",
        "$DIR/pim", "-o", "$DIR/nodir/out.bin");
  }

  @Test
  void specialFilesAsInputsAreRefused() {
    assertError("cannot open input file '/dev/zero': not a regular file or pipe",
        "--disassemble", "/dev/zero");
    assertError("give the artifact folder once", "$DIR/pim", "-f", "$DIR/pim");
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
  void threadsGiveTheSameOutput() throws IOException {
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
            "-d",
            "32,12",
            "--threads",
            "2"),
        stderr());
    assertArrayEquals(
        floats(4, 6.5f, 3), Files.readAllBytes(dir.resolve("outs/output_000000.bin")));
    assertArrayEquals(floats(0, 0, 9), Files.readAllBytes(dir.resolve("outs/output_000001.bin")));
    assertTrue(stderr().contains("2 cores, 2 iterations: 20 instructions, 2 transfers"), stderr());
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
        cli.stdout());
    assertEquals(0, run("--disassemble", "$DIR/pim/core_1.json"), stderr());
  }

  @Test
  void helpGoesToStdout() {
    assertEquals(0, run("--help"));
    assertTrue(cli.stdout().contains("--diagnostic-schedule-target"));
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
    assertError("--threads must be positive", "-f", "$DIR/pim", "--threads", "0");
    assertError(
        "--threads above 1 requires the greedy schedule",
        "-f",
        "$DIR/pim",
        "--threads",
        "2",
        "--diagnostic-schedule-policy",
        "randomized");
    assertError(
        "--provenance-core-stall cycles must be between 1 and 1000000, got 0",
        "-f",
        "$DIR/pim",
        "--provenance-core-stall",
        "1:0");
    assertError(
        "--provenance-core-stall cycles must be between 1 and 1000000, got 2147483647",
        "-f",
        "$DIR/pim",
        "--provenance-core-stall",
        "1:2147483647");
    assertError(
        "--diagnostic-target-stall cycles must be between 1 and 1000000, got 2147483647",
        "-f",
        "$DIR/pim",
        "--diagnostic-target-stall",
        "0:0:2147483647");
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
