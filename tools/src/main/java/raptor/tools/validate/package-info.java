/**
 * {@code raptor-validate}: the operation and network suites end to end. Each model is compiled,
 * run on seeded inputs, compared with onnxruntime and timed with the timing model, in latency
 * and throughput mode; the results go to terminal tables and {@code validation_results.csv}.
 */
package raptor.tools.validate;
