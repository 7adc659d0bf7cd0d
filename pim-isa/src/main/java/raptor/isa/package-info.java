/**
 * The PIM instruction set: the opcode table, the instruction record, and the binary ({@code .pim}),
 * JSON and text encodings of per-core programs.
 *
 * <p>Both the compiler back end and the simulator use these classes; they depend on nothing else of
 * Raptor. Core operands ({@code core} of send, recv and sync) are kept as written in the artifact,
 * that is as 0-based compiler core ids.
 */
package raptor.isa;
