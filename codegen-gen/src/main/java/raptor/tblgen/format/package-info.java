/**
 * The declarative assembly format of ODS ({@code assemblyFormat}): its elements, the parser
 * that resolves variables against an op, and the checks and type inference mlir-tblgen applies.
 */
package raptor.tblgen.format;
