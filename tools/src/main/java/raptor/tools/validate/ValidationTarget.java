package raptor.tools.validate;

import java.io.Serializable;
import java.util.List;
import raptor.sim.timing.NocTable;
import raptor.sim.timing.TimingConfig;
import raptor.sim.timing.TimingProfiles;

/**
 * The target a model is compiled for and the timing configuration it is timed with: a profile
 * of {@code hardware-profiles.md} (its geometry and its configuration values), or a geometry of
 * its own timed with a profile's values on that geometry.
 *
 * @param cores the core count
 * @param crossbarSize the rows and columns of a crossbar
 * @param crossbarCount the crossbars per core
 * @param profile the profile whose configuration values time the model
 */
record ValidationTarget(int cores, int crossbarSize, int crossbarCount, TimingProfiles profile)
    implements Serializable {
  /** The crossbar size of every profile. */
  static final int PROFILE_CROSSBAR_SIZE = 128;

  /** {@return the geometry of {@code profile}, timed with its own values} */
  static ValidationTarget of(TimingProfiles profile) {
    TimingConfig config = profile.config();
    return new ValidationTarget(config.chipConfig.coreCnt, PROFILE_CROSSBAR_SIZE,
        config.chipConfig.coreConfig.matrixConfig.xbarArrayCount, profile);
  }

  /** {@return whether the geometry is the profile's own} */
  boolean matchesProfile() {
    return equals(of(profile));
  }

  /** {@return the target flags of {@code raptor-run}} */
  List<String> flags() {
    return List.of("--core-count=" + cores, "--crossbar-size=" + crossbarSize,
        "--crossbar-count=" + crossbarCount);
  }

  /** {@return the geometry, {@code cores x crossbar size x crossbars per core}} */
  String geometry() {
    return cores + "x" + crossbarSize + "x" + crossbarCount;
  }

  /**
   * {@return the name of the timing configuration: the profile's, followed by
   * {@code @geometry} when the geometry is not the profile's}
   */
  String timingLabel() {
    return matchesProfile() ? profile.profileName() : profile.profileName() + "@" + geometry();
  }

  /** {@return the profile's configuration with this geometry} */
  TimingConfig timingConfig() {
    TimingConfig config = profile.config();
    if (matchesProfile()) {
      return config;
    }
    TimingConfig.Chip chip = config.chipConfig;
    int columns = chip.networkConfig.layout[1];
    chip.coreCnt = cores;
    chip.networkConfig.layout = new int[] {(cores + columns - 1) / columns, columns};
    chip.coreConfig.matrixConfig.xbarArrayCount = crossbarCount;
    chip.coreConfig.matrixConfig.xbarSize = new int[] {crossbarSize, crossbarSize};
    return config;
  }

  /** {@return the profile's mesh NoC table for a program of {@code programCores} cores} */
  NocTable noc(TimingConfig config, int programCores) {
    return profile.noc(programCores, config.chipConfig.globalMemorySwitchId);
  }
}
