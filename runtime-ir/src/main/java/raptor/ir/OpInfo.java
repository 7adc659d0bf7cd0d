package raptor.ir;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.text.AttrPrinter;
import raptor.ir.text.CustomAssembly;
import raptor.ir.text.ResultNamer;
import raptor.ir.trait.HasOnlyGraphRegion;
import raptor.ir.trait.Trait;

/**
 * Everything static about one kind of operation: its name, traits, counts, factory and hooks.
 *
 * <p>Registered op kinds get their {@code OpInfo} from generated code or a dialect class;
 * unregistered names get one made on the fly by {@link #unregistered(String)}.
 *
 * @param <T> the Java class of the operations of this kind
 */
public final class OpInfo<T extends Operation> {
  private final String name;
  private final String dialectName;
  private final boolean registered;
  private final Supplier<T> factory;
  private final TraitSet traits;
  private final Arity operands;
  private final Arity results;
  private final Arity regions;
  private final Arity successors;
  private final RegionKind regionKind;
  private final Map<String, Class<? extends Attribute>> inherentAttributes;
  private final Map<String, Set<Long>> enumCases;
  private final OpVerifier verifier;
  private final OpVerifier regionVerifier;
  private final OpVerifier symbolUseVerifier;
  private final OpFolder folder;
  private final OpCanonicalizer canonicalizer;
  private final CustomAssembly assembly;
  private final ResultNamer resultNamer;
  private final String defaultDialect;
  private final DictionaryAttr defaultProperties;

  private OpInfo(Builder<T> b) {
    this.name = b.name;
    int dot = name.indexOf('.');
    this.dialectName = dot < 0 ? "" : name.substring(0, dot);
    this.registered = b.registered;
    this.factory = b.factory;
    this.traits = new TraitSet(b.traits);
    this.operands = b.operands;
    this.results = b.results;
    this.regions = b.regions;
    this.successors = b.successors;
    this.regionKind = traits.contains(HasOnlyGraphRegion.class) ? RegionKind.GRAPH
        : RegionKind.SSA_CFG;
    this.inherentAttributes = Map.copyOf(b.inherentAttributes);
    this.enumCases = Map.copyOf(b.enumCases);
    this.verifier = b.verifier;
    this.regionVerifier = b.regionVerifier;
    this.symbolUseVerifier = b.symbolUseVerifier;
    this.folder = b.folder;
    this.canonicalizer = b.canonicalizer;
    this.assembly = b.assembly;
    this.resultNamer = b.resultNamer;
    this.defaultDialect = b.defaultDialect;
    this.defaultProperties = b.defaultProperties;
  }

  /** {@return a builder for a registered op kind named {@code name}} */
  public static <T extends Operation> Builder<T> builder(String name, Supplier<T> factory) {
    return new Builder<>(name, factory, true);
  }

  /** {@return the info of an op whose dialect is not registered: no traits, any counts} */
  public static OpInfo<UnregisteredOp> unregistered(String name) {
    return new Builder<>(name, UnregisteredOp::new, false).build();
  }

  /** {@return the full name, {@code dialect.op}} */
  public String name() {
    return name;
  }

  /** {@return the dialect namespace: the text before the first dot, or "" when there is none} */
  public String dialectName() {
    return dialectName;
  }

  /** {@return whether this kind comes from a registered dialect} */
  public boolean isRegistered() {
    return registered;
  }

  /** {@return a new, empty instance of the op class} */
  public T newInstance() {
    return factory.get();
  }

  /** {@return whether the kind has the trait {@code trait}}; O(1), no allocation. */
  public boolean hasTrait(Class<? extends Trait> trait) {
    return traits.contains(trait);
  }

  /** {@return the accepted operand counts} */
  public Arity operands() {
    return operands;
  }

  /** {@return the accepted result counts} */
  public Arity results() {
    return results;
  }

  /** {@return the accepted region counts} */
  public Arity regions() {
    return regions;
  }

  /** {@return the accepted successor counts} */
  public Arity successors() {
    return successors;
  }

  /** {@return the kind of the op's regions} */
  public RegionKind regionKind() {
    return regionKind;
  }

  /** {@return whether {@code attrName} is an inherent attribute stored in the properties} */
  public boolean isInherentAttribute(String attrName) {
    return inherentAttributes.containsKey(attrName);
  }

  /**
   * {@return why {@code properties} cannot be the properties of this op kind, in MLIR's words,
   * or {@code null} when they can}; unregistered kinds accept any single attribute
   */
  public String propertiesProblem(Attribute properties) {
    if (!registered || properties == null) {
      return null;
    }
    if (inherentAttributes.isEmpty()) {
      return "this operation does not support properties";
    }
    if (!(properties instanceof DictionaryAttr dict)) {
      return "expected DictionaryAttr to set properties";
    }
    for (NamedAttribute entry : dict.entries()) {
      Class<? extends Attribute> kind = inherentAttributes.get(entry.name());
      if (kind != null && !kind.isInstance(entry.value())
          || !isEnumCase(entry.name(), entry.value())) {
        return "Invalid attribute `" + entry.name() + "` in property conversion: "
            + AttrPrinter.toText(entry.value());
      }
    }
    return null;
  }

  /** {@return whether {@code value} may be the enumeration {@code name}, if it is one} */
  private boolean isEnumCase(String name, Attribute value) {
    Set<Long> cases = enumCases.get(name);
    return cases == null || value instanceof IntegerAttr integer
        && integer.type().equals(IntegerType.I64) && cases.contains(integer.longValue());
  }

  /**
   * {@return {@code properties} without the entries that are not inherent attributes of this
   * registered kind, which MLIR's property conversion ignores}
   */
  public Attribute knownProperties(Attribute properties) {
    if (!registered || !(properties instanceof DictionaryAttr dict)) {
      return properties;
    }
    DictionaryAttr known = dict;
    for (NamedAttribute entry : dict.entries()) {
      if (!inherentAttributes.containsKey(entry.name())) {
        known = Dictionaries.with(known, entry.name(), null);
      }
    }
    return known;
  }

  /** {@return the op's own verification hook, run after the structural checks} */
  public OpVerifier verifier() {
    return verifier;
  }

  /**
   * {@return the checks that need the op's regions verified (MLIR's
   * {@code verifyRegionInvariants}: the region traits, then {@code verifyRegions}), run once
   * every op nested in the op verified; {@link OpVerifier#NONE} when there are none}
   */
  public OpVerifier regionVerifier() {
    return regionVerifier;
  }

  /**
   * {@return the hook checking the symbols the op references (MLIR's
   * {@code SymbolUserOpInterface::verifySymbolUses}), run once every op of the nearest symbol
   * table verified; {@link OpVerifier#NONE} when the op references none}
   */
  public OpVerifier symbolUseVerifier() {
    return symbolUseVerifier;
  }

  /** {@return the op's fold hook; {@link OpFolder#NONE} when it never folds} */
  public OpFolder folder() {
    return folder;
  }

  /** {@return the op's canonicalization hook; {@link OpCanonicalizer#NONE} when it has none} */
  public OpCanonicalizer canonicalizer() {
    return canonicalizer;
  }

  /** {@return the custom assembly form, or {@code null} when the op only has the generic form} */
  public CustomAssembly assembly() {
    return assembly;
  }

  /** {@return the hook naming results in custom form (like {@code %c0}), or {@code null}} */
  public ResultNamer resultNamer() {
    return resultNamer;
  }

  /** {@return the dialect whose prefix may be dropped for ops nested in this op, or null} */
  public String defaultDialect() {
    return defaultDialect;
  }

  /**
   * {@return the properties every new op of this kind starts with (ODS default-valued
   * attributes); entries given when the op is created win}
   */
  public DictionaryAttr defaultProperties() {
    return defaultProperties;
  }

  @Override
  public String toString() {
    return name;
  }

  /** Builds an {@link OpInfo}; every property has a permissive default. */
  public static final class Builder<T extends Operation> {
    private final String name;
    private final Supplier<T> factory;
    private final boolean registered;
    private final Set<Class<? extends Trait>> traits = new HashSet<>();
    private Arity operands = Arity.ANY;
    private Arity results = Arity.ANY;
    private Arity regions = Arity.ANY;
    private Arity successors = Arity.ANY;
    private final Map<String, Class<? extends Attribute>> inherentAttributes = new HashMap<>();
    private final Map<String, Set<Long>> enumCases = new HashMap<>();
    private OpVerifier verifier = OpVerifier.NONE;
    private OpVerifier regionVerifier = OpVerifier.NONE;
    private OpVerifier symbolUseVerifier = OpVerifier.NONE;
    private OpFolder folder = OpFolder.NONE;
    private OpCanonicalizer canonicalizer = OpCanonicalizer.NONE;
    private CustomAssembly assembly;
    private ResultNamer resultNamer;
    private String defaultDialect;
    private DictionaryAttr defaultProperties = DictionaryAttr.EMPTY;

    private Builder(String name, Supplier<T> factory, boolean registered) {
      this.name = Objects.requireNonNull(name, "name");
      this.factory = Objects.requireNonNull(factory, "factory");
      this.registered = registered;
    }

    /** Adds traits. */
    @SafeVarargs
    public final Builder<T> traits(Class<? extends Trait>... added) {
      traits.addAll(List.of(added));
      return this;
    }

    /** Sets the accepted operand counts. */
    public Builder<T> operands(Arity arity) {
      this.operands = arity;
      return this;
    }

    /** Sets the accepted result counts. */
    public Builder<T> results(Arity arity) {
      this.results = arity;
      return this;
    }

    /** Sets the accepted region counts. */
    public Builder<T> regions(Arity arity) {
      this.regions = arity;
      return this;
    }

    /** Sets the accepted successor counts. */
    public Builder<T> successors(Arity arity) {
      this.successors = arity;
      return this;
    }

    /** Declares inherent attributes (stored as properties) of any attribute kind. */
    public Builder<T> inherentAttributes(String... names) {
      for (String name : names) {
        inherentAttributes.put(name, Attribute.class);
      }
      return this;
    }

    /** Declares an inherent attribute whose value must be an instance of {@code kind}. */
    public Builder<T> inherentAttribute(String name, Class<? extends Attribute> kind) {
      inherentAttributes.put(name, kind);
      return this;
    }

    /**
     * Declares an inherent integer enumeration ({@code I64EnumAttr}): an {@code i64} integer
     * whose value is one of {@code cases}, else the properties do not convert.
     */
    public Builder<T> inherentEnum(String name, long... cases) {
      inherentAttributes.put(name, IntegerAttr.class);
      Set<Long> values = new HashSet<>();
      for (long value : cases) {
        values.add(value);
      }
      enumCases.put(name, values);
      return this;
    }

    /** Sets the op's own verification hook. */
    public Builder<T> verifier(OpVerifier hook) {
      this.verifier = Objects.requireNonNull(hook, "verifier");
      return this;
    }

    /** Sets the checks run once the ops nested in the op verified. */
    public Builder<T> regionVerifier(OpVerifier hook) {
      this.regionVerifier = Objects.requireNonNull(hook, "regionVerifier");
      return this;
    }

    /** Sets the hook checking the symbols the op references. */
    public Builder<T> symbolUseVerifier(OpVerifier hook) {
      this.symbolUseVerifier = Objects.requireNonNull(hook, "symbolUseVerifier");
      return this;
    }

    /** Sets the op's fold hook. */
    public Builder<T> folder(OpFolder hook) {
      this.folder = Objects.requireNonNull(hook, "folder");
      return this;
    }

    /** Sets the op's canonicalization hook. */
    public Builder<T> canonicalizer(OpCanonicalizer hook) {
      this.canonicalizer = Objects.requireNonNull(hook, "canonicalizer");
      return this;
    }

    /** Sets the custom assembly form. */
    public Builder<T> assembly(CustomAssembly form) {
      this.assembly = form;
      return this;
    }

    /** Sets the hook that suggests result names. */
    public Builder<T> resultNamer(ResultNamer namer) {
      this.resultNamer = namer;
      return this;
    }

    /** Sets the default dialect for ops nested in this op. */
    public Builder<T> defaultDialect(String dialect) {
      this.defaultDialect = dialect;
      return this;
    }

    /** Sets the properties every new op starts with; see {@link OpInfo#defaultProperties()}. */
    public Builder<T> defaultProperties(DictionaryAttr properties) {
      this.defaultProperties = Objects.requireNonNull(properties, "properties");
      return this;
    }

    /** {@return the immutable info} */
    public OpInfo<T> build() {
      return new OpInfo<>(this);
    }
  }
}
