package raptor.tools.validate;

import java.io.Serializable;
import raptor.tools.run.Deviation;

/**
 * The result of one model in one mode: one row of a table and of the CSV.
 *
 * @param model the model's id
 * @param mode the mode
 * @param pipeline the pipeline stages the program was compiled with
 * @param target the target it was compiled for and timed with
 * @param status {@code PASS}, {@code FAIL}, {@code TIMEOUT} past {@code --timeout}, or
 *     {@code COMPILED} under {@code --compile-only}
 * @param compileSeconds the compile time (0 when not compiled in this run)
 * @param worst the worst element over every input, or {@code null} when not compared
 * @param worstInput the input of the worst element
 * @param timing the timing model's outcome
 * @param message why the model failed, or empty
 * @param reproduce the {@code raptor-run} command that checks the same program on the same
 *     inputs
 * @param crossbars the crossbars the compiled program programs (0 when not compiled)
 */
record ValidationRow(String model, ValidationMode mode, int pipeline, ValidationTarget target, String status,
    double compileSeconds, Deviation worst, int worstInput, TimingOutcome timing,
    String message, String reproduce, int crossbars) implements Serializable {
  /** The status of a model whose outputs all match. */
  static final String PASS = "PASS";
  /** The status of a model that failed to compile, to run or to match. */
  static final String FAIL = "FAIL";
  /** The status of a model compiled under {@code --compile-only}. */
  static final String COMPILED = "COMPILED";
  /** The status of a model whose compile, simulation and timing outlasted {@code --timeout}. */
  static final String TIMEOUT = "TIMEOUT";

  /** {@return whether the row counts as a success for the exit status} */
  boolean succeeded() {
    return !status.equals(FAIL) && !status.equals(TIMEOUT);
  }

  /** {@return the largest absolute difference, or empty} */
  String maxAbsDiff() {
    return worst == null ? "" : Double.toString(Math.abs((double) worst.actual() - worst.expected()));
  }

  /** {@return the worst element with its input, or empty} */
  String worstElement() {
    return worst == null ? "" : "input " + worstInput + " " + worst.describe();
  }
}
