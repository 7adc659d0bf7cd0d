/**
 * The {@code func} dialect: op classes generated from {@code func/Func.td} and the hooks in
 * {@link raptor.dialect.func.FuncOpsImpl} (the function signature form, return and call checks).
 */
package raptor.dialect.func;
