package raptor.tools.compile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;
import raptor.tools.sim.RaptorSim;

/** {@link RaptorCompile} in-process: stages, dumps, artifacts and located errors. */
class RaptorCompileTest {
  @TempDir
  Path folder;

  private Path model;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @BeforeEach
  void writeModel() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 3);
    String x = b.input("x", DataType.FLOAT, 1, 16);
    String h = b.node("Gemm", "fc1").inputs(x, b.weight("w1", 16, 12), b.weight("b1", 12))
        .output();
    b.output(b.node("Relu", "relu").inputs(h).output(), DataType.FLOAT, 1, 12);
    model = folder.resolve("fc.onnx");
    b.write(model);
  }

  private int run(String... args) {
    return RaptorCompile.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void compilesWithOneLinePerStageAndDumps() {
    Path dir = folder.resolve("out");
    assertEquals(0, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", dir.toString(), "--dump-stages"), err());
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("[0/13] import"), text);
    assertTrue(text.contains("[2/13] convert-onnx-to-spatial"), text);
    assertTrue(text.contains("[3/13] spatial-layout-planning"), text);
    assertTrue(text.contains("[4/13] lower-spatial-plans"), text);
    assertTrue(text.contains("[7/13] convert-spatial-to-pim"), text);
    assertTrue(text.contains("[10/13] pim-forward-local-copies"), text);
    assertTrue(text.contains("[12/13] verify-pim"), text);
    assertTrue(text.contains("[13/13] emit-pim-code"), text);
    assertTrue(Files.exists(dir.resolve("pim/config.json")));
    for (String dump : List.of("spatial0.mlir", "spatial2_scheduled.mlir", "pim0.mlir",
        "pim1_buff.mlir", "pim2_folded.mlir", "pim3_memory_planned.mlir")) {
      assertTrue(Files.exists(dir.resolve(dump)), dump);
    }
  }

  /** Verifying after every stage changes nothing in what is written. */
  @Test
  void verifyingEachStageWritesTheSameArtifacts() throws Exception {
    Path once = folder.resolve("once");
    Path each = folder.resolve("each");
    String[] target = {"--core-count=2", "--crossbar-size=8", "--crossbar-count=4"};
    assertEquals(0, run(model.toString(), target[0], target[1], target[2], "-o",
        once.toString()), err());
    assertEquals(0, run(model.toString(), target[0], target[1], target[2], "-o",
        each.toString(), "--verify-each"), err());
    for (String file : List.of("pim/core_0.pim", "pim/core_1.pim", "pim/memory.bin",
        "pim/config.json")) {
      assertArrayEquals(Files.readAllBytes(once.resolve(file)),
          Files.readAllBytes(each.resolve(file)), file);
    }
  }

  @Test
  void aVerifyEachValueThatIsNoBooleanIsAnError() {
    assertEquals(1, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", folder.resolve("out").toString(), "--verify-each=maybe"));
    assertTrue(err().contains("--verify-each"), err());
  }

  /** Host addresses past the 32 registers reach scalar immediates, which are no registers. */
  @Test
  void theTimingModelTimesTheCompiledArtifacts() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 5);
    String x = b.input("x", DataType.FLOAT, 1, 144);
    String h = b.node("Gemm", "fc").inputs(x, b.weight("w", 144, 10), b.weight("b", 10)).output();
    b.output(b.node("Relu", "relu").inputs(h).output(), DataType.FLOAT, 1, 10);
    Path wide = folder.resolve("wide.onnx");
    b.write(wide);
    Path dir = folder.resolve("timed");
    assertEquals(0, run(wide.toString(), "--core-count=2", "--crossbar-size=16",
        "--crossbar-count=8", "-o", dir.toString()), err());
    Path report = folder.resolve("timing.json");
    ByteArrayOutputStream simOut = new ByteArrayOutputStream();
    ByteArrayOutputStream simErr = new ByteArrayOutputStream();
    int status = RaptorSim.run(new String[] {dir.resolve("pim").toString(), "--timing=arch-a",
        "--timing-only", "--timing-report=" + report},
        new ByteArrayInputStream(new byte[0]), new PrintStream(simOut, true, StandardCharsets.UTF_8),
        new PrintStream(simErr, true, StandardCharsets.UTF_8));
    assertEquals(0, status, simErr.toString(StandardCharsets.UTF_8));
    JsonNode timing = new ObjectMapper().readTree(report.toFile());
    assertTrue(timing.get("latency_ns").asDouble() > 0, timing.toString());
    assertTrue(timing.get("energy_pj").asDouble() > 0, timing.toString());
  }

  @Test
  void tooFewCrossbarsIsAnErrorAtTheNode() {
    assertEquals(1, run(model.toString(), "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=1", "-o", folder.resolve("out").toString()));
    assertTrue(err().contains(model + ": node 'fc1': error: compute needs 1 crossbar, but no "
        + "core has room left for it (1 cores of 1 crossbar)"), err());
    assertFalse(err().contains("Exception"), err());
  }

  @Test
  void theTrivialPlacementCompilesAndReportsItsStage() throws Exception {
    Path dir = folder.resolve("trivial");
    assertEquals(0, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "--placement=trivial", "-o", dir.toString(), "--dump-stages"),
        err());
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("[6/13] spat-place-trivial"),
        out.toString(StandardCharsets.UTF_8));
    String placed = Files.readString(dir.resolve("spatial2_scheduled.mlir"));
    assertTrue(placed.contains("coreId = 0 : i32") && !placed.contains("spat.graph_compute"),
        placed);
  }

  @Test
  void aModelTooLargeForTheTrivialPlacementIsAnErrorAtTheNode() {
    assertEquals(1, run(model.toString(), "--core-count=1", "--crossbar-size=4",
        "--crossbar-count=4", "--placement=trivial", "-o", folder.resolve("out").toString()));
    assertTrue(err().contains(model + ": node 'fc1': error: trivial placement: compute needs 1 "
        + "crossbar, but no core has room left for it (1 core of 4 crossbars); the model needs "
        + "more cores or crossbars than the target has"), err());
    assertFalse(err().contains("Exception"), err());
  }

  @Test
  void moreStagesThanCoresIsAnError() {
    assertEquals(1, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "--pipeline=3", "-o", folder.resolve("out").toString()));
    assertEquals("error: Pim compilation requires --pipeline not to exceed --core-count\n",
        err().replace("\r", ""));
  }

  @Test
  void moreStagesThanTheGraphAllowsIsAnError() {
    assertEquals(1, run(model.toString(), "--core-count=8", "--crossbar-size=16",
        "--crossbar-count=4", "--pipeline=8", "-o", folder.resolve("out").toString()));
    assertTrue(err().contains("error: pipeline scheduling: --pipeline=8 needs at least"),
        err());
  }

  @Test
  void theTrivialPlacementTakesNoStages() {
    assertEquals(1, run(model.toString(), "--core-count=4", "--crossbar-size=8",
        "--crossbar-count=4", "--pipeline=2", "--placement=trivial", "-o",
        folder.resolve("out").toString()));
    assertEquals("error: --placement=trivial places for latency only; --pipeline=2 needs "
        + "--placement=schedule\n", err().replace("\r", ""));
  }

  @Test
  void linearResizeIsAnErrorAtTheNode() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 3);
    String x = b.input("x", DataType.FLOAT, 1, 1, 2, 2);
    b.output(b.node("Resize", "upsample").inputs(x, b.floats("roi", new float[0], 0),
        b.floats("scales", new float[] {1, 1, 2, 2}, 4)).attr("mode", "linear").output(),
        DataType.FLOAT, 1, 1, 4, 4);
    Path resize = folder.resolve("resize.onnx");
    b.write(resize);
    assertEquals(1, run(resize.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", folder.resolve("out").toString()));
    assertTrue(err().startsWith(resize + ": node 'upsample': error: onnx.Resize supports only "
        + "mode \"nearest\", got \"linear\""), err());
  }

  @Test
  void aConvWithARuntimeWeightIsAnErrorAtTheNode() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 3);
    String x = b.input("x", DataType.FLOAT, 1, 1, 3, 3);
    String w = b.input("w", DataType.FLOAT, 1, 1, 2, 2);
    b.output(b.node("Conv", "conv_dyn").inputs(x, w).output(), DataType.FLOAT, 1, 1, 2, 2);
    Path conv = folder.resolve("conv-dyn.onnx");
    b.write(conv);
    assertEquals(1, run(conv.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", folder.resolve("out").toString()));
    assertTrue(err().startsWith(conv + ": node 'conv_dyn': error: onnx.Conv requires a "
        + "compile-time constant weight"), err());
  }

  @Test
  void nonPositiveTargetFlagIsAnError() {
    assertEquals(1, run(model.toString(), "--core-count=2", "--crossbar-size=-4",
        "--crossbar-count=1", "-o", folder.resolve("out").toString()));
    assertTrue(err().startsWith("error: ") && err().contains("crossbar-size"), err());
  }

  @Test
  void exportsTheDataflowSnapshots() throws Exception {
    Path dir = folder.resolve("out");
    assertEquals(0, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", dir.toString(), "--pim-export-spatial-dataflow=all"), err());
    for (String snapshot : new String[] {"spatial1", "spatial2", "spatial4"}) {
      String nodes = Files.readString(dir.resolve("reports/fc_" + snapshot + "_nodes.csv"));
      String edges = Files.readString(dir.resolve("reports/fc_" + snapshot + "_edges.csv"));
      assertTrue(nodes.startsWith("Id,Label,Kind,Operation,OpIndex,Lanes,Cores,Location,Type,"
          + "Bytes\narg0,input 0,input,,-1,,,"), nodes);
      assertTrue(edges.startsWith("Source,Target,Type,Weight,Kind,Tensor,Channel,HostOffset\n"),
          edges);
      assertTrue(edges.contains("arg0,op"), edges);
    }
    String graph = Files.readString(dir.resolve("reports/fc_spatial1_nodes.csv"));
    assertTrue(graph.contains(",compute_batch,spat.graph_compute_batch,"), graph);
    assertFalse(graph.contains("scheduled_compute"), graph);
    String scheduled = Files.readString(dir.resolve("reports/fc_spatial4_nodes.csv"));
    assertTrue(scheduled.contains(",scheduled_compute,spat.scheduled_compute,"), scheduled);
    assertFalse(scheduled.contains("graph_compute"), scheduled);
  }

  @Test
  void spatial3AndUnknownSnapshotsAreErrors() {
    assertEquals(1, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", folder.resolve("out").toString(),
        "--pim-export-spatial-dataflow=spatial3"));
    assertTrue(err().startsWith("error: --pim-export-spatial-dataflow=spatial3 has no snapshot "
        + "of its own"), err());
    err.reset();
    assertEquals(1, run(model.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=4", "-o", folder.resolve("out").toString(),
        "--pim-export-spatial-dataflow=spatial9"));
    assertTrue(err().startsWith("error: --pim-export-spatial-dataflow must be none, spatial1, "
        + "spatial2, spatial4 or all, not 'spatial9'"), err());
    assertFalse(Files.exists(folder.resolve("out")));
  }

  @Test
  void missingModelIsAnError() {
    assertEquals(1, run(folder.resolve("none.onnx").toString(), "--core-count=1",
        "--crossbar-size=4", "--crossbar-count=1", "-o", folder.resolve("out").toString()));
    assertTrue(err().contains("none.onnx: no such file"), err());
  }

  private Path convModel() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 3);
    String x = b.input("x", DataType.FLOAT, 1, 2, 5, 5);
    b.output(b.node("Conv", "conv1").inputs(x, b.weight("w", 3, 2, 3, 3)).output(),
        DataType.FLOAT, 1, 3, 3, 3);
    Path file = folder.resolve("conv.onnx");
    b.write(file);
    return file;
  }

  @Test
  void writesTheConvLoweringReportWithTheForcedStrategy() throws Exception {
    Path dir = folder.resolve("out");
    assertEquals(0, run(convModel().toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=8", "--pim-conv-lowering=input-k-tiled", "-o", dir.toString()), err());
    String report = Files.readString(dir.resolve("reports/conv_lowering_report.md"));
    assertTrue(report.contains("| forced | conv1 | 1,2,5,5 -> 3,3,3 | 1 | 18 | 3 | 9 | 1 | 162 "
        + "| input-k-tiled | 9 | 3 | 1 | 27 |"), report);
    Path quiet = folder.resolve("quiet");
    assertEquals(0, run(convModel().toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=8", "--pim-report-conv-lowering=false", "-o", quiet.toString()), err());
    assertFalse(Files.exists(quiet.resolve("reports/conv_lowering_report.md")));
  }

  @Test
  void aForcedConvStrategyThatDoesNotApplyIsAnErrorAtTheNode() throws Exception {
    Path conv = convModel();
    assertEquals(1, run(conv.toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=8", "--pim-conv-lowering=depthwise", "-o",
        folder.resolve("out").toString()));
    assertTrue(err().startsWith(conv + ": node 'conv1': error: onnx.Conv cannot use "
        + "--pim-conv-lowering=depthwise: the Conv is not depthwise"), err());
  }

  /**
   * The image's Conv (3 channels, 16x16, 256 positions, read row-interleaved) has chunks of 64
   * positions by default at --pipeline=1, where it runs alone, and of the streamed 32 when it
   * shares a pipeline stage; an explicit --pim-conv-image-chunk-positions wins either way.
   */
  @ParameterizedTest
  @CsvSource({"1,,64", "2,,32", "2,--pim-conv-image-chunk-positions=16,16"})
  void imageConvChunkDependsOnThePipeline(int pipeline, String flag, int chunk)
      throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 3);
    String x = b.input("x", DataType.FLOAT, 1, 3, 16, 16);
    b.output(b.node("Conv", "stem").inputs(x, b.weight("w", 4, 3, 3, 3))
        .ints("pads", 1, 1, 1, 1).output(), DataType.FLOAT, 1, 4, 16, 16);
    Path model = folder.resolve("image.onnx");
    b.write(model);
    Path dir = folder.resolve("image-out");
    List<String> args = new ArrayList<>(List.of(model.toString(), "--core-count=16",
        "--crossbar-size=32", "--crossbar-count=16", "--pipeline=" + pipeline, "-o",
        dir.toString()));
    if (flag != null) {
      args.add(flag);
    }
    assertEquals(0, run(args.toArray(String[]::new)), err());
    String report = Files.readString(dir.resolve("reports/conv_lowering_report.md"));
    assertTrue(report.contains("| stem | " + chunk + " | row-interleaved |"), report);
  }

  @ParameterizedTest
  @ValueSource(strings = {"pim-conv-stream-chunk-positions=0",
      "pim-conv-image-chunk-positions=-2"})
  void nonPositiveConvBudgetIsAnError(String flag) throws Exception {
    assertEquals(1, run(convModel().toString(), "--core-count=2", "--crossbar-size=8",
        "--crossbar-count=8", "--" + flag, "-o", folder.resolve("out").toString()));
    assertEquals("error: Pim compilation requires --" + flag.substring(0, flag.indexOf('='))
        + " to be a positive integer\n", err().replace("\r", ""));
  }
}
