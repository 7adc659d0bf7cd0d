/**
 * {@code raptor-tblgen}, the command-line front of the TableGen evaluator in {@code raptor.tblgen}: prints
 * the records of a {@code .td} file as {@code mlir-tblgen --print-records} does.
 */
package raptor.tools.tblgen;
