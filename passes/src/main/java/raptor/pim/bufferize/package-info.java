/**
 * {@code pim-bufferize}: Pim tensor IR to Pim memref IR without one-shot analysis. Every
 * destination is written in place, which the single-writer check (and, on request, the
 * copy-freedom check) proves safe; tensor constants become constant module globals.
 */
package raptor.pim.bufferize;
