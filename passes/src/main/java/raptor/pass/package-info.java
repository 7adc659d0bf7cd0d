/**
 * Passes and the pass manager: {@link raptor.pass.Pass}, nested pipelines anchored on op names,
 * typed pass options, registration through {@link java.util.ServiceLoader}, the textual
 * pipeline syntax of mlir-opt, verification after each pass, and the instrumentations behind
 * mlir-opt's IR printing, timing and statistics flags.
 */
package raptor.pass;
