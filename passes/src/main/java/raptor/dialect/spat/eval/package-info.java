/**
 * The reference evaluator of Spatial programs: runs the entry function of a {@code spat}
 * program on float tensors, op by op, to give the expected outputs that simulated PIM artifacts
 * are compared against.
 */
package raptor.dialect.spat.eval;
