package raptor.tools.validate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
  /** The outputs a throughput run must count for its figures to mean something. */
  static final int MIN_OUTPUTS = 4;

  /** The longest throughput run, the reference's {@code throughput_config_1000ms.json}. */
  static final double MAX_RUN_MS = 1000;

  /** {@return the outcome of timing the instruction folder {@code pim} in {@code mode}} */
  TimingOutcome time(Path pim, ValidationMode mode) {
    try {
      TimingProgram program = TimingInputs.readDirectory(pim);
      int active = activeCores(program);
      if (active == 0) {
        return TimingOutcome.missing("SKIP", "no active core");
      }
      TimingProgram timed = int8 ? TimingViews.int8(program) : program;
      boolean throughput = mode == ValidationMode.THROUGHPUT;
      CycleAccounting accounting = throughput ? null : new CycleAccounting();
      TimingResult result = throughput ? throughput(timed)
          : run(timed, target.timingConfig(), false, accounting);
      if (throughput && result.outputCount() < MIN_OUTPUTS) {
        return TimingOutcome.missing("ERROR", "fewer than " + MIN_OUTPUTS + " outputs in "
            + MAX_RUN_MS + " ms of throughput mode");
      }
      double energy = throughput ? result.energyPerIterationPj() : result.energyPj();
      return new TimingOutcome(TimingOutcome.OK, result.latencyNs() / 1e6,
          result.throughputSps(), result.powerMw(), energy, active, "",
          accounting == null ? List.of() : coreUse(accounting, result.runPs()));
    } catch (TimingUnsupportedException e) {
      return TimingOutcome.missing("UNSUPPORTED", e.getMessage());
    } catch (TimingInputException | TimingModelException e) {
      return TimingOutcome.missing("ERROR", e.getMessage());
    }
  }

  /**
   * {@return a throughput-mode run long enough for {@link #MIN_OUTPUTS} outputs: from 1 ms
   * (pimsim-nn's default {@code sim_time}), doubled until the outputs are counted or the run
   * reaches the reference's 1000 ms}
   */
  private TimingResult throughput(TimingProgram program)
      throws TimingInputException {
    for (double ms = 1; ; ms *= 2) {
      TimingConfig config = target.timingConfig();
      config.simConfig.simTime = Math.min(ms, MAX_RUN_MS);
      TimingResult result = run(program, config, true, null);
      if (result.outputCount() >= MIN_OUTPUTS || ms >= MAX_RUN_MS) {
        return result;
      }
    }
  }

  private TimingResult run(TimingProgram program, TimingConfig config, boolean throughput,
      CycleAccounting accounting) throws TimingInputException {
    config.simConfig.simMode = throughput ? 0 : 1;
    TimingOptions options = new TimingOptions(throughput, TimingTrace.NONE, accounting,
        TimingFlavour.FORK, throughput && fast, null);
    return TimingSimulator.run(program, config, target.noc(config, program.cores()), options);
  }

  private static List<TimingOutcome.CoreUse> coreUse(CycleAccounting accounting, long runPs) {
    List<TimingOutcome.CoreUse> use = new ArrayList<>();
    double run = Math.max(1, runPs);
    for (int id = 0; id < accounting.cores(); id++) {
      CycleAccounting.Core core = accounting.core(id);
      long groups = 0;
      for (int g = 0; g < core.groups(); g++) {
        groups += core.busyPs(CycleAccounting.Core.GROUP + g);
      }
      use.add(new TimingOutcome.CoreUse(
          core.groups() == 0 ? 0 : groups / (run * core.groups()),
          core.busyPs(CycleAccounting.Core.VECTOR) / run,
          core.busyPs(CycleAccounting.Core.TRANSFER) / run));
    }
    return List.copyOf(use);
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
