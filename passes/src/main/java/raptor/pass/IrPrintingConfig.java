package raptor.pass;

import java.util.Set;
import raptor.ir.text.PrintOptions;

/**
 * When and how {@link IrPrinting} dumps IR, mirroring mlir-opt's {@code --mlir-print-ir-*}
 * flags.
 *
 * @param beforeAll dump before every pass
 * @param before the arguments of the passes to dump before
 * @param afterAll dump after every pass
 * @param after the arguments of the passes to dump after
 * @param afterOnlyOnChange dump after a pass only when it changed the IR
 * @param afterOnlyOnFailure dump after a pass only when it failed
 * @param moduleScope dump the top-level op instead of the op the pass ran on
 * @param print the printer flags
 */
public record IrPrintingConfig(boolean beforeAll, Set<String> before, boolean afterAll,
    Set<String> after, boolean afterOnlyOnChange, boolean afterOnlyOnFailure,
    boolean moduleScope, PrintOptions print) {
  /** Copies the sets. */
  public IrPrintingConfig {
    before = Set.copyOf(before);
    after = Set.copyOf(after);
  }

  /** {@return whether any dump is requested} */
  public boolean enabled() {
    return beforeAll || afterAll || afterOnlyOnFailure || !before.isEmpty() || !after.isEmpty();
  }

  /** {@return whether the IR is dumped before {@code pass}} */
  boolean printsBefore(Pass pass) {
    return beforeAll || before.contains(pass.argument());
  }

  /** {@return whether the IR is dumped after {@code pass} (before change/failure filters)} */
  boolean printsAfter(Pass pass) {
    return afterAll || afterOnlyOnFailure || after.contains(pass.argument());
  }
}
