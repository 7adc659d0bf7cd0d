package raptor.tools.opt;

import raptor.frontend.onnx.importer.ImportOptions;
import raptor.ir.text.PrintOptions;

/**
 * The command line of {@code raptor-opt}, parsed.
 *
 * @param input the input file, {@code -} for stdin
 * @param output the output file, {@code -} for stdout
 * @param maxInputSize the largest input accepted, in bytes
 * @param allowUnregisteredDialect accept ops of unknown dialects
 * @param splitMarker the marker splitting the input into chunks, or {@code null}
 * @param outputSplitMarker the marker joining the chunk outputs
 * @param verifyDiagnostics check diagnostics against {@code expected-*} comments
 * @param implicitModule wrap top-level ops in a module when needed
 * @param verifyOnParse verify each chunk once it is parsed (off with
 *     {@code --mlir-very-unsafe-disable-verifier-on-parsing})
 * @param printOpOnDiagnostic attach the "see current operation" note to op diagnostics
 *     ({@code --mlir-print-op-on-diagnostic})
 * @param print the printer flags
 * @param pipeline the passes to run and the pass instrumentation flags
 * @param onnxImport how an ONNX input is imported ({@code --onnx-input-shape})
 */
public record OptOptions(String input, String output, long maxInputSize, boolean allowUnregisteredDialect,
    String splitMarker, String outputSplitMarker, boolean verifyDiagnostics,
    boolean implicitModule, boolean verifyOnParse, boolean printOpOnDiagnostic,
    PrintOptions print, PipelineOptions pipeline,
    ImportOptions onnxImport) {
}
