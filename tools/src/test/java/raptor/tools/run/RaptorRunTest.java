package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link RaptorRun} in-process: verdicts, exit codes and the kept artifacts. */
class RaptorRunTest {
  private static final String PROGRAM = """
      func.func @main_graph(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
        %w = arith.constant dense<[[1.0, -2.0, 0.5, 3.0], [0.25, 1.5, -1.0, 2.0], \
      [-0.5, 0.75, 2.5, -3.0], [2.0, 0.0, 1.25, -0.25]]> : tensor<4x4xf32>
        %0 = spat.scheduled_compute weights(%w : tensor<4x4xf32>) inputs(%x : tensor<1x4xf32>) \
      -> tensor<1x4xf32> attributes {coreId = 0 : i32} {
        ^bb0(%wa: tensor<4x4xf32>, %xa: tensor<1x4xf32>):
          %m = spat.vmm %wa, %xa : tensor<4x4xf32>, tensor<1x4xf32> -> tensor<1x4xf32>
          %r = spat.relu %m : tensor<1x4xf32>
          spat.yield %r : tensor<1x4xf32>
        }
        return %0 : tensor<1x4xf32>
      }
      """;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String stdin, String... args) {
    return RaptorRun.run(args,
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void latencyRunPasses() {
    assertEquals(0, run(PROGRAM, "-", "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=1"), err());
    assertTrue(out().startsWith("PASS: latency mode, greedy schedule; worst result 0 element "),
        out());
  }

  @Test
  void throughputRunUnderRandomizedSchedulesPasses() {
    assertEquals(0, run(PROGRAM, "-", "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=1", "--batch-size=4", "--sim-seed=0..3", "--seed=42"), err());
    assertTrue(out().startsWith(
        "PASS: throughput mode, 4 inputs, 4 randomized schedules (seeds 0..3)"), out());
  }

  @Test
  void keepsTheArtifactsInTheOutputDirectory(@TempDir Path dir) {
    assertEquals(0, run(PROGRAM, "-", "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=1", "--output-dir=" + dir), err());
    assertTrue(Files.isRegularFile(dir.resolve("pim/config.json")));
    assertTrue(Files.isRegularFile(dir.resolve("pim/core_0.pim")));
  }

  @Test
  void aProgramThatFailsToParseIsAnError() {
    assertEquals(1, run("func.func @main_graph(", "-", "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=1"));
    assertTrue(err().contains("<stdin>:1:"), err());
    assertTrue(err().endsWith("error: <stdin> is not a usable Spatial program\n"), err());
    assertEquals("", out());
  }

  @Test
  void nonTensorSignaturesAreRejected() {
    assertEquals(1, run("func.func @main_graph(%a: index) { return }", "-", "--core-count=1",
        "--crossbar-size=4", "--crossbar-count=1"));
    assertTrue(err().contains("has argument type index; raptor-run supports static f32 tensors"
        + " only"), err());
  }

  @Test
  void pipelineBeyondTheCoresIsAnError() {
    assertEquals(1, run(PROGRAM, "-", "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=1", "--pipeline=2"));
    assertEquals("error: Pim compilation requires --pipeline not to exceed --core-count\n",
        err());
  }
}
