/**
 * The {@code arith} dialect: op classes generated from {@code arith/Arith.td}, the hooks in
 * {@link raptor.dialect.arith.ArithOpsImpl} and the flag attributes
 * {@code #arith.overflow<...>} and {@code #arith.fastmath<...>}.
 */
package raptor.dialect.arith;
