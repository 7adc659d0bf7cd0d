package raptor.tools.validate;

import java.util.List;

/**
 * A published latency and energy of a network, with where it comes from: the figures
 * {@code raptor-validate --compare} puts beside ours (hardware-profiles.md §3,
 * frontend-validation.md §3.6). All are latency mode, batch 1, on Arch-A.
 *
 * @param network the network recipe's name
 * @param profile the hardware profile
 * @param system whose figure: {@code Raptor} or {@code PIMCOMP-NN}
 * @param setting how it was obtained (scheduler, timing configuration)
 * @param latencyMs the latency
 * @param energyPj the energy of one inference
 * @param source the document and section it is taken from
 */
record PublishedFigure(String network, String profile, String system, String setting,
    double latencyMs, double energyPj, String source) {
  private static final String HEADLINE = "frontend-validation.md §3.6";
  private static final String MEASURED = "hardware-profiles.md §3";
  private static final String REFERENCE_SETTING = "its own pimsim-nn config, int8 view";
  private static final String PIMCOMP_HEADLINE = "GA, element pipeline, reference's config";

  /**
   * Every figure, by network. GoogLeNet's were measured on its timing view (without LRN and
   * Softmax), the recipe {@code googlenet-pimsim}.
   */
  static final List<PublishedFigure> ALL = List.of(
      raptor("vgg8", 1.465778, 477298145.040001),
      pimcomp("vgg8", PIMCOMP_HEADLINE, 7.985074, 1597904071.120000, HEADLINE),
      raptor("resnet18", 28.099952, 8781611766.119984),
      pimcomp("resnet18", PIMCOMP_HEADLINE, 58.853733, 13983168748.119974, HEADLINE),
      pimcomp("resnet18", "balance, repaired, A1", 116.015, 1.0852e10, MEASURED),
      pimcomp("resnet18", "balance, repaired, A2", 44.086, 8.1394e9, MEASURED),
      pimcomp("resnet18", "GA, repaired, A2", 25.125, 8.1184e9, MEASURED),
      raptor("resnet34", 45.781486, 14962940227.679951),
      pimcomp("resnet34", PIMCOMP_HEADLINE, 91.607980, 22722922369.680016, HEADLINE),
      pimcomp("resnet34", "balance, repaired, A2", 141.885, 2.1284e10, MEASURED),
      raptor("googlenet-pimsim", 13.371204, 6117835798.919991),
      pimcomp("googlenet-pimsim", PIMCOMP_HEADLINE, 62.923463, 14547526780.240000, HEADLINE),
      pimcomp("googlenet-pimsim", "balance, A2", 49.885, 8.4523e9, MEASURED),
      pimcomp("vgg16", "balance, A2", 268.910, 6.3857e10, MEASURED));

  private static PublishedFigure raptor(String network, double latencyMs, double energyPj) {
    return new PublishedFigure(network, "arch-a", "Raptor", REFERENCE_SETTING, latencyMs,
        energyPj, HEADLINE);
  }

  private static PublishedFigure pimcomp(String network, String setting, double latencyMs,
      double energyPj, String source) {
    return new PublishedFigure(network, "arch-a", "PIMCOMP-NN", setting, latencyMs, energyPj,
        source);
  }

  /** {@return the figures of {@code network} on {@code profile}} */
  static List<PublishedFigure> of(String network, String profile) {
    return ALL.stream().filter(f -> f.network.equals(network) && f.profile.equals(profile))
        .toList();
  }
}
