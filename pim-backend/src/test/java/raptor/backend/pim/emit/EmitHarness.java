package raptor.backend.pim.emit;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrParser;
import raptor.pass.PassRegistry;
import raptor.pass.PipelineParser;

/** Runs {@code emit-pim-code} from the pass registry on MLIR text, as {@code raptor-opt} does. */
final class EmitHarness {
  /** The target of the tests: 2 cores, 2 crossbars of 4x4 per core. */
  static final String TARGET = "core-count=2 crossbar-size=4 crossbar-count=2";

  private final DiagnosticEngine diagnostics = new DiagnosticEngine();

  /** {@return whether the pass succeeded on {@code mlir} with output {@code dir} and options} */
  boolean emit(String mlir, Path dir, String options) throws Exception {
    IrContext context = IrContext.withAvailableDialects();
    Operation module = IrParser.parse(mlir, "test.mlir", context, diagnostics, true);
    if (module == null) {
      throw new AssertionError("unparsable test input:\n" + messages());
    }
    String pipeline =
        "builtin.module(emit-pim-code{output-dir=" + dir + " " + TARGET + " " + options + "})";
    return new PipelineParser(PassRegistry.load()).parse(pipeline, context).run(module, diagnostics);
  }

  /** {@return every diagnostic message, one a line} */
  String messages() {
    StringBuilder out = new StringBuilder();
    for (Diagnostic d : diagnostics.diagnostics()) {
      out.append(d.message()).append('\n');
    }
    return out.toString();
  }

  /** {@return {@code values} as little-endian f32 bytes} */
  static byte[] bytes(float... values) {
    ByteBuffer buffer = ByteBuffer.allocate(values.length * Float.BYTES);
    buffer.order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().put(values);
    return buffer.array();
  }

  /** {@return little-endian f32 {@code bytes} as floats} */
  static float[] floats(byte[] bytes) {
    float[] values = new float[bytes.length / Float.BYTES];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
    return values;
  }
}
