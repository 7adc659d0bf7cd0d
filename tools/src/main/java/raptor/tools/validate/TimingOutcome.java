package raptor.tools.validate;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;

/**
 * What the timing model gave for one model and mode: measured values, or a status in their
 * place as the reference prints it: {@code ERROR} (the model failed), {@code UNSUPPORTED} (an
 * opcode pimsim-nn lacks, such as {@code vsoftmax}), {@code SKIP} (no active core) or {@code -}
 * (not run).
 *
 * @param status {@code OK} for measured values, otherwise the status shown in their place
 * @param latencyMs the latency, or the run time per output in throughput mode
 * @param throughputSps samples per second (throughput mode; 0 in latency mode)
 * @param powerMw the average power
 * @param energyPj the energy of the run (latency mode) or per output (throughput mode)
 * @param activeCores the cores with at least one instruction
 * @param message why the values are missing, or empty
 * @param coreUse per built core, how busy its units were (latency mode; empty otherwise)
 */
record TimingOutcome(String status, double latencyMs, double throughputSps, double powerMw,
    double energyPj, int activeCores, String message, List<CoreUse> coreUse)
    implements Serializable {
  /**
   * How busy one core's units were over the run, as fractions of the latency.
   *
   * @param matrix the mean over its array groups
   * @param vector the vector unit
   * @param transfer the transfer unit (memory transfers, send, receive, wait)
   */
  record CoreUse(double matrix, double vector, double transfer) implements Serializable {
  }

  /** The status of measured values. */
  static final String OK = "OK";

  /** The outcome of a timing step that did not run. */
  static final TimingOutcome NOT_RUN = missing("-", "");

  /** {@return an outcome without values, {@code status} shown in their place} */
  static TimingOutcome missing(String status, String message) {
    return new TimingOutcome(status, 0, 0, 0, 0, 0, message, List.of());
  }

  /** {@return whether the values were measured} */
  boolean measured() {
    return status.equals(OK);
  }

  /** {@return {@code value} with six significant digits, or the status when not measured} */
  String field(double value) {
    return measured() ? String.format(Locale.ROOT, "%.6g", value) : status;
  }

  /** {@return the active core count, or the status when not measured} */
  String coresField() {
    return measured() ? Integer.toString(activeCores) : status;
  }
}
