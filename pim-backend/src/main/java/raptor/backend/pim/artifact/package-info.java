/**
 * The artifact back end of PIM code generation: an in-memory model of a compiled program ({@link
 * raptor.backend.pim.artifact.PimProgram}) and the {@link
 * raptor.backend.pim.artifact.ArtifactWriter} that validates it and writes the simulator's artifact
 * directory {@code DIR/pim/} atomically.
 *
 * <p>The model is independent of the IR: the compiler front of code generation fills it in, tests
 * and benchmarks build it by hand.
 */
package raptor.backend.pim.artifact;
