/**
 * The operation suite (spec §3.4): deterministic ONNX models, one per case, written by the
 * project's model builder and laid out as {@code <op>/<case>/<op>_<case>.onnx}, each with the
 * target and flags it is compiled for. The tools module's suite test runs them through
 * {@code raptor-run} against onnxruntime.
 */
package raptor.tools.suite;
