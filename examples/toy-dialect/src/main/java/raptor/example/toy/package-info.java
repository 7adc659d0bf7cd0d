/**
 * The {@code toy} dialect, an example extension: the op classes are generated from
 * {@code toy/Toy.td} and {@code raptor-opt} finds the dialect on the class path.
 */
package raptor.example.toy;
