/**
 * The Pim back end shared by its passes: the target description ({@link raptor.pim.PimTarget},
 * resolved from pass options falling back to {@code raptor-opt}'s global flags), the entry
 * function, where values live (cores or host), destination-style aliasing, static evaluation
 * and structured walks of core programs, and the {@code pim-lower-to-bufferized} pipeline.
 * The passes themselves live in the subpackages.
 */
package raptor.pim;
