package raptor.sim.timing;

import java.util.List;

/**
 * Built-in hardware profiles (hardware-profiles.md): {@code arch-a}, {@code arch-b} and {@code
 * standard} with PIMCOMP-NN's configuration values (A2), {@code arch-a-example} with pimsim-nn's
 * example values (A1), each with a generated mesh NoC table: {@code 2d+2} ns per flit at Manhattan
 * distance {@code d}, 15 ns to and from the global memory, 46 pJ per flit.
 */
public enum TimingProfiles {
  /** Arch-A (ISAAC-like, PIMCOMP-NN's Table V): 168 cores of 96 crossbars, a 12x14 mesh. */
  ARCH_A("arch-a", 168, 96, 12, 14, false),
  /** Arch-B (PUMA-like): 138 cores of 128 crossbars, a 6x23 mesh. */
  ARCH_B("arch-b", 138, 128, 6, 23, false),
  /** The reference's everyday flags: 144 cores of 64 crossbars, a 12x12 mesh. */
  STANDARD("standard", 144, 64, 12, 12, false),
  /** Arch-A geometry with pimsim-nn's example configuration values (A1). */
  ARCH_A_EXAMPLE("arch-a-example", 168, 96, 12, 14, true);

  private static final double HOP_NS = 2;
  private static final double BASE_NS = 2;
  private static final double MEMORY_NS = 15;
  private static final double PJ_PER_FLIT = 46;

  private final String name;
  private final int cores;
  private final int crossbars;
  private final int rows;
  private final int columns;
  private final boolean example;

  TimingProfiles(String name, int cores, int crossbars, int rows, int columns, boolean example) {
    this.name = name;
    this.cores = cores;
    this.crossbars = crossbars;
    this.rows = rows;
    this.columns = columns;
    this.example = example;
  }

  /** {@return the profile's command-line name} */
  public String profileName() {
    return name;
  }

  /** {@return the profile named {@code name}, or null} */
  public static TimingProfiles named(String name) {
    for (TimingProfiles profile : values()) {
      if (profile.name.equals(name)) {
        return profile;
      }
    }
    return null;
  }

  /** {@return the profile names} */
  public static List<String> names() {
    return java.util.Arrays.stream(values()).map(TimingProfiles::profileName).toList();
  }

  /** {@return the NoC table of the profile's mesh for a program of {@code programCores} cores} */
  public NocTable noc(int programCores, int globalMemoryId) {
    return NocTable.mesh(columns, programCores, globalMemoryId, HOP_NS, BASE_NS, MEMORY_NS, PJ_PER_FLIT);
  }

  /** {@return the profile's configuration in latency mode} */
  public TimingConfig config() {
    TimingConfig config = new TimingConfig();
    config.simConfig.simMode = 1;
    TimingConfig.Chip chip = config.chipConfig;
    chip.coreCnt = cores;
    chip.networkConfig.layout = new int[] {rows, columns};
    TimingConfig.Core core = chip.coreConfig;
    TimingConfig.Matrix m = core.matrixConfig;
    m.xbarArrayCount = crossbars;
    m.period = 1;
    m.pipelineMode = true;
    m.dacResolution = 1;
    m.dacCount = 128;
    m.xbarSize = new int[] {128, 128};
    m.cellPrecision = 2;
    m.sampleHoldLatencyCycle = 1;
    m.adcResolution = 8;
    m.shiftAdderLatencyCycle = 1;
    m.outputBufferLatencyCycle = 1;
    core.vectorLatencyCycle = 4;
    core.localMemoryConfig.dataWidth = 64;
    core.localMemoryConfig.period = 1;
    chip.globalMemoryConfig.period = 1;
    if (example) {
      m.xbarLatency = 30;
      m.adcLatencyCycle = 10;
      m.adcCount = 2;
      core.vectorWidth = 16;
      memory(core.localMemoryConfig, 64, 1, 1);
      memory(chip.globalMemoryConfig, 16, 1, 1);
      chip.networkConfig.busWidth = 8;
    } else {
      m.xbarLatency = 7;
      m.xbarReadPower = 22.24;
      m.adcLatencyCycle = 20;
      m.adcCount = 16;
      m.adcStaticPower = 0.322;
      m.adcDynamicPower = 1.135;
      core.vectorWidth = 32;
      memory(core.localMemoryConfig, 64, 20, 30);
      memory(chip.globalMemoryConfig, 32, 40, 50);
      chip.networkConfig.busWidth = 32;
    }
    return config;
  }

  private static void memory(TimingConfig.Memory memory, int width, int read, int write) {
    memory.dataWidth = width;
    memory.readLatencyCycle = read;
    memory.writeLatencyCycle = write;
  }
}
