/**
 * The drivers that apply rewrite patterns: the greedy fixpoint driver (folding, constant
 * uniquing, dead-op erasure, region simplification) and the one-pass walk driver. The patterns
 * themselves and the rewriter they mutate IR through are {@code raptor.ir.rewrite} in the
 * runtime-ir module; dialect conversion is {@link raptor.rewrite.conversion}.
 */
package raptor.rewrite;
