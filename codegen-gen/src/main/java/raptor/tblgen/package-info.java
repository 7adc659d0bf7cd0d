/**
 * The TableGen front end of Raptor: {@link raptor.tblgen.TdLoader} parses a {@code .td} file and its
 * includes and evaluates them into records ({@code raptor.tblgen.record}), which
 * {@link raptor.tblgen.record.RecordsPrinter} prints as {@code mlir-tblgen --print-records} does.
 */
package raptor.tblgen;
