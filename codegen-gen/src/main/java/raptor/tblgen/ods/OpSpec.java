package raptor.tblgen.ods;

import java.util.List;
import java.util.Optional;
import raptor.tblgen.diag.SourceLoc;

/**
 * One op of a dialect.
 *
 * @param defName the TableGen def name, such as {@code Arith_AddIOp}
 * @param mnemonic the name after the dialect prefix, such as {@code addi}
 * @param className the generated Java class, such as {@code ArithAddIOp}
 * @param summary the one-line summary
 * @param description the Markdown description
 * @param operands the operand entries in order
 * @param attributes the attribute arguments in order
 * @param results the result entries in order
 * @param regions the region entries in order
 * @param successors the successor entries in order
 * @param traits the traits, in declaration order
 * @param hooks the hooks the op asks for
 * @param assemblyFormat the declarative format and where its text starts, if any
 * @param builders the custom builders
 * @param skipDefaultBuilders whether the canonical {@code create} is left out
 * @param defaultDialect the dialect whose prefix nested ops may drop, or {@code null}
 * @param loc where the def is
 */
public record OpSpec(String defName, String mnemonic, String className, String summary,
    String description, List<ValueSpec> operands, List<AttributeSpec> attributes,
    List<ValueSpec> results, List<RegionSpec> regions, List<SuccessorSpec> successors,
    List<TraitSpec> traits, Hooks hooks, Optional<FormatText> assemblyFormat,
    List<BuilderSpec> builders, boolean skipDefaultBuilders, String defaultDialect,
    SourceLoc loc) {
  /** Copies the lists. */
  public OpSpec {
    operands = List.copyOf(operands);
    attributes = List.copyOf(attributes);
    results = List.copyOf(results);
    regions = List.copyOf(regions);
    successors = List.copyOf(successors);
    traits = List.copyOf(traits);
    builders = List.copyOf(builders);
  }

  /**
   * The hand-written hooks an op asks for.
   *
   * @param verifier {@code hasVerifier}
   * @param regionVerifier {@code hasRegionVerifier}: a hook run once the ops nested in the op
   *     verified
   * @param folder {@code hasFolder}
   * @param canonicalizer {@code hasCanonicalizer}: a hook adding canonicalization patterns
   * @param canonicalizeMethod {@code hasCanonicalizeMethod}: a hook rewriting one op, which is
   *     the op's only canonicalization pattern unless {@code canonicalizer} is set too
   * @param customAssembly {@code hasCustomAssemblyFormat}
   * @param resultNames {@code getAsmResultNames} of {@code OpAsmOpInterface}
   * @param symbolUses {@code verifySymbolUses} of {@code SymbolUserOpInterface}
   */
  public record Hooks(boolean verifier, boolean regionVerifier, boolean folder, boolean canonicalizer,
      boolean canonicalizeMethod, boolean customAssembly, boolean resultNames,
      boolean symbolUses) {
  }

  /**
   * The text of an {@code assemblyFormat} and where it starts in the {@code .td} file.
   *
   * @param text the format
   * @param loc the position of its first character
   */
  public record FormatText(String text, SourceLoc loc) {
  }

  /** {@return whether the op has the native trait {@code javaName}} */
  public boolean hasNativeTrait(String javaName) {
    for (TraitSpec t : traits) {
      if (t instanceof TraitSpec.Native n && n.javaName().equals(javaName)) {
        return true;
      }
    }
    return false;
  }

  /** {@return the destination-passing style trait, or {@code null}} */
  public TraitSpec.DestinationStyle destinationStyle() {
    for (TraitSpec t : traits) {
      if (t instanceof TraitSpec.DestinationStyle dps) {
        return dps;
      }
    }
    return null;
  }

  /** {@return the terminator a custom form may leave out, or {@code null}} */
  public String implicitTerminator() {
    for (TraitSpec t : traits) {
      if (t instanceof TraitSpec.ImplicitTerminator term) {
        return term.opName();
      }
    }
    return null;
  }

  /** {@return the operand named {@code name}, or {@code null}} */
  public ValueSpec operand(String name) {
    return find(operands, name);
  }

  /** {@return the result named {@code name}, or {@code null}} */
  public ValueSpec result(String name) {
    return find(results, name);
  }

  /** {@return the attribute named {@code name}, or {@code null}} */
  public AttributeSpec attribute(String name) {
    for (AttributeSpec a : attributes) {
      if (a.name().equals(name)) {
        return a;
      }
    }
    return null;
  }

  private static ValueSpec find(List<ValueSpec> values, String name) {
    for (ValueSpec v : values) {
      if (v.name().equals(name)) {
        return v;
      }
    }
    return null;
  }
}
