/**
 * The ODS model: immutable records of a dialect and its ops (operands, attributes, results,
 * regions, successors, traits, hooks, builders), built from evaluated TableGen records by
 * {@link raptor.tblgen.ods.OdsModelBuilder}. Nothing here depends on Java code generation.
 */
package raptor.tblgen.ods;
