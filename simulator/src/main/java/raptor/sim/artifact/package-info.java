/**
 * Reading compiler artifacts for the simulator: {@code config.json}, {@code memory.bin}, per-core
 * programs ({@code core_<k>.pim} or {@code .json}), crossbar weight files and batch input files.
 *
 * <p>Every problem is an {@link raptor.sim.artifact.ArtifactException} whose message names the file
 * and what is wrong with it.
 */
package raptor.sim.artifact;
