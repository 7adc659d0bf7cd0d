package raptor.tools.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.eval.FloatTensor;
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
  private final List<int[]> resultShapes;

  private SimulatorDriver(Artifacts artifacts, HostLayout layout, List<int[]> resultShapes) {
    this.artifacts = artifacts;
    this.layout = layout;
    this.resultShapes = resultShapes;
  }

  /**
   * {@return a driver of the artifacts in {@code folder}, compiled from {@code program}}
   *
   * @throws RunException when they do not load or their host layout does not fit the program
   */
  static SimulatorDriver load(Path folder, Program program) throws RunException {
    HostLayout layout = HostLayout.read(folder.resolve("config.json"),
        program.argumentShapes(), program.resultShapes());
    try {
      return new SimulatorDriver(new ArtifactLoader().folder(folder).load(), layout,
          program.resultShapes());
    } catch (ArtifactException e) {
      throw new RunException("cannot load the artifacts: " + e.getMessage());
    }
  }

  /**
   * Runs one iteration per encoded input on a fresh machine.
   *
   * @param seed the seed of the randomized schedule, or {@code null} for the greedy one
   * @return each iteration's results
   * @throws RunException when the simulation fails
   */
  List<List<FloatTensor>> run(List<byte[]> inputs, Long seed) throws RunException {
    ScheduleConfig schedule = seed == null ? ScheduleConfig.DEFAULT
        : ScheduleConfig.DEFAULT.withPolicy(SchedulePolicy.RANDOMIZED).withSeed(seed);
    try {
      List<List<FloatTensor>> results = new ArrayList<>();
      for (byte[] dump : new Simulator(artifacts.toMachine()).schedule(schedule)
          .executeBatch(inputs, layout.inputs(), layout.outputs())) {
        results.add(HostLayout.decode(dump, resultShapes));
      }
      return results;
    } catch (SimulationException e) {
      throw new RunException("simulation failed" + (seed == null ? "" : " (schedule seed "
          + seed + ")") + ": " + e.getMessage());
    }
  }
}
