package raptor.tools.compile;

import picocli.CommandLine.Option;
import raptor.conversion.onnxtospatial.SpatialLayoutPlanningPass;

/**
 * The layout planning flag {@code raptor-compile} and {@code raptor-run} share (a picocli
 * mixin), named as raptor-opt's (spec §2.6).
 */
public final class PlanningFlags {
  @Option(names = "--pim-disable-spatial-planning",
      description = "Lower every plan op densely: no NHWC row strips (an ablation).")
  boolean disabled;

  /** {@return the options of spatial-layout-planning} */
  public SpatialLayoutPlanningPass.Options options() {
    return new SpatialLayoutPlanningPass.Options(disabled);
  }
}
