/**
 * {@code verify-pim}: the invariants code generation relies on, checked on planned, bufferized
 * Pim IR (spec 5.5), with an optional static simulation of core communication that finds
 * deadlocks and exact-count WAIT overshoots.
 */
package raptor.pim.verify;
