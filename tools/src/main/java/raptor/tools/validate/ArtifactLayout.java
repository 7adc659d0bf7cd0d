package raptor.tools.validate;

import java.nio.file.Path;

/**
 * Where a validated model's files go, under its {@code artifacts/} folder (spec §3.7): the
 * input batch and its references, shared by both modes, then per mode the compiled program and
 * the simulated outputs.
 *
 * @param root the {@code artifacts} folder
 */
record ArtifactLayout(Path root) {
  /** {@return the input batch as text, one input per line} */
  Path inputsCsv() {
    return root.resolve("inputs.csv");
  }

  /** {@return input {@code index} of the batch, little-endian f32} */
  Path input(int index) {
    return root.resolve("inputs").resolve("input_" + index + ".bin");
  }

  /** {@return onnxruntime's results for input {@code index}} */
  Path reference(int index) {
    return root.resolve("outputs").resolve("output_" + index + ".bin");
  }

  /** {@return the folder {@code raptor-compile} writes for {@code mode} (artifacts in pim/)} */
  Path compiled(ValidationMode mode) {
    Path raptor = root.resolve("raptor");
    return mode == ValidationMode.LATENCY ? raptor : raptor.resolve(mode.label());
  }

  /** {@return the compiled program of {@code mode}} */
  Path pim(ValidationMode mode) {
    return compiled(mode).resolve("pim");
  }

  /** {@return the file holding the pipeline stages {@code mode} was compiled with} */
  Path pipelineFile(ValidationMode mode) {
    return compiled(mode).resolve("pipeline.txt");
  }

  /** {@return the compiler's diagnostics for {@code mode}} */
  Path compileLog(ValidationMode mode) {
    return root.resolve("raptor").resolve("compile_" + mode.label() + ".log");
  }

  /** {@return the output of the process that validated {@code mode} under a timeout} */
  Path jobLog(ValidationMode mode) {
    return root.resolve("validate_" + mode.label() + ".log");
  }

  /** {@return the simulated results of input {@code index} in {@code mode}} */
  Path simulated(ValidationMode mode, int index) {
    return root.resolve("simulation").resolve(mode.label()).resolve("output_" + index + ".bin");
  }
}
