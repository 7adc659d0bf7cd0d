package raptor.tools.compile;

import picocli.CommandLine.Option;

/**
 * The verification flag {@code raptor-compile} and {@code raptor-run} share (a picocli mixin),
 * named as raptor-opt's: whether the IR of an ONNX model is verified after every stage or, by
 * default, only once imported ({@link OnnxPipeline#verifyEach}).
 */
public final class VerifyFlags {
  @Option(names = "--verify-each", paramLabel = "BOOL", defaultValue = "false", arity = "0..1",
      fallbackValue = "true",
      description = "Verify the IR after every stage (default false: only the imported model "
          + "is verified).")
  boolean each;

  /** {@return whether the IR is verified after every stage} */
  public boolean each() {
    return each;
  }
}
