package raptor.sim.timing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Runs the timing model on a program and configuration. */
public final class TimingSimulator {
  private TimingSimulator() {}

  /**
   * Runs {@code program} to the end (latency mode) or for {@code sim_time} (throughput mode).
   *
   * @throws TimingUnsupportedException if the program uses an opcode pimsim-nn does not support
   * @throws TimingInputException if the program does not fit the configuration
   * @throws TimingModelException if the program deadlocks or does not finish in time
   */
  public static TimingResult run(
      TimingProgram program, TimingConfig config, NocTable noc, TimingOptions options)
      throws TimingInputException {
    ProgramChecks.check(program, config);
    Simulation sim = new Simulation(program, config, noc, options);
    long runPs = sim.run();
    int n = sim.cores.length;
    int[] lengths = new int[n];
    long[] finish = new long[n];
    long[] rounds = new long[n];
    for (int id = 0; id < n; id++) {
      lengths[id] = program.programs().get(id).size();
      finish[id] = Math.max(0, sim.cores[id].finishPs);
      rounds[id] = sim.cores[id].rounds;
    }
    return energy(sim, options, lengths, finish, rounds, runPs);
  }

  private static List<String> warnings(Simulation sim) {
    List<String> out = new ArrayList<>();
    for (String pair : sim.network.missingPairs) {
      out.add("warning: the NoC table has no entry " + pair + "; pimsim-nn times it as 0 ns and 0 pJ");
    }
    return List.copyOf(out);
  }

  private static TimingResult energy(
      Simulation sim, TimingOptions options, int[] lengths, long[] finish, long[] rounds, long runPs) {
    TimingConfig.Core c = sim.config.chipConfig.coreConfig;
    // Quirk #7: no matrix_config *_static_power is ever counted; quirk #21: the memories' static
    // power defaults to 1 mW.
    double coreStatic =
        c.instFetchStaticPower
            + c.instDecodeStaticPower
            + c.instDecodeOffsetStaticPower
            + c.regFileStaticPower
            + c.scalarStaticPower
            + c.vectorRegStaticPower
            + c.vectorAluStaticPower
            + c.transferStaticPower
            + c.localMemoryConfig.staticPower;
    double staticMw =
        coreStatic * sim.cores.length + sim.config.chipConfig.globalMemoryConfig.staticPower;
    double runNs = runPs / 1000.0;
    double memory = sim.network.globalMemory.energyPj;
    double vector = 0;
    double matrix = 0;
    double activations = 0;
    for (CoreModel core : sim.cores) {
      memory += core.localMemory.energyPj;
      vector += core.vector.energyPj;
      matrix += core.matrix.energyPj;
      activations +=
          c.period
              * (core.fetches * c.instFetchDynamicPower
                  + core.scalarExecutions * c.scalarDynamicPower
                  + core.registerWrites * c.regFileWriteDynamicPower);
    }
    Map<String, Double> breakdown = new LinkedHashMap<>();
    breakdown.put("static", staticMw * runNs);
    breakdown.put("noc", sim.network.energyPj);
    breakdown.put("memory", memory);
    breakdown.put("vector", vector);
    breakdown.put("matrix", matrix);
    breakdown.put("core_activations", activations);
    double total = 0;
    for (double part : breakdown.values()) {
      total += part;
    }
    return new TimingResult(options.throughput(), lengths, finish, rounds, runPs, staticMw, total,
        Collections.unmodifiableMap(breakdown), warnings(sim), options.flavour().rounds());
  }
}
