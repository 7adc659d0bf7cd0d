package raptor.tools.validate;

import java.nio.file.Path;
import raptor.sim.timing.CycleAccounting;
import raptor.sim.timing.TimingConfig;
import raptor.sim.timing.TimingFlavour;
import raptor.sim.timing.TimingInputException;
import raptor.sim.timing.TimingInputs;
import raptor.sim.timing.TimingModelException;
import raptor.sim.timing.TimingOptions;
import raptor.sim.timing.TimingProgram;
import raptor.sim.timing.TimingResult;
import raptor.sim.timing.TimingSimulator;
import raptor.sim.timing.TimingTrace;
import raptor.sim.timing.TimingUnsupportedException;
import raptor.sim.timing.TimingViews;

/**
 * Times compiled artifacts with the timing model ({@code raptor-sim --timing}): the target's
 * configuration and mesh, latency or throughput mode, optionally the int8 view the reference
 * times its published figures with.
 *
 * @param target the target and its timing configuration
 * @param fast whether throughput runs skip idle clock stretches ({@code --fast})
 * @param int8 whether to time the int8 view ({@code setbw 8,8}, byte sizes / 4)
 */
record TimingStep(ValidationTarget target, boolean fast, boolean int8) {
  /** {@return the outcome of timing the instruction folder {@code pim} in {@code mode}} */
  TimingOutcome time(Path pim, ValidationMode mode, CycleAccounting accounting) {
    try {
      TimingProgram program = TimingInputs.readDirectory(pim);
      int active = activeCores(program);
      if (active == 0) {
        return TimingOutcome.missing("SKIP", "no active core");
      }
      TimingProgram timed = int8 ? TimingViews.int8(program) : program;
      TimingConfig config = target.timingConfig();
      boolean throughput = mode == ValidationMode.THROUGHPUT;
      config.simConfig.simMode = throughput ? 0 : 1;
      TimingOptions options = new TimingOptions(throughput, TimingTrace.NONE, accounting,
          TimingFlavour.FORK, throughput && fast, null);
      TimingResult result = TimingSimulator.run(timed, config,
          target.noc(config, timed.cores()), options);
      double energy = throughput ? result.energyPerIterationPj() : result.energyPj();
      return new TimingOutcome(TimingOutcome.OK, result.latencyNs() / 1e6,
          result.throughputSps(), result.powerMw(), energy, active, "");
    } catch (TimingUnsupportedException e) {
      return TimingOutcome.missing("UNSUPPORTED", e.getMessage());
    } catch (TimingInputException | TimingModelException e) {
      return TimingOutcome.missing("ERROR", e.getMessage());
    }
  }

  private static int activeCores(TimingProgram program) {
    int active = 0;
    for (int core = 0; core < program.cores(); core++) {
      if (!program.programs().get(core).isEmpty()) {
        active++;
      }
    }
    return active;
  }
}
