package raptor.tools.run;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.eval.FloatTensor;

/**
 * One {@code raptor-run}: generate the inputs, evaluate the references, compile, simulate under
 * each requested schedule and compare. The verdict is one {@code PASS} or {@code FAIL} line.
 */
final class EndToEndRun {
  private final RunOptions options;
  private final SeedRange schedules;
  private final int batchSize;
  private final PrintStream out;
  private final PrintStream err;

  EndToEndRun(RunOptions options, SeedRange schedules, int batchSize, PrintStream out,
      PrintStream err) {
    this.options = options;
    this.schedules = schedules;
    this.batchSize = batchSize;
    this.out = out;
    this.err = err;
  }

  /**
   * Runs {@code program}, compiling it into {@code directory}.
   *
   * @return whether every output matched
   * @throws RunException when a stage fails
   */
  boolean run(Program program, Path directory) throws RunException {
    InputGenerator generator = new InputGenerator(options.seed);
    List<byte[]> inputs = new ArrayList<>();
    List<List<FloatTensor>> expected = new ArrayList<>();
    for (int i = 0; i < batchSize; i++) {
      List<FloatTensor> arguments = program.storedArguments() != null
          ? program.storedArguments() : generator.next(program.argumentShapes());
      inputs.add(HostLayout.encode(arguments));
      expected.add(program.evaluate(arguments));
    }
    program.compile(options, directory, err);
    SimulatorDriver simulator = SimulatorDriver.load(directory.resolve("pim"), program);
    List<List<FloatTensor>> first = null;
    Deviation worst = null;
    for (int s = 0; s < schedules.count(); s++) {
      Long seed = schedules.randomized() ? schedules.seed(s) : null;
      List<List<FloatTensor>> actual = simulator.run(inputs, seed);
      for (int i = 0; i < batchSize; i++) {
        Deviation deviation = Deviation.worst(expected.get(i), actual.get(i),
            Tolerance.REFERENCE);
        if (deviation != null && !deviation.within()) {
          out.println("FAIL: " + where(i, seed) + deviation.describe());
          return false;
        }
        if (first != null && !sameAs(first.get(i), actual.get(i), i, seed)) {
          return false;
        }
        if (deviation != null && (worst == null || deviation.excess() > worst.excess())) {
          worst = deviation;
        }
      }
      first = first == null ? actual : first;
    }
    out.println("PASS: " + summary() + (worst == null ? "" : "; worst " + worst.describe()));
    return true;
  }

  private boolean sameAs(List<FloatTensor> reference, List<FloatTensor> actual, int input,
      Long seed) {
    Deviation change = Deviation.worst(reference, actual, Tolerance.EXACT);
    if (change == null || change.within()) {
      return true;
    }
    out.println("FAIL: " + where(input, seed) + "differs from schedule seed "
        + schedules.first() + ": " + change.describe());
    return false;
  }

  private String where(int input, Long seed) {
    String text = batchSize == 1 ? "" : "input " + input + ", ";
    return text + (seed == null ? "" : "schedule seed " + seed + ", ");
  }

  private String summary() {
    String mode = options.batchSize == null ? "latency mode"
        : "throughput mode, " + batchSize + " input" + (batchSize == 1 ? "" : "s");
    String schedule = schedules.randomized()
        ? schedules.count() + " randomized schedule" + (schedules.count() == 1 ? "" : "s")
            + " (seeds " + schedules.first() + ".." + schedules.last() + ")"
        : "greedy schedule";
    return mode + ", " + schedule;
  }
}
