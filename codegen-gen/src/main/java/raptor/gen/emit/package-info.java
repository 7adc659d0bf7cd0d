/**
 * JavaPoet emitters: one op class per ODS op (with its verifier, builders, adaptor and format
 * printer/parser), the dialect class and the Markdown op reference. Output is deterministic.
 */
package raptor.gen.emit;
