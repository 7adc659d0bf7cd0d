/**
 * TableGen records and their evaluation: types ({@link raptor.tblgen.record.RecType}), values
 * ({@link raptor.tblgen.record.Init}), records and the {@link raptor.tblgen.record.RecordKeeper}, the
 * {@link raptor.tblgen.record.Evaluator} that gives an AST TableGen's semantics, and the
 * {@link raptor.tblgen.record.RecordsPrinter} that prints them as {@code --print-records} does.
 */
package raptor.tblgen.record;
