/**
 * {@code pim-forward-local-copies}: removes core-local copies ({@code pim.memcp}, ISA
 * {@code lmv}) that only stage data between a buffer and the op that reads or writes it, by
 * letting that op address the buffer directly: through a byte offset the op already has, or
 * through a {@code memref.reinterpret_cast} view.
 */
package raptor.pim.copies;
