package raptor.tools.run;

import java.nio.file.Path;
import java.util.List;
import raptor.sim.ScheduleConfig;
import raptor.sim.SchedulePolicy;
import raptor.sim.SimulationException;
import raptor.sim.Simulator;
import raptor.sim.artifact.ArtifactException;
import raptor.sim.artifact.ArtifactLoader;
import raptor.sim.artifact.Artifacts;

/**
 * Runs compiled artifacts on the functional simulator: one input in latency mode, several in
 * throughput mode, under the greedy or a seeded randomized schedule.
 */
final class SimulatorDriver {
  private final Artifacts artifacts;
  private final HostLayout layout;

  /**
   * Loads the artifacts in {@code folder}.
   *
   * @throws RunException when they do not load
   */
  SimulatorDriver(Path folder, HostLayout layout) throws RunException {
    try {
      this.artifacts = new ArtifactLoader().folder(folder).load();
    } catch (ArtifactException e) {
      throw new RunException("cannot load the artifacts: " + e.getMessage());
    }
    this.layout = layout;
  }

  /**
   * Runs one iteration per encoded input on a fresh machine.
   *
   * @param seed the seed of the randomized schedule, or {@code null} for the greedy one
   * @return each iteration's dump of the output regions
   * @throws RunException when the simulation fails
   */
  List<byte[]> run(List<byte[]> inputs, Long seed) throws RunException {
    ScheduleConfig schedule = seed == null ? ScheduleConfig.DEFAULT
        : ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED).withSeed(seed);
    try {
      return new Simulator(artifacts.toMachine())
          .schedule(schedule)
          .executeBatch(inputs, layout.inputs(), layout.outputs());
    } catch (SimulationException e) {
      throw new RunException("simulation failed" + (seed == null ? "" : " (schedule seed "
          + seed + ")") + ": " + e.getMessage());
    }
  }
}
