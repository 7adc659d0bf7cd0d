/**
 * The {@code emit-pim-code} pass: static evaluation of bufferized, planned Pim IR into one
 * straight-line instruction stream per core (and per {@code pim.core_batch} lane), the host memory
 * image and the crossbar weights, written as PIM artifacts by
 * {@link raptor.backend.pim.artifact.ArtifactWriter}.
 */
package raptor.backend.pim.emit;
