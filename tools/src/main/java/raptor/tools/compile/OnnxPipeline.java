package raptor.tools.compile;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.backend.pim.artifact.MemoryReportMode;
import raptor.backend.pim.emit.EmitPimCodePass;
import raptor.backend.pim.pipeline.PimCompilePass;
import raptor.conversion.onnxtospatial.ConvOptions;
import raptor.conversion.onnxtospatial.ConvertOnnxToSpatialPass;
import raptor.conversion.onnxtospatial.LowerSpatialPlansPass;
import raptor.conversion.onnxtospatial.SpatialLayoutPlanningPass;
import raptor.conversion.spatialtopim.ConvertSpatialToPimPass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.onnx.transforms.OnnxPreparePass;
import raptor.dialect.spat.transforms.SpatialPlacement;
import raptor.dialect.spat.transforms.TrivialMergePass;
import raptor.dialect.spat.transforms.dataflow.DataflowExport;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.io.FileAccessException;
import raptor.ir.io.FileErrors;
import raptor.ir.io.OutputFile;
import raptor.ir.text.IrPrinter;
import raptor.ir.text.PrintOptions;
import raptor.pass.OperationPass;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pass.PassManager;
import raptor.pim.InstructionBudget;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimEntryFunction;
import raptor.pim.PimLowerToBufferizedPass;
import raptor.pim.PimTargetOptions;
import raptor.pim.bufferize.PimBufferizePass;
import raptor.pim.folding.PimHostConstantFoldingPass;
import raptor.pim.planning.PimLocalMemoryPlanningPass;
import raptor.pim.verify.PimVerifyPass;

/**
 * The stages from an imported ONNX model to PIM artifacts: {@code onnx-prepare},
 * {@code convert-onnx-to-spatial}, {@code spatial-layout-planning}, {@code lower-spatial-plans},
 * {@code spat-trivial-merge}, the placement ({@code schedule-and-realize-spatial} or
 * {@code spat-place-trivial}) and the passes of {@code pim-compile}
 * ({@code convert-spatial-to-pim}, {@code pim-bufferize}, {@code pim-host-constant-folding},
 * {@code pim-local-memory-planning}, {@code verify-pim}, {@code emit-pim-code}), run one at a
 * time so that each can print a progress line with its time and dump its result.
 */
public final class OnnxPipeline {
  /** One stage: a pass, whether it runs on the entry function, and the name of its dump. */
  private record Stage(String name, Pass pass, boolean onFunction, String dump) {
  }

  /** The dumps of the {@code pim-compile} stages, by pass argument (spec §3.7). */
  private static final Map<String, String> PIM_DUMPS = Map.of(
      ConvertSpatialToPimPass.ARGUMENT, "pim0.mlir",
      PimBufferizePass.ARGUMENT, "pim1_buff.mlir",
      PimHostConstantFoldingPass.ARGUMENT, "pim2_folded.mlir",
      PimLocalMemoryPlanningPass.ARGUMENT, "pim3_memory_planned.mlir");

  private final List<Stage> stages;
  private final Map<String, Path> exports = new HashMap<>();
  private boolean verifyEach = true;

  /**
   * Creates the pipeline for {@code target}, writing artifacts to {@code outputDir}/pim.
   *
   * @param detectDeadlock whether verify-pim simulates communication statically
   * @param conv the Conv strategy options and report folder
   * @param planning the layout planning options
   * @param placement how the graph computes are put onto cores
   * @throws InvalidTargetException when the placement cannot place for {@code target}
   */
  public OnnxPipeline(PimTargetOptions target, Path outputDir, boolean detectDeadlock,
      ConvOptions conv, SpatialLayoutPlanningPass.Options planning, SpatialPlacement placement)
      throws InvalidTargetException {
    PimLowerToBufferizedPass.Options lowering = PimCompilePass.SCHEMA.defaults().lowering();
    EmitPimCodePass.Codegen codegen = EmitPimCodePass.Codegen.DEFAULT;
    PimCompilePass.Options compile = new PimCompilePass.Options(
        new PimLowerToBufferizedPass.Options(new PimVerifyPass.Options(target, detectDeadlock,
            InstructionBudget.DEFAULT_LIMIT),
            lowering.bufferization(), lowering.planning()),
        new EmitPimCodePass.Codegen(outputDir.toString(), codegen.emitJson(),
            codegen.disableSynchronization(), MemoryReportMode.NONE));
    List<Stage> all = new ArrayList<>(List.of(
        new Stage(OnnxPreparePass.ARGUMENT, new OnnxPreparePass(), true, "onnx0_prepared.mlir"),
        new Stage(ConvertOnnxToSpatialPass.ARGUMENT,
            new ConvertOnnxToSpatialPass(
            new ConvertOnnxToSpatialPass.Options(target.hardware(), conv)), false, "spatial0.mlir"),
        new Stage(SpatialLayoutPlanningPass.ARGUMENT, new SpatialLayoutPlanningPass(planning),
            false, null),
        new Stage(LowerSpatialPlansPass.ARGUMENT, new LowerSpatialPlansPass(), false, null),
        new Stage(TrivialMergePass.ARGUMENT, new TrivialMergePass(target.hardware()), false,
            "spatial1_graph.mlir"),
        placementStage(placement.pass(target, ""))));
    for (OperationPass<BuiltinModuleOp> pass : new PimCompilePass(compile).stages()) {
      all.add(new Stage(pass.argument(), pass, false, PIM_DUMPS.get(pass.argument())));
    }
    stages = List.copyOf(all);
  }

  private static Stage placementStage(OperationPass<BuiltinModuleOp> pass) {
    return new Stage(pass.argument(), pass, false, "spatial2_scheduled.mlir");
  }

  /** {@return the passes of the stages, in order} */
  public List<Pass> passes() {
    return stages.stream().map(Stage::pass).toList();
  }

  /**
   * Runs every stage on {@code module} inside the pass run {@code pc}, stopping at the first
   * failure ({@code pim-compile-onnx}); a function stage runs on each function of the module.
   */
  public void runIn(BuiltinModuleOp module, PassContext pc) {
    for (Stage stage : stages) {
      if (stage.onFunction()) {
        for (Operation op : module.body().ops()) {
          if (op instanceof FuncFuncOp && !pc.failed()) {
            stage.pass().run(op, pc);
          }
        }
      } else {
        stage.pass().run(module, pc);
      }
      if (pc.failed()) {
        return;
      }
    }
  }

  /** {@return the number of stages, each reported by one progress line} */
  public int stageCount() {
    return stages.size();
  }

  /**
   * Writes the Spatial dataflow CSV tables of the entry function ({@code PREFIX_nodes.csv},
   * {@code PREFIX_edges.csv}) after the stage {@code stage}.
   *
   * @return this pipeline
   */
  public OnnxPipeline exportDataflow(String stage, Path prefix) {
    exports.put(stage, prefix);
    return this;
  }

  /**
   * Sets whether {@link #run} verifies the module after every stage (the default), as
   * raptor-opt's {@code --verify-each}, or not at all, as mlir-opt with
   * {@code --verify-each=false}. Each stage checks what it needs of its input either way, and
   * {@code verify-pim} checks the Pim programs before code emission; a compile of ResNet-18 for
   * Arch-A spends about 2.3 s verifying after each of its 13 stages.
   *
   * @return this pipeline
   */
  public OnnxPipeline verifyEach(boolean on) {
    verifyEach = on;
    return this;
  }

  /**
   * Runs every stage on {@code module}.
   *
   * @param progress receives one line per stage, or {@code null}
   * @param dumps the folder of the intermediate files, or {@code null}
   * @return whether every stage succeeded; the diagnostics are in {@code diag}
   * @throws CompileException when a dump cannot be written
   */
  public boolean run(IrContext context, BuiltinModuleOp module, DiagnosticEngine diag,
      PrintStream progress, Path dumps) throws CompileException {
    for (int i = 0; i < stages.size(); i++) {
      Stage stage = stages.get(i);
      long start = System.nanoTime();
      PassManager pm = new PassManager(context, BuiltinModuleOp.NAME).verifyEach(verifyEach);
      if (stage.onFunction()) {
        pm.nest(FuncFuncOp.NAME).add(stage.pass());
      } else {
        pm.add(stage.pass());
      }
      if (!pm.run(module, diag) || diag.hasErrors()) {
        return false;
      }
      if (progress != null) {
        progress.printf("[%d/%d] %s (%.2f s)%n", i + 1, stages.size(), stage.name(),
            (System.nanoTime() - start) / 1e9);
      }
      if (exports.containsKey(stage.name())) {
        export(module, exports.get(stage.name()));
      }
      if (dumps != null && stage.dump() != null) {
        write(dumps.resolve(stage.dump()), IrPrinter.print(module, PrintOptions.DEFAULT, context.resources()));
      }
    }
    return true;
  }

  private static void export(BuiltinModuleOp module, Path prefix) throws CompileException {
    try {
      DataflowExport.write(PimEntryFunction.find(module), prefix);
    } catch (FileAccessException e) {
      throw new CompileException(e.getMessage());
    }
  }

  private static void write(Path file, String text) throws CompileException {
    try {
      Files.createDirectories(file.getParent());
      OutputFile.write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new CompileException("cannot write '" + file + "': " + FileErrors.reason(e));
    } catch (FileAccessException e) {
      throw new CompileException(e.getMessage());
    }
  }
}
