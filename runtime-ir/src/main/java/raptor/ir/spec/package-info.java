/**
 * Annotations that trigger code generation; read at compile time by {@code raptor.gen.processor}.
 *
 * <p>They have source retention: nothing here is needed at run time.
 */
package raptor.ir.spec;
