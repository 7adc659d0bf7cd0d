package raptor.tools.compile;

import java.nio.file.Path;
import raptor.conversion.onnxtospatial.ConvOptions;
import raptor.conversion.onnxtospatial.SpatialLayoutPlanningPass;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.spat.transforms.SpatialPlacement;
import raptor.ir.IrContext;
import raptor.pass.Option;
import raptor.pass.OptionGroup;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.Pass;
import raptor.pass.PassContext;
import raptor.pass.PipelineException;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTargetOptions;

/**
 * {@code pim-compile-onnx}: the passes of {@code raptor-compile} as one raptor-opt pass, from the
 * {@code onnx} dialect to PIM artifacts ({@link OnnxPipeline}: {@code onnx-prepare},
 * {@code convert-onnx-to-spatial}, merging, the placement, {@code pim-compile}).
 *
 * <pre>{@code
 * raptor-opt model.mlir --pim-compile-onnx="core-count=4 crossbar-size=16 crossbar-count=8 \
 *     pipeline=1 placement=trivial output-dir=out"
 * }</pre>
 */
public final class PimCompileOnnxPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "pim-compile-onnx";

  /** The one-line description. */
  public static final String DESCRIPTION =
      "Compile an onnx-dialect module to PIM artifacts with the passes of raptor-compile";

  /**
   * The options.
   *
   * @param target the accelerator and its pipeline stages
   * @param placement how the graph computes go onto cores
   * @param conv the Conv strategy options
   * @param planning the layout planning options
   * @param outputDir the artifacts go to {@code outputDir/pim} (required)
   */
  public record Options(
      @OptionGroup PimTargetOptions target,
      @Option(name = "placement", help = "Placement of graph computes: schedule or trivial")
      SpatialPlacement placement,
      @OptionGroup ConvOptions conv,
      @OptionGroup SpatialLayoutPlanningPass.Options planning,
      @Option(name = "output-dir", help = "Output directory of the artifacts (required)")
      String outputDir) {
  }

  /** The schema of {@link Options}. */
  public static final OptionSchema<Options> SCHEMA = OptionSchema.of(Options.class,
      new Options(PimTargetOptions.DEFAULT, SpatialPlacement.SCHEDULE, ConvOptions.DEFAULT,
          SpatialLayoutPlanningPass.SCHEMA.defaults(), ""));

  private final Options options;
  private final OnnxPipeline pipeline;
  private final InvalidTargetException invalid;

  /** Creates the pass with {@code options}. */
  public PimCompileOnnxPass(Options options) {
    super(ARGUMENT, "PimCompileOnnx", DESCRIPTION, BuiltinModuleOp.INFO);
    this.options = options;
    OnnxPipeline stages = null;
    InvalidTargetException error = null;
    try {
      stages = new OnnxPipeline(options.target(), Path.of(options.outputDir()), false,
          options.conv(), options.planning(), options.placement());
    } catch (InvalidTargetException e) {
      error = e;
    }
    this.pipeline = stages;
    this.invalid = error;
  }

  @Override
  public void initialize(IrContext context) {
    if (pipeline != null) {
      for (Pass stage : pipeline.passes()) {
        stage.initialize(context);
      }
    }
  }

  @Override
  public void checkOptions() throws PipelineException {
    if (invalid != null) {
      throw new PipelineException(invalid.getMessage());
    }
    for (Pass stage : pipeline.passes()) {
      stage.checkOptions();
    }
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    pipeline.runIn(module, pc);
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
