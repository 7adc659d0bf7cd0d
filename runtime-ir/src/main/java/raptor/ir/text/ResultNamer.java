package raptor.ir.text;

import java.util.function.BiConsumer;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Suggests names for an op's results in custom form, like MLIR's {@code getAsmResultNames}:
 * {@code %c0}, {@code %cst}. Naming a result other than the first starts a result group.
 */
@FunctionalInterface
public interface ResultNamer {
  /** Calls {@code setName} for each result that gets a suggested name. */
  void nameResults(Operation op, BiConsumer<Value, String> setName);
}
