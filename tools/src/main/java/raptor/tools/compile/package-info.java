/** {@code raptor-compile}: one command from an ONNX model to checked PIM artifacts. */
package raptor.tools.compile;
