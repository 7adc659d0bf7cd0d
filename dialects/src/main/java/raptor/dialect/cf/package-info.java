/** The {@code cf} dialect: unstructured control flow between blocks, generated from Cf.td. */
package raptor.dialect.cf;
