package raptor.ir.text;

/**
 * How IR is printed; mirrors mlir-opt's printer flags.
 *
 * @param generic print every op in generic form ({@code --mlir-print-op-generic})
 * @param debugInfo print locations ({@code --mlir-print-debuginfo})
 * @param localScope print no aliases and number from the nearest isolated op
 *     ({@code --mlir-print-local-scope})
 * @param uniqueSsaIds never reuse value numbers across sibling regions
 *     ({@code --mlir-print-unique-ssa-ids})
 * @param elideElementsIfLarger print a non-splat elements attribute with more elements than
 *     this as {@code dense_resource<__elided__>}; a negative value never
 *     ({@code --mlir-elide-elementsattrs-if-larger}, an unsigned flag)
 * @param hexElementsIfLarger print a non-splat {@code dense<...>} of numbers with more elements
 *     than this as a hex string; exactly -1 never, as in MLIR, where other negative values mean
 *     always ({@code --mlir-print-elementsattrs-with-hex-if-larger})
 * @param prettyDebugInfo print locations in the pretty form, without {@code loc( )}
 *     ({@code --mlir-pretty-debuginfo}; only with {@code debugInfo} are there any to print)
 */
public record PrintOptions(boolean generic, boolean debugInfo, boolean localScope,
    boolean uniqueSsaIds, long elideElementsIfLarger, long hexElementsIfLarger,
    boolean prettyDebugInfo) {
  /** Options with locations, when printed, in their {@code loc( )} form. */
  public PrintOptions(boolean generic, boolean debugInfo, boolean localScope,
      boolean uniqueSsaIds, long elideElementsIfLarger, long hexElementsIfLarger) {
    this(generic, debugInfo, localScope, uniqueSsaIds, elideElementsIfLarger,
        hexElementsIfLarger, false);
  }

  /** The hex threshold of mlir-opt. */
  public static final long DEFAULT_HEX_IF_LARGER = 100;

  /** mlir-opt's defaults: custom forms, no locations, aliases. */
  public static final PrintOptions DEFAULT =
      new PrintOptions(false, false, false, false, -1, DEFAULT_HEX_IF_LARGER);

  /**
   * The form of the op shown in a diagnostic's "see current operation" note: generic, local
   * scope, elements attributes of more than 16 elements elided (MLIR's {@code appendOp}).
   */
  public static final PrintOptions DIAGNOSTIC =
      new PrintOptions(true, false, true, true, 16, DEFAULT_HEX_IF_LARGER);

  /** {@return these options with the generic form switched on or off} */
  public PrintOptions withGeneric(boolean on) {
    return new PrintOptions(on, debugInfo, localScope, uniqueSsaIds, elideElementsIfLarger,
        hexElementsIfLarger, prettyDebugInfo);
  }

  /** {@return these options with local scope switched on or off} */
  public PrintOptions withLocalScope(boolean on) {
    return new PrintOptions(generic, debugInfo, on, uniqueSsaIds, elideElementsIfLarger,
        hexElementsIfLarger, prettyDebugInfo);
  }

  /** {@return these options with the pretty location form switched on or off} */
  public PrintOptions withPrettyDebugInfo(boolean on) {
    return new PrintOptions(generic, debugInfo, localScope, uniqueSsaIds, elideElementsIfLarger,
        hexElementsIfLarger, on);
  }

  /** {@return whether a non-splat elements attribute of {@code numElements} is elided} */
  boolean elides(long numElements) {
    return elideElementsIfLarger >= 0 && numElements > elideElementsIfLarger;
  }

  /** {@return whether a non-splat {@code dense<...>} of {@code numElements} prints as hex} */
  boolean printsHex(long numElements) {
    return hexElementsIfLarger != -1 && numElements > hexElementsIfLarger;
  }
}
