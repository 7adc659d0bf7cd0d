package raptor.tools.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code raptor-validate} end to end on a few operation cases (their own 4-core targets) and on
 * VGG-8 on a small target, in both modes: every CSV field, the artifacts of spec §3.7, and a
 * deliberately wrong reference that must fail the run.
 */
class RaptorValidateTest {
  /** A Gemm whose graph is too small for four stages, a Conv, and a Softmax (vsoftmax). */
  private static final List<String> CASES = List.of("gemm/small", "conv/stride_2",
      "softmax/axis_0");

  @TempDir
  Path folder;

  /** The output of one in-process run. */
  private record Run(int status, String out, String err) {
  }

  private static Run validate(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = RaptorValidate.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  /** {@return the CSV's rows as maps from the header's field names} */
  private static List<Map<String, String>> csv(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    assertEquals(String.join(",", ResultsCsv.HEADER), lines.get(0));
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      List<String> fields = ResultsCsv.fields(line);
      assertEquals(ResultsCsv.HEADER.size(), fields.size(), line);
      Map<String, String> row = new LinkedHashMap<>();
      for (int i = 0; i < fields.size(); i++) {
        row.put(ResultsCsv.HEADER.get(i), fields.get(i));
      }
      rows.add(row);
    }
    return rows;
  }

  private static double positive(Map<String, String> row, String field) {
    double value = Double.parseDouble(row.get(field));
    assertTrue(value > 0, field + " of " + row);
    return value;
  }

  /** Checks the fields every passing row has, whatever its timing status. */
  private static void checkPassingRow(Map<String, String> row, String target, String timing) {
    String mode = row.get("mode");
    int inputs = Integer.parseInt(row.get("inputs"));
    int pipeline = Integer.parseInt(row.get("pipeline"));
    assertEquals(mode.equals("latency") ? 1 : 4, inputs, row.toString());
    assertTrue(pipeline >= 1 && pipeline <= inputs, row.toString());
    assertEquals(target, row.get("target"));
    assertEquals(timing, row.get("timing_config"));
    assertEquals("PASS", row.get("status"), row.toString());
    assertTrue(Double.parseDouble(row.get("compile_s")) > 0, row.toString());
    assertTrue(Double.parseDouble(row.get("max_abs_diff")) <= 1e-3, row.toString());
    assertTrue(row.get("worst_element").matches("input [0-3] result 0 element \\d+ .*"),
        row.toString());
    assertEquals(pipeline < inputs, row.get("message").startsWith("compiled with --pipeline="
        + pipeline + ": pipeline scheduling:"), row.toString());
  }

  /** Checks the timing fields of a row the timing model measured. */
  private static void checkTimedRow(Map<String, String> row, int cores, int crossbarsPerCore) {
    assertEquals("OK", row.get("timing_status"), row.toString());
    double latency = positive(row, "latency_ms");
    if (row.get("mode").equals("latency")) {
      assertEquals("", row.get("throughput_sps"));
    } else {
      double throughput = positive(row, "throughput_sps");
      assertEquals(1e3 / latency, throughput, 1e-2 * throughput, row.toString());
    }
    positive(row, "power_mw");
    positive(row, "energy_pj");
    int active = Integer.parseInt(row.get("active_cores"));
    assertTrue(active >= 1 && active <= cores, row.toString());
    int crossbars = Integer.parseInt(row.get("crossbars"));
    assertTrue(crossbars >= 1 && crossbars <= crossbarsPerCore * cores, row.toString());
  }

  @Test
  void operationCasesPassInBothModesWithEveryFieldFilled() throws Exception {
    Run run = validate("--suite", "operations", "--suite-dir", folder.toString(),
        "--filter=" + String.join(",", CASES), "--seed=3");
    assertEquals(0, run.status(), run.out() + run.err());
    assertTrue(run.out().contains("latency mode (pipeline 1, 1 input)"), run.out());
    assertTrue(run.out().contains("throughput mode (pipeline 4, 4 inputs)"), run.out());
    assertTrue(run.out().contains("4 of 4 models passed"), run.out());
    List<Map<String, String>> rows = csv(folder.resolve("operations/validation_results.csv"));
    assertEquals(8, rows.size());
    Set<String> models = Set.of("gemm/small", "gemm/small_k_large_n", "conv/stride_2",
        "softmax/axis_0");
    for (Map<String, String> row : rows) {
      assertTrue(models.contains(row.get("model")), row.toString());
      checkPassingRow(row, "4x8x8", "arch-a@4x8x8");
      if (row.get("model").startsWith("softmax")) {
        for (String field : List.of("latency_ms", "throughput_sps", "power_mw", "energy_pj",
            "active_cores", "timing_status")) {
          assertEquals("UNSUPPORTED", row.get(field), row.toString());
        }
        assertTrue(row.get("message").contains("vsoftmax")
            || row.get("message").startsWith("compiled with"), row.toString());
      } else {
        checkTimedRow(row, 4, 8);
      }
    }
    Map<String, String> gemmThroughput = rows.stream().filter(r -> r.get("model")
        .equals("gemm/small") && r.get("mode").equals("throughput")).findFirst().orElseThrow();
    assertEquals("3", gemmThroughput.get("pipeline"), "the graph has three computes");

    Path artifacts = folder.resolve("operations/conv/stride_2/artifacts");
    assertEquals(4, Files.readAllLines(artifacts.resolve("inputs.csv")).size());
    assertFalse(Arrays.equals(Files.readAllBytes(artifacts.resolve("inputs/input_0.bin")),
        Files.readAllBytes(artifacts.resolve("inputs/input_1.bin"))), "distinct inputs");
    for (String path : List.of("raptor/pim/config.json", "raptor/throughput/pim/config.json",
        "outputs/output_3.bin", "simulation/latency/output_0.bin",
        "simulation/throughput/output_3.bin")) {
      assertTrue(Files.isRegularFile(artifacts.resolve(path)), path);
    }
    assertNotEquals(Files.size(artifacts.resolve("raptor/pim/config.json")), 0L);
  }

  @Test
  void vgg8PassesInBothModesOnASmallTarget() throws Exception {
    Run run = validate("--suite", "networks", "--suite-dir", folder.toString(), "--filter=vgg8",
        "--core-count=16", "--crossbar-size=128", "--crossbar-count=32");
    assertEquals(0, run.status(), run.out() + run.err());
    List<Map<String, String>> rows = csv(folder.resolve("networks/validation_results.csv"));
    assertEquals(List.of("latency", "throughput"), rows.stream().map(r -> r.get("mode"))
        .toList());
    for (Map<String, String> row : rows) {
      assertEquals("vgg8", row.get("model"));
      checkPassingRow(row, "16x128x32", "arch-a@16x128x32");
      checkTimedRow(row, 16, 32);
    }
    assertTrue(Files.isRegularFile(folder.resolve(
        "networks/vgg8/artifacts/simulation/throughput/output_3.bin")));
  }

  @Test
  void aWrongReferenceFailsTheRun() throws Exception {
    String[] common = {"--suite", "operations", "--suite-dir", folder.toString(),
        "--filter=conv/stride_2", "--skip-timing"};
    Run compiled = validate(concat(common, "--compile-only"));
    assertEquals(0, compiled.status(), compiled.out() + compiled.err());
    Path csv = folder.resolve("operations/validation_results.csv");
    for (Map<String, String> row : csv(csv)) {
      assertEquals("COMPILED", row.get("status"));
      assertEquals("-", row.get("latency_ms"));
      assertTrue(Integer.parseInt(row.get("crossbars")) > 0, row.toString());
      assertEquals("", row.get("max_abs_diff"));
    }
    Path reference = folder.resolve("operations/conv/stride_2/artifacts/outputs/output_0.bin");
    ByteBuffer values = ByteBuffer.wrap(Files.readAllBytes(reference))
        .order(ByteOrder.LITTLE_ENDIAN);
    values.putFloat(4, values.getFloat(4) + 0.5f);
    Files.write(reference, values.array());

    Path report = folder.resolve("report.html");
    Run run = validate(concat(common, "--run-only", "--report=" + report));
    assertEquals(1, run.status(), run.out() + run.err());
    String html = Files.readString(report);
    assertTrue(html.contains("<h2>Failing cases</h2>"), html);
    assertTrue(html.contains("worst element: input 0 result 0 element 1 "), html);
    // The throughput row reproduces with 3 stages: the Conv's graph has computes for 3, not 4.
    assertTrue(html.contains("reproduce: <code>./raptor-run " + folder.resolve(
        "operations/conv/stride_2/conv_stride_2.onnx") + " --core-count=4 --crossbar-size=8"
        + " --crossbar-count=8 --pipeline=3 --batch-size=4 --seed=0</code>"), html);
    assertTrue(run.out().contains("0 of 1 models passed"), run.out());
    assertTrue(run.out().contains("worst element: input 0 result 0 element 1 "), run.out());
    for (Map<String, String> row : csv(csv)) {
      assertEquals("FAIL", row.get("status"), row.toString());
      assertEquals(0.5, Double.parseDouble(row.get("max_abs_diff")), 1e-3, row.toString());
      assertTrue(row.get("worst_element").startsWith("input 0 result 0 element 1 "));
      assertEquals("outputs differ from onnxruntime", row.get("message"));
      assertEquals("SKIP", row.get("timing_status"));
      assertEquals("0.000", row.get("compile_s"));
    }
    Run clean = validate(concat(common, "--clean"));
    assertEquals(0, clean.status());
    assertFalse(Files.exists(reference.getParent().getParent()));
  }

  @Test
  void aSweepRunsOneProcessPerPointAndMarksTheParetoFront() throws Exception {
    Path sweep = folder.resolve("sweep");
    Path report = folder.resolve("sweep.html");
    Run run = validate("--suite", "operations", "--suite-dir", folder.toString(),
        "--filter=conv/stride_2", "--mode=latency", "--core-count=4", "--crossbar-size=8",
        "--crossbar-count=8", "--sweep", "core-count=2,4", "crossbar-size=8,16",
        "--sweep-dir=" + sweep, "--report=" + report, "--jobs=2");
    assertEquals(0, run.status(), run.out() + run.err());
    List<String> lines = Files.readAllLines(sweep.resolve("sweep_results.csv"));
    assertEquals(String.join(",", Sweep.HEADER), lines.get(0));
    assertEquals(List.of("0,2,8,8", "1,2,16,8", "2,4,8,8", "3,4,16,8"), lines.subList(1, 5)
        .stream().map(l -> String.join(",", List.of(l.split(",")).subList(0, 4))).toList());
    for (String line : lines.subList(1, lines.size())) {
      List<String> fields = ResultsCsv.fields(line);
      assertEquals(List.of("PASS", "1", "1"), fields.subList(4, 7), line);
      assertTrue(Double.parseDouble(fields.get(7)) > 0, line);
      assertTrue(Double.parseDouble(fields.get(8)) > 0, line);
      assertTrue(Integer.parseInt(fields.get(9)) > 0, line);
    }
    for (int point = 0; point < 4; point++) {
      List<Map<String, String>> rows = csv(sweep.resolve("point_" + point
          + "/validation_results.csv"));
      assertEquals(1, rows.size());
      assertEquals("latency", rows.get(0).get("mode"));
      assertTrue(Files.isDirectory(folder.resolve("operations/conv/stride_2/artifacts-sweep-"
          + point + "/raptor/pim")), "point " + point);
    }
    String html = Files.readString(report);
    assertTrue(html.contains("class=\"pareto\""), html);
    assertTrue(html.contains("<td>yes</td>"), html);
    assertTrue(run.out().contains("4 of 4 points passed"), run.out());
  }

  /**
   * {@code --timeout=0}: no process can finish in no time, so every model and mode is stopped
   * and marked TIMEOUT with the time it ran, in the CSV, the table and the report; the second
   * model still runs after the first has timed out, and no child process is left.
   */
  @Test
  void modelsPastTheTimeoutAreStoppedAndMarkedTimeout() throws Exception {
    Path report = folder.resolve("timeout.html");
    Run run = validate("--suite", "operations", "--suite-dir", folder.toString(),
        "--filter=conv/stride_2,gemm/small_k", "--timeout=0", "--report=" + report);
    assertEquals(1, run.status(), run.out() + run.err());
    assertEquals(0, ProcessHandle.current().descendants().count(), "a child process is left");
    List<Map<String, String>> rows = csv(folder.resolve("operations/validation_results.csv"));
    assertEquals(List.of("gemm/small_k_large_n latency", "gemm/small_k_large_n throughput",
        "conv/stride_2 latency", "conv/stride_2 throughput"),
        rows.stream().map(r -> r.get("model") + " " + r.get("mode")).toList());
    String message = "timed out after \\d+\\.\\d\\d s \\(--timeout=0\\); its process was"
        + " stopped";
    for (Map<String, String> row : rows) {
      assertEquals("TIMEOUT", row.get("status"), row.toString());
      assertTrue(row.get("message").matches(message), row.toString());
      assertEquals("-", row.get("latency_ms"), row.toString());
      assertEquals("", row.get("max_abs_diff"), row.toString());
    }
    assertTrue(run.out().lines().anyMatch(l -> l.matches("conv/stride_2 +TIMEOUT +- .*")),
        run.out());
    assertTrue(run.out().lines().anyMatch(l -> l.matches("conv/stride_2: TIMEOUT: " + message)),
        run.out());
    assertTrue(run.out().contains("0 of 2 models passed"), run.out());
    String html = Files.readString(report);
    assertTrue(html.contains("class=\"TIMEOUT\">TIMEOUT</td>"), html);
    assertTrue(html.contains("<b>conv/stride_2</b> (throughput): timed out after "), html);
  }

  /** Under a limit it keeps, each model and mode passes as in-process, from its own process. */
  @Test
  void modelsWithinTheTimeoutPassFromTheirOwnProcesses() throws Exception {
    Run run = validate("--suite", "operations", "--suite-dir", folder.toString(),
        "--filter=conv/stride_2", "--timeout=3600");
    assertEquals(0, run.status(), run.out() + run.err());
    for (Map<String, String> row : csv(folder.resolve("operations/validation_results.csv"))) {
      checkPassingRow(row, "4x8x8", "arch-a@4x8x8");
      checkTimedRow(row, 4, 8);
    }
    Path artifacts = folder.resolve("operations/conv/stride_2/artifacts");
    assertEquals(4, Files.readAllLines(artifacts.resolve("inputs.csv")).size());
    for (String log : List.of("validate_latency.log", "validate_throughput.log")) {
      assertTrue(Files.isRegularFile(artifacts.resolve(log)), log);
    }
  }

  @Test
  void badFlagsAreReportedWithoutRunning() {
    Run profile = validate("--profile=arch-z", folder.toString());
    assertEquals(1, profile.status());
    assertTrue(profile.err().contains("--profile: unknown profile 'arch-z' (known: arch-a,"),
        profile.err());
    Run both = validate("--profile=arch-b", "--core-count=4", folder.toString());
    assertEquals(1, both.status());
    assertTrue(both.err().contains("give --profile or the target flags, not both"), both.err());
    Run missing = validate(folder.resolve("none.onnx").toString());
    assertEquals(1, missing.status());
    assertTrue(missing.err().contains("none.onnx does not exist"), missing.err());
    Run sweep = validate("--sweep", "cores=2", folder.toString());
    assertEquals(1, sweep.status());
    assertTrue(sweep.err().contains("--sweep: 'cores=2' is not KEY=V1,V2,... with KEY one of"
        + " core-count, crossbar-size, crossbar-count"), sweep.err());
    Run empty = validate(folder.toString());
    assertEquals(1, empty.status());
    assertTrue(empty.err().contains("no models to validate"), empty.err());
    // Last: it writes a suite case into the folder.
    Run timeout = validate("--suite", "operations", "--suite-dir", folder.toString(),
        "--filter=conv/stride_2", "--timeout=-1");
    assertEquals(1, timeout.status());
    assertTrue(timeout.err().contains("--timeout must be a number of seconds from 0, got -1.0"),
        timeout.err());
  }

  private static String[] concat(String[] first, String... rest) {
    List<String> all = new ArrayList<>(List.of(first));
    all.addAll(List.of(rest));
    return all.toArray(String[]::new);
  }
}
