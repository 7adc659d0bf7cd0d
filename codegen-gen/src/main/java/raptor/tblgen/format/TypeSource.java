package raptor.tblgen.format;

import raptor.tblgen.ods.TypeConstraintSpec;

/** Where the parser of a format gets the type of an operand or result entry. */
public sealed interface TypeSource {
  /** Written in the format, by {@code type(...)} or {@code functional-type(...)}. */
  record Parsed() implements TypeSource {
  }

  /**
   * The single type of a buildable constraint.
   *
   * @param constraint the constraint
   */
  record Buildable(TypeConstraintSpec constraint) implements TypeSource {
  }

  /**
   * The type of another entity (first value of an operand or result entry, or the type of a
   * typed attribute), as traits such as {@code SameOperandsAndResultType} require.
   *
   * @param kind the kind of the entity
   * @param name its name
   * @param transform the {@code TypeTransforms} method applied, or {@code null}
   */
  record From(FormatElement.Kind kind, String name, String transform) implements TypeSource {
  }
}
