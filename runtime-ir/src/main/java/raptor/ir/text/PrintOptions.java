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
 */
public record PrintOptions(boolean generic, boolean debugInfo, boolean localScope,
    boolean uniqueSsaIds) {
  /** mlir-opt's defaults: custom forms, no locations, aliases. */
  public static final PrintOptions DEFAULT = new PrintOptions(false, false, false, false);

  /** The form of the op shown in a diagnostic's "see current operation" note. */
  public static final PrintOptions DIAGNOSTIC = new PrintOptions(true, false, true, true);

  /** {@return these options with the generic form switched on or off} */
  public PrintOptions withGeneric(boolean on) {
    return new PrintOptions(on, debugInfo, localScope, uniqueSsaIds);
  }
}
