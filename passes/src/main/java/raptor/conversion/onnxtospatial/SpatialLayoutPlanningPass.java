package raptor.conversion.onnxtospatial;

import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.spat.PhysicalLayout;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.pass.Option;
import raptor.pass.OperationPass;
import raptor.pass.OptionSchema;
import raptor.pass.PassContext;
import raptor.pass.Statistic;

/**
 * {@code spatial-layout-planning} (spec §2.3, §2.4): chooses a physical layout, DenseNCHW or
 * NHWCRowStrip, for every plan op of the entry function by the cost rules of
 * {@link LayoutPlanner}, annotates it, inserts the {@code spat.materialize_layout} ops the
 * choice needs and verifies the exact layout contract. With
 * {@code pim-disable-spatial-planning} every plan op keeps its dense alternative (spec §2.6);
 * the annotation and the verification still run.
 */
public final class SpatialLayoutPlanningPass extends OperationPass<BuiltinModuleOp> {
  /** The pass argument. */
  public static final String ARGUMENT = "spatial-layout-planning";

  /**
   * The options.
   *
   * @param disableSpatialPlanning select the dense alternative of every plan op
   */
  public record Options(
      @Option(name = "pim-disable-spatial-planning",
          help = "Lower every plan op densely (no row strips)")
      boolean disableSpatialPlanning) {
  }

  /** The schema of its options. */
  public static final OptionSchema<Options> SCHEMA =
      OptionSchema.of(Options.class, new Options(false));

  private static final String PHASE = "Spatial layout planning";

  private final Options options;
  private final Statistic rowStrips = statistic("num-row-strip", "Plan ops lowered as row strips");

  /** Creates the pass with {@code options}. */
  public SpatialLayoutPlanningPass(Options options) {
    super(ARGUMENT, "SpatialLayoutPlanning",
        "Choose a physical layout for every Spatial plan op", BuiltinModuleOp.INFO);
    this.options = options;
  }

  @Override
  public void runOn(BuiltinModuleOp module, PassContext pc) {
    Block block = LayoutPlanner.entryBlock(module, pc, PHASE);
    if (block == null) {
      return;
    }
    LayoutPlanner planner = new LayoutPlanner(block);
    try {
      planner.select(options.disableSpatialPlanning());
      planner.materialize(new OpBuilder(pc.context()));
      LayoutPlanner.verify(planner.planOps()).values().forEach(alternative ->
          rowStrips.add(alternative.result() == PhysicalLayout.DENSE_NCHW
              ? 0 : 1));
    } catch (LoweringException e) {
      pc.fail(e.op(), "'" + e.op().name() + "' " + e.getMessage());
    }
  }

  @Override
  public String printOptions() {
    return SCHEMA.print(options);
  }
}
