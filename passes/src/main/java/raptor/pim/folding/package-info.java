/**
 * {@code pim-host-constant-folding}: folds host-side copies of constant globals, so that the
 * host level keeps only address-only ops.
 */
package raptor.pim.folding;
