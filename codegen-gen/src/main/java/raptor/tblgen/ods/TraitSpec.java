package raptor.tblgen.ods;

import java.util.List;

/** A trait of an op, as far as generated code cares. */
public sealed interface TraitSpec {
  /**
   * A marker interface {@code raptor.ir.trait.<javaName>}, verified by the {@code TraitChecks}
   * method {@code verifier} when it is not empty.
   *
   * @param javaName the simple name of the marker interface
   * @param verifier the check method, or ""
   * @param structural whether it is checked before the ODS constraints (MLIR's
   *     {@code StructuralOpTrait})
   */
  record Native(String javaName, String verifier, boolean structural) implements TraitSpec {
  }

  /**
   * {@code AllTypesMatch<[...]>}.
   *
   * @param names the entities whose types must be equal
   */
  record AllTypesMatch(List<String> names) implements TraitSpec {
    /** Copies the list. */
    public AllTypesMatch {
      names = List.copyOf(names);
    }

    /** {@return MLIR's summary: "all of {a, b} have same type"} */
    public String summary() {
      return "all of {" + String.join(", ", names) + "} have same type";
    }
  }

  /**
   * {@code TypesMatchWith<summary, from, to, transform>}: {@code to}'s type is
   * {@code transform(from's type)}.
   *
   * @param summary the phrase of the diagnostic
   * @param from the source entity
   * @param to the target entity
   * @param transform the {@code TypeTransforms} method
   */
  record TypesMatchWith(String summary, String from, String to, String transform)
      implements TraitSpec {
  }

  /**
   * {@code DestinationStyle<inits>} ({@code DestinationStyleOpInterface} for {@code outputs}):
   * the marker {@code raptor.ir.trait.DestinationStyle}, checked on the operand group.
   *
   * @param inits the operand group holding the destinations
   */
  record DestinationStyle(String inits) implements TraitSpec {
  }

  /**
   * {@code HasParent}/{@code ParentOneOf}.
   *
   * @param parents the full names of the allowed parent ops
   */
  record ParentOneOf(List<String> parents) implements TraitSpec {
    /** Copies the list. */
    public ParentOneOf {
      parents = List.copyOf(parents);
    }
  }

  /**
   * {@code DeclareOpInterfaceMethods<Interface, [methods]>}.
   *
   * @param interfaceName the interface
   * @param methods the methods the op implements through hooks
   */
  record InterfaceMethods(String interfaceName, List<String> methods) implements TraitSpec {
    /** Copies the list. */
    public InterfaceMethods {
      methods = List.copyOf(methods);
    }
  }

  /**
   * {@code ResultNames<[...]>}: the name hints of the results in custom form, one per result
   * from the first, as a {@code getAsmResultNames} that only sets fixed names would give.
   *
   * @param names the hints, such as {@code extracted_slice}
   */
  record ResultNames(List<String> names) implements TraitSpec {
    /** Copies the list. */
    public ResultNames {
      names = List.copyOf(names);
    }
  }

  /**
   * The terminator of {@code SingleBlockImplicitTerminator<op>} (which also adds the native
   * {@code SingleBlock}): custom forms may leave it out.
   *
   * @param opName the full name of the terminator op, such as {@code scf.yield}
   */
  record ImplicitTerminator(String opName) implements TraitSpec {
  }

  /**
   * A trait of an op read from MLIR's own ODS library that our library has no counterpart for
   * ({@code Scalarizable}, a {@code PredOpTrait}, ...), kept by name; generated code ignores it.
   *
   * @param name the def name, or the class name of an anonymous instance
   */
  record Named(String name) implements TraitSpec {
  }
}
