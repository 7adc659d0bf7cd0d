/**
 * The {@code builtin} dialect: {@code builtin.module} and {@code builtin.unrealized_conversion_cast},
 * generated from {@code builtin/Builtin.td}, with the checks in
 * {@link raptor.dialect.builtin.BuiltinOpsImpl}.
 */
package raptor.dialect.builtin;
