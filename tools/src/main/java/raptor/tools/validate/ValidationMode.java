package raptor.tools.validate;

/**
 * How a model is validated: latency mode (one input, one pipeline stage) or throughput mode
 * (four distinct inputs, four pipeline stages), as the reference's {@code validate.py}.
 */
enum ValidationMode {
  /** One input, {@code --pipeline=1}; the timing model runs in latency mode. */
  LATENCY("latency", 1),
  /** Four inputs, {@code --pipeline=4}; the timing model runs in throughput mode. */
  THROUGHPUT("throughput", 4);

  private final String label;
  private final int pipeline;

  ValidationMode(String label, int pipeline) {
    this.label = label;
    this.pipeline = pipeline;
  }

  /** {@return the name in tables, the CSV and artifact folders} */
  String label() {
    return label;
  }

  /** {@return the pipeline stages, which is also the number of inputs} */
  int pipeline() {
    return pipeline;
  }
}
