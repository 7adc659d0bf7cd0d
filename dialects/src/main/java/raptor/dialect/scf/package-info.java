/**
 * The {@code scf} dialect: the op classes generated from {@code scf/Scf.td} and the
 * hand-written custom forms and verifiers of its region ops.
 */
package raptor.dialect.scf;
