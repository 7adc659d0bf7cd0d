/**
 * The whole PIM pipeline as one pass: {@code pim-compile} runs {@code pim-lower-to-bufferized}
 * and then {@code emit-pim-code}, from realized Spatial IR to artifacts.
 */
package raptor.backend.pim.pipeline;
