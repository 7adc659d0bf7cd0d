package raptor.tblgen.ods;

import java.util.List;

/**
 * An attribute kind or confinement: the {@code AttrPredicates} factory {@code fn} called with
 * {@code params} and then the predicates of {@code args}, with what generated accessors and
 * formats need to know about its storage.
 *
 * @param defName the def it comes from
 * @param fn the factory name
 * @param params the integer parameters
 * @param args the nested attribute constraints (array elements, confinements)
 * @param summary the phrase of diagnostics
 * @param storageType the Java class of the raw accessor: simple (in {@code raptor.ir.attr}) or qualified
 * @param returnType the Java type of the typed accessor, or {@code null} for none
 * @param convert the {@code AttrValues} method converting storage to {@code returnType}, or {@code null}
 * @param valueType the buildable value type that types bare literals, or {@code null}
 * @param format how a declarative format prints it
 * @param unit whether it is a presence flag ({@code UnitAttr})
 * @param dialectName the dialect of a dialect attribute, or {@code null}
 * @param mnemonic the mnemonic of a dialect attribute, or {@code null}
 * @param enumeration the integer enumeration it is, or {@code null}
 */
public record AttrConstraintSpec(String defName, String fn, List<Long> params,
    List<AttrConstraintSpec> args, String summary, String storageType, String returnType,
    String convert, TypeConstraintSpec valueType, AttrFormat format, boolean unit,
    String dialectName, String mnemonic, EnumSpec enumeration) {
  /** Copies the lists. */
  public AttrConstraintSpec {
    params = List.copyOf(params);
    args = List.copyOf(args);
  }

  /** How a declarative assembly format prints and parses an attribute. */
  public enum AttrFormat {
    /** The whole attribute, with its type: {@code 1 : i32}. */
    FULL,
    /** Without its type: {@code 5}, {@code "s"}, {@code [1, 2]}, {@code @callee}. */
    BARE,
    /** A string as a symbol name: {@code @name}. */
    SYMBOL,
    /** A type attribute as the bare type. */
    TYPE,
    /** A dense array without {@code array<T: ...>}: {@code [1, 2]}. */
    DENSE,
    /** An integer enumeration as its keyword. */
    ENUM,
    /** A dialect attribute without {@code #dialect.mnemonic}: {@code <nsw>}. */
    STRIPPED
  }

  /**
   * One case of an integer enumeration.
   *
   * @param symbol the keyword
   * @param value the stored value
   */
  public record EnumCase(String symbol, long value) {
  }
}
