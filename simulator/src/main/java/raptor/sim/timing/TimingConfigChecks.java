package raptor.sim.timing;

/**
 * Range checks of a bound configuration: pimsim-nn's {@code checkValid} (non-negative values,
 * positive bus width, layout, core count and run times) plus positive periods and widths, which
 * pimsim-nn divides by.
 */
final class TimingConfigChecks {
  private final String where;

  private TimingConfigChecks(String where) {
    this.where = where;
  }

  static void check(TimingConfig config, String where) throws TimingInputException {
    TimingConfigChecks c = new TimingConfigChecks(where);
    TimingConfig.Chip chip = config.chipConfig;
    TimingConfig.Core core = chip.coreConfig;
    c.positive("chip_config.core_cnt", chip.coreCnt);
    c.positive("chip_config.core_config.period", core.period);
    c.positive("chip_config.core_config.rob_size", core.robSize);
    c.positive("chip_config.core_config.vector_width", core.vectorWidth);
    c.notNegative("chip_config.core_config.vector_latency_cycle", core.vectorLatencyCycle);
    double[] corePowers = {
      core.controllerStaticPower, core.controllerDynamicPower, core.instFetchStaticPower,
      core.instFetchDynamicPower, core.instDecodeStaticPower, core.instDecodeDynamicPower,
      core.instDecodeOffsetStaticPower, core.instDecodeOffsetDynamicPower, core.regFileStaticPower,
      core.regFileReadDynamicPower, core.regFileWriteDynamicPower, core.scalarStaticPower,
      core.scalarDynamicPower, core.vectorAluStaticPower, core.vectorAluDynamicEnergy,
      core.vectorRegStaticPower, core.vectorRegReadDynamicEnergy,
      core.vectorRegWriteDynamicEnergy, core.transferStaticPower, core.transferDynamicPower
    };
    for (double value : corePowers) {
      c.notNegative("chip_config.core_config power and energy values", value);
    }
    c.memory("chip_config.core_config.local_memory_config", core.localMemoryConfig);
    c.memory("chip_config.global_memory_config", chip.globalMemoryConfig);
    c.matrix("chip_config.core_config.matrix_config", core.matrixConfig);
    TimingConfig.Network network = chip.networkConfig;
    c.positive("chip_config.network_config.bus_width", network.busWidth);
    c.pair("chip_config.network_config.layout", network.layout);
    c.positive("chip_config.network_config.layout[0]", network.layout[0]);
    c.positive("chip_config.network_config.layout[1]", network.layout[1]);
    TimingConfig.Sim sim = config.simConfig;
    if (sim.simMode != 0 && sim.simMode != 1) {
      c.fail("sim_config.sim_mode must be 0 (throughput) or 1 (latency), got " + sim.simMode);
    }
    c.positive("sim_config.sim_time", sim.simTime);
    c.positive("sim_config.latency_timeout_ms", sim.latencyTimeoutMs);
    c.notNegative("sim_config.report_verbose_level", sim.reportVerboseLevel);
  }

  private void memory(String key, TimingConfig.Memory memory) throws TimingInputException {
    positive(key + ".data_width", memory.dataWidth);
    positive(key + ".period", memory.period);
    notNegative(key + ".memory_size", memory.memorySize);
    notNegative(key + ".static_power", memory.staticPower);
    notNegative(key + ".read_latency_cycle", memory.readLatencyCycle);
    notNegative(key + ".write_latency_cycle", memory.writeLatencyCycle);
    notNegative(key + ".read_dynamic_energy", memory.readDynamicEnergy);
    notNegative(key + ".write_dynamic_energy", memory.writeDynamicEnergy);
  }

  private void matrix(String key, TimingConfig.Matrix m) throws TimingInputException {
    positive(key + ".period", m.period);
    pair(key + ".xbar_size", m.xbarSize);
    positive(key + ".xbar_size[0]", m.xbarSize[0]);
    positive(key + ".xbar_size[1]", m.xbarSize[1]);
    double[] values = {
      m.xbarArrayCount, m.dacResolution, m.dacLatencyCycle, m.dacStaticPower, m.dacDynamicPower,
      m.dacCount, m.cellPrecision, m.xbarLatency, m.xbarReadPower, m.sampleHoldLatencyCycle,
      m.sampleHoldStaticPower, m.sampleHoldDynamicPower, m.adcResolution, m.adcLatencyCycle,
      m.adcStaticPower, m.adcDynamicPower, m.adcCount, m.shiftAdderLatencyCycle,
      m.shiftAdderStaticPower, m.shiftAdderDynamicPower, m.inputBufferStaticPower,
      m.inputBufferDynamicPower, m.outputBufferLatencyCycle, m.outputBufferStaticPower,
      m.outputBufferDynamicPower
    };
    for (double value : values) {
      notNegative(key + " values", value);
    }
  }

  private void pair(String key, int[] value) throws TimingInputException {
    if (value == null || value.length != 2) {
      fail(key + " must be a list of two integers");
    }
  }

  private void positive(String key, double value) throws TimingInputException {
    if (!(value > 0)) {
      fail(key + " must be positive, got " + number(value));
    }
  }

  private void notNegative(String key, double value) throws TimingInputException {
    if (!(value >= 0)) {
      fail(key + " must not be negative, got " + number(value));
    }
  }

  private static String number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? Long.toString((long) value)
        : Double.toString(value);
  }

  private void fail(String problem) throws TimingInputException {
    throw new TimingInputException(where + ": error: " + problem);
  }
}
