package raptor.tblgen.ods;

/**
 * An operand or result entry: {@code Constraint:$name}, possibly wrapped in
 * {@code Variadic}/{@code Optional}.
 *
 * @param name the name
 * @param constraint the (unwrapped) type constraint
 * @param arity how many values the entry stands for
 */
public record ValueSpec(String name, TypeConstraintSpec constraint, Arity arity) {
  /** {@return the summary used in diagnostics: "variadic of ..." for a variadic entry} */
  public String diagnosticSummary() {
    return arity == Arity.VARIADIC ? "variadic of " + constraint.summary() : constraint.summary();
  }
}
