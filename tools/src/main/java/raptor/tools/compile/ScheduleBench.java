package raptor.tools.compile;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.emit.EmitPimCodePass;
import raptor.backend.pim.pipeline.PimCompilePass;
import raptor.conversion.onnxtospatial.ConvOptions;
import raptor.conversion.onnxtospatial.ConvertOnnxToSpatialPass;
import raptor.conversion.onnxtospatial.LowerSpatialPlansPass;
import raptor.conversion.onnxtospatial.SpatialLayoutPlanningPass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.onnx.transforms.OnnxPreparePass;
import raptor.dialect.spat.transforms.ScheduleAndRealizeSpatialPass;
import raptor.dialect.spat.transforms.TrivialMergePass;
import raptor.dialect.spat.transforms.scheduling.BodyCostModel;
import raptor.dialect.spat.transforms.scheduling.ComputeGraph;
import raptor.dialect.spat.transforms.scheduling.PeftScheduler;
import raptor.dialect.spat.transforms.scheduling.PieceCatalog;
import raptor.dialect.spat.transforms.scheduling.Schedule;
import raptor.dialect.spat.transforms.scheduling.ScheduleFailure;
import raptor.dialect.spat.transforms.scheduling.ScheduleMaterializer;
import raptor.dialect.spat.transforms.scheduling.ScheduleVerifier;
import raptor.dialect.spat.transforms.scheduling.SchedulingException;
import raptor.dialect.spat.transforms.scheduling.SchedulingTarget;
import raptor.dialect.spat.transforms.scheduling.SpatialGraph;
import raptor.dialect.spat.transforms.scheduling.TrivialPlacement;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.DiagnosticPrinter;
import raptor.ir.diag.SourceFiles;
import raptor.pass.Pass;
import raptor.pass.PassManager;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimHardwareOptions;
import raptor.pim.PimLowerToBufferizedPass;
import raptor.pim.PimTarget;
import raptor.pim.PimTargetOptions;
import raptor.pim.verify.PimVerifyPass;

/**
 * The Java side of {@code bench/schedule.sh}: writes a builder-made VGG-8 or ResNet-18 of a
 * given width and input size, and measures the scheduling of its Spatial graph: the wall time
 * of {@code schedule-and-realize-spatial} (graph, PEFT, verification, materialization) and the
 * estimated makespan of the PEFT schedule against the {@link TrivialPlacement}.
 *
 * <pre>{@code
 * java -cp raptor.jar raptor.tools.compile.ScheduleBench generate vgg8|resnet18 WIDTH SIZE OUT.onnx
 * java -cp raptor.jar raptor.tools.compile.ScheduleBench run MODEL.onnx CORES XBAR_SIZE XBAR_COUNT
 * }</pre>
 */
public final class ScheduleBench {
  private ScheduleBench() {
  }

  /** Runs {@code generate} or {@code run}; exits 1 on bad arguments or a failed compilation. */
  public static void main(String[] args) throws Exception {
    if (args.length == 5 && args[0].equals("generate")
        && (args[1].equals("vgg8") || args[1].equals("resnet18"))) {
      Network net = new Network(Long.parseLong(args[2]), Long.parseLong(args[3]));
      if (args[1].equals("vgg8")) {
        net.vgg8();
      } else {
        net.resnet18();
      }
      net.b.write(Path.of(args[4]));
    } else if ((args.length == 5 || args.length == 6) && args[0].equals("run")) {
      PimTarget target = new PimHardwareOptions(Integer.parseInt(args[2]),
          Integer.parseInt(args[3]), Integer.parseInt(args[4])).resolve(1);
      if (!run(Path.of(args[1]), target, args.length == 6 ? Path.of(args[5]) : null)) {
        System.exit(1);
      }
    } else {
      System.err.println("usage: ScheduleBench generate vgg8|resnet18 WIDTH SIZE OUT.onnx"
          + " | run MODEL.onnx CORES XBAR_SIZE XBAR_COUNT [ARTIFACTS_DIR]");
      System.exit(1);
    }
  }

  /**
   * Compiles {@code model} to a scheduled Spatial graph and prints the measurements; with {@code
   * artifacts}, also compiles the scheduler's schedule (the PEFT variant with the shorter
   * {@link ChannelTiming} makespan, as the pass keeps it) and the trivial placement to PIM
   * artifacts in {@code artifacts}/peft/pim and {@code artifacts}/trivial/pim for the timing
   * model.
   */
  private static boolean run(Path model, PimTarget target, Path artifacts) throws Exception {
    OnnxModule onnx = OnnxModule.load(model, List.of());
    PimHardwareOptions hardware = new PimHardwareOptions(target.coreCount(),
        target.crossbarSize(), target.crossbarCount());
    long start = System.nanoTime();
    PassManager front = new PassManager(onnx.context(), BuiltinModuleOp.NAME);
    front.nest(FuncFuncOp.NAME).add(new OnnxPreparePass());
    front.add(new ConvertOnnxToSpatialPass(
        new ConvertOnnxToSpatialPass.Options(hardware, ConvOptions.DEFAULT)))
        .add(new SpatialLayoutPlanningPass(SpatialLayoutPlanningPass.SCHEMA.defaults()))
        .add(new LowerSpatialPlansPass())
        .add(new TrivialMergePass(hardware));
    if (!passes(front, onnx.module(), "the front end")) {
      return false;
    }
    System.out.printf("front end: %.0f ms%n", (System.nanoTime() - start) / 1e6);
    BuiltinModuleOp graphModule = artifacts == null ? null
        : (BuiltinModuleOp) onnx.module().cloneOp();

    SchedulingTarget machine = SchedulingTarget.of(target);
    SpatialGraph graph;
    Schedule peft;
    Schedule direct;
    Schedule trivial;
    try {
      graph = SpatialGraph.build(PimEntryFunction.find(onnx.module()).body().firstBlock(),
          machine, BodyCostModel.INSTANCE);
      peft = PeftScheduler.schedule(graph.graph(), machine);
      direct = PeftScheduler.scheduleIgnoringSenderStalls(graph.graph(), machine);
      trivial = TrivialPlacement.schedule(graph.graph(), machine);
    } catch (SchedulingException e) {
      System.err.println("error: " + e.getMessage());
      return false;
    }
    List<String> problems = ScheduleVerifier.problems(graph.graph(), machine, peft);
    if (!problems.isEmpty()) {
      System.err.println("error: schedule verification failed: " + problems.get(0));
      return false;
    }
    System.out.printf("graph: %d nodes, %d edges; PEFT uses %d of %d cores%n",
        graph.graph().size(), edges(graph), used(peft), target.coreCount());
    Block block = PimEntryFunction.find(onnx.module()).body().firstBlock();
    OpBuilder builder = new OpBuilder(onnx.context());
    long peftChannels;
    long directChannels;
    long trivialChannels;
    try {
      peftChannels = channelMakespan(builder, graph, peft, block, machine);
      directChannels = channelMakespan(builder, graph, direct, block, machine);
      trivialChannels = channelMakespan(builder, graph, trivial, block, machine);
    } catch (SchedulingException e) {
      System.err.println("error: " + e.getMessage());
      return false;
    }

    Pass schedule = new ScheduleAndRealizeSpatialPass(new ScheduleAndRealizeSpatialPass.Options(
        new PimTargetOptions(hardware, 1), "", false));
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    start = System.nanoTime();
    long cpu = threads.getCurrentThreadCpuTime();
    if (!passes(new PassManager(onnx.context(), BuiltinModuleOp.NAME).add(schedule),
        onnx.module(), "schedule-and-realize-spatial")) {
      return false;
    }
    System.out.printf("schedule-and-realize-spatial: %.0f ms (CPU time of the thread %.0f ms)%n",
        (System.nanoTime() - start) / 1e6, (threads.getCurrentThreadCpuTime() - cpu) / 1e6);
    System.out.printf("estimated makespan: PEFT %d, trivial placement %d; "
        + "ratio trivial/PEFT %.2f%n", peft.makespan(), trivial.makespan(),
        (double) trivial.makespan() / peft.makespan());
    System.out.printf("makespan with rendezvous channels (ChannelTiming, which the pass "
        + "compares): PEFT %d, PEFT ignoring sender stalls %d, trivial placement %d; "
        + "ratio trivial/scheduler %.2f%n", peftChannels, directChannels, trivialChannels,
        (double) trivialChannels / Math.min(peftChannels, directChannels));
    Placement scheduler = directChannels < peftChannels
        ? PeftScheduler::scheduleIgnoringSenderStalls : PeftScheduler::schedule;
    if (artifacts == null) {
      return true;
    }
    start = System.nanoTime();
    boolean compiled;
    try {
      compiled = compile(onnx, (BuiltinModuleOp) graphModule.cloneOp(),
          scheduler, machine, target, artifacts.resolve("peft"))
          && compile(onnx, graphModule, TrivialPlacement::schedule, machine, target,
              artifacts.resolve("trivial"));
    } catch (SchedulingException | ScheduleFailure e) {
      System.err.println("error: " + e.getMessage());
      return false;
    }
    System.out.printf("both placements compiled to PIM artifacts: %.0f ms%n",
        (System.nanoTime() - start) / 1e6);
    return compiled;
  }

  /** A placement of a compute graph on the target's cores. */
  private interface Placement {
    Schedule place(ComputeGraph graph, SchedulingTarget target) throws SchedulingException;
  }

  /**
   * Materializes the placement of the graph computes of {@code module} and compiles it with
   * {@code pim-compile} to {@code out}/pim; {@return whether it compiled}
   */
  private static boolean compile(OnnxModule onnx, BuiltinModuleOp module, Placement placement,
      SchedulingTarget machine, PimTarget target, Path out)
      throws SchedulingException, ScheduleFailure {
    Block block = PimEntryFunction.find(module).body().firstBlock();
    SpatialGraph graph = SpatialGraph.build(block, machine, BodyCostModel.INSTANCE);
    Schedule schedule = placement.place(graph.graph(), machine);
    ScheduleMaterializer.apply(new OpBuilder(onnx.context()), graph,
        schedule.onDenseCores(), block);
    PimCompilePass.Options defaults = PimCompilePass.SCHEMA.defaults();
    PimLowerToBufferizedPass.Options lowering = defaults.lowering();
    PimCompilePass.Options options = new PimCompilePass.Options(
        new PimLowerToBufferizedPass.Options(new PimVerifyPass.Options(
            new PimTargetOptions(new PimHardwareOptions(target.coreCount(),
                target.crossbarSize(), target.crossbarCount()), 1), false,
            lowering.verification().maxCoreInstructions()),
            lowering.bufferization(), lowering.planning()),
        new EmitPimCodePass.Codegen(out.toString(), defaults.codegen().emitJson(),
            false, MemoryReportMode.NONE));
    return passes(new PassManager(onnx.context(), BuiltinModuleOp.NAME)
        .add(new PimCompilePass(options)), module, "pim-compile of " + out);
  }

  private static boolean passes(PassManager pm, BuiltinModuleOp module, String what) {
    DiagnosticEngine diag = new DiagnosticEngine();
    boolean success = pm.run(module, diag) && !diag.hasErrors();
    DiagnosticPrinter printer = new DiagnosticPrinter(new SourceFiles());
    for (Diagnostic d : diag.diagnostics()) {
      System.err.print(printer.render(d));
    }
    if (!success) {
      System.err.println("error: " + what + " failed");
    }
    return success;
  }

  private static long edges(SpatialGraph graph) {
    long count = 0;
    for (int node = 0; node < graph.graph().size(); node++) {
      count += graph.graph().successors(node).size();
    }
    return count;
  }

  private static long used(Schedule schedule) {
    return Arrays.stream(schedule.denseCoreIds()).filter(id -> id >= 0).count();
  }

  /** A VGG-8 or ResNet-18 of width {@code base} channels on a {@code size}² RGB input. */
  private static final class Network {
    private static final long CLASSES = 10;
    private final OnnxModelBuilder b = new OnnxModelBuilder(13, 2026);
    private final long base;
    private final long size;
    private int layers;

    Network(long base, long size) {
      this.base = base;
      this.size = size;
    }

    /** Six 3x3 convolutions in four pooled stages, then two fully connected layers. */
    void vgg8() {
      String x = b.input("input", DataType.FLOAT, 1, 3, size, size);
      long[] widths = {base, 2 * base, 4 * base, 4 * base, 8 * base, 8 * base};
      boolean[] poolAfter = {true, true, false, true, false, true};
      long in = 3;
      long side = size;
      for (int i = 0; i < widths.length; i++) {
        x = relu(conv(x, in, widths[i], 3, 1));
        in = widths[i];
        if (poolAfter[i]) {
          x = b.node("MaxPool", "pool" + i).inputs(x).ints("kernel_shape", 2, 2)
              .ints("strides", 2, 2).output();
          side /= 2;
        }
      }
      x = b.node("Flatten", "flatten").inputs(x).output();
      x = relu(gemm(x, in * side * side, 8 * base));
      finish(gemm(x, 8 * base, CLASSES));
    }

    /** A 3x3 stem, four stages of two basic blocks, global pooling and a classifier. */
    void resnet18() {
      String x = b.input("input", DataType.FLOAT, 1, 3, size, size);
      x = relu(conv(x, 3, base, 3, 1));
      long in = base;
      for (int stage = 0; stage < 4; stage++) {
        long width = base << stage;
        for (int block = 0; block < 2; block++) {
          long stride = stage > 0 && block == 0 ? 2 : 1;
          String y = relu(conv(x, in, width, 3, stride));
          y = conv(y, width, width, 3, 1);
          String shortcut = in == width && stride == 1 ? x : conv(x, in, width, 1, stride);
          x = relu(b.node("Add", "add" + (++layers)).inputs(y, shortcut).output());
          in = width;
        }
      }
      x = b.node("GlobalAveragePool", "gap").inputs(x).output();
      x = b.node("Flatten", "flatten").inputs(x).output();
      finish(gemm(x, in, CLASSES));
    }

    private String conv(String x, long in, long out, long kernel, long stride) {
      int n = ++layers;
      long pad = kernel / 2;
      double scale = Math.sqrt(2.0 / (in * kernel * kernel));
      return b.node("Conv", "conv" + n).inputs(x, b.weight("conv" + n + "_w", -scale, scale,
          out, in, kernel, kernel), b.weight("conv" + n + "_b", -0.1, 0.1, out))
          .ints("pads", pad, pad, pad, pad).ints("strides", stride, stride).output();
    }

    private String gemm(String x, long in, long out) {
      int n = ++layers;
      double scale = Math.sqrt(2.0 / in);
      return b.node("Gemm", "fc" + n).inputs(x, b.weight("fc" + n + "_w", -scale, scale, out, in),
          b.weight("fc" + n + "_b", -0.1, 0.1, out)).attr("transB", 1L).output();
    }

    private String relu(String x) {
      return b.node("Relu", "relu" + (++layers)).inputs(x).output();
    }

    private void finish(String x) {
      b.output(x, DataType.FLOAT, 1, CLASSES);
    }
  }

  /** {@return the makespan of {@code schedule} with rendezvous channels, as the pass times it} */
  private static long channelMakespan(OpBuilder builder, SpatialGraph graph, Schedule schedule,
      Block block, SchedulingTarget machine) throws SchedulingException {
    return ScheduleMaterializer.planned(builder, graph, new PieceCatalog(graph),
        schedule.onDenseCores(), block).channelMakespan(machine);
  }
}
