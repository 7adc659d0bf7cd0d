package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.tools.onnx.RaptorImport;
import raptor.tools.opt.RaptorOpt;
import raptor.tools.suite.OperationSuite;
import raptor.tools.suite.SuiteCase;

/**
 * Layout planning end to end (spec §2): the row-strip chains of the operation suite
 * ({@code layout/...}) do select NHWC row strips, for the Concat and Resize of the
 * {@code concat} and {@code resize} cases too, which a materialization, a Flatten or the NHWC
 * input of a Conv turns dense again (and none with {@code --pim-disable-spatial-planning}), and a
 * representative subset (Conv
 * with a bias, MaxPool, Add with a broadcast, the row-strip chains and a small CNN) matches
 * onnxruntime with every plan lowered densely. The suite itself ({@link OnnxOperationSuiteTest})
 * runs every case with planning on.
 */
class SpatialLayoutPlanningTest {
  private static final String DISABLE = "--pim-disable-spatial-planning";
  private static final List<String> DENSE_SUBSET = List.of("conv/with_bias_3x3",
      "maxpool/kernel_3x3_pads", "maxpool/same_upper", "add/broadcast_runtime",
      "add/constant_per_channel", "layout/");

  @TempDir
  Path folder;

  private static Stream<SuiteCase> cases(List<String> prefixes) {
    return OperationSuite.cases().stream()
        .filter(c -> prefixes.stream().anyMatch(c.id()::startsWith));
  }

  @TestFactory
  Stream<DynamicTest> rowStripChainsSelectRowStripsUnlessPlanningIsDisabled() {
    return cases(List.of("layout/")).map(c -> DynamicTest.dynamicTest(c.id(), () -> {
      Path onnx = c.write(folder);
      Path imported = folder.resolve(c.id() + ".mlir");
      assertEquals(0, run(RaptorImport::run, onnx.toString(), "-o", imported.toString()));
      String planned = planned(c, imported, false);
      assertTrue(planned.contains("spat.selected_layout = #spat.physical_layout<NHWCRowStrip>"),
          planned);
      assertTrue(planned.contains("from <NHWCRowStrip> to <DenseNCHW>")
          || planned.contains("spat.flatten_plan")
          || planned.contains("perm = array<i64: 0, 2, 3, 1>"), planned);
      for (String op : List.of("concat", "resize")) {
        if (c.name().contains(op)) {
          assertTrue(planned.lines().anyMatch(line -> line.contains("spat." + op)
              && line.contains("<NHWCRowStrip>")), planned);
        }
      }
      String dense = planned(c, imported, true);
      assertTrue(dense.contains("spat.selected_layout = #spat.physical_layout<DenseNCHW>"),
          dense);
      assertFalse(dense.contains("NHWCRowStrip"), dense);
    }));
  }

  private String planned(SuiteCase c, Path imported, boolean disabled) throws Exception {
    List<String> arguments = new ArrayList<>(List.of(imported.toString()));
    arguments.addAll(c.arguments());
    if (disabled) {
      arguments.add(DISABLE);
    }
    arguments.addAll(List.of("--onnx-prepare", "--convert-onnx-to-spatial",
        "--spatial-layout-planning"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(0, RaptorOpt.run(arguments.toArray(String[]::new),
        new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    return out.toString(StandardCharsets.UTF_8);
  }

  @TestFactory
  Stream<DynamicTest> theSubsetMatchesOnnxruntimeWithPlanningDisabled() {
    return cases(DENSE_SUBSET).map(c -> DynamicTest.dynamicTest(c.id(), () -> {
      List<String> arguments = new ArrayList<>(List.of(c.write(folder).toString(), "--seed=5",
          DISABLE));
      arguments.addAll(c.arguments());
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int status = RaptorRun.run(arguments.toArray(String[]::new),
          new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8));
      String verdict = out.toString(StandardCharsets.UTF_8);
      assertEquals(0, status, verdict + err.toString(StandardCharsets.UTF_8));
      assertTrue(verdict.startsWith("PASS: latency mode"), verdict);
    }));
  }

  /** A tool's in-process entry point. */
  @FunctionalInterface
  private interface Tool {
    int run(String[] args, InputStream in, PrintStream out, PrintStream err);
  }

  private static int run(Tool tool, String... args) {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    return tool.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintStream(sink, true, StandardCharsets.UTF_8),
        new PrintStream(sink, true, StandardCharsets.UTF_8));
  }
}
