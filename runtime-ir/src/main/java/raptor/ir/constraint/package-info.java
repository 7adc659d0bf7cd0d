/**
 * The runtime side of ODS constraints: named type, attribute and region predicates, the checks
 * that generated {@code verifyInvariants} methods call, and the helpers generated accessors use.
 *
 * <p>Every constraint of {@code raptor/OpBase.td} names an entry here ({@code fn} and its
 * parameters); the processor turns the name into a call, so no code string lives in a
 * {@code .td} file. Failures are reported with MLIR's wording, for example
 * {@code 'x.y' op operand #0 must be index, but got 'i32'}.
 */
package raptor.ir.constraint;
