package raptor.tblgen.ods;

import java.util.List;

/**
 * A type constraint: the {@code TypePredicates} factory {@code fn} called with {@code params}
 * and then the predicates of {@code args}.
 *
 * @param defName the def it comes from, or the class name of an anonymous instantiation
 * @param fn the factory name
 * @param params the integer parameters
 * @param args the nested constraints
 * @param summary the phrase of diagnostics, composed when the library asks for it
 * @param buildable whether the constraint stands for a single type a format may leave out
 * @param typeKind the {@code raptor.ir.constraint.TypeKind} constant a format parses the type
 *     as (MLIR's {@code cppType}), or {@code null} for any type
 */
public record TypeConstraintSpec(String defName, String fn, List<Long> params,
    List<TypeConstraintSpec> args, String summary, boolean buildable, String typeKind) {
  /** Copies the lists. */
  public TypeConstraintSpec {
    params = List.copyOf(params);
    args = List.copyOf(args);
  }
}
