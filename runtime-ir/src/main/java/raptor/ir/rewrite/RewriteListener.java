package raptor.ir.rewrite;

import java.util.List;
import raptor.ir.Block;
import raptor.ir.OpBuilder;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Receives every change a {@link PatternRewriter} makes, so that drivers can track the IR.
 *
 * <p>Every method has an empty default body.
 */
public interface RewriteListener extends OpBuilder.Listener {
  /** Called after {@code op} was inserted or moved. */
  @Override
  default void notifyOperationInserted(Operation op) {
  }

  /** Called after {@code op} was changed in place. */
  default void notifyOperationModified(Operation op) {
  }

  /** Called before the results of {@code op} are replaced with {@code replacements}. */
  default void notifyOperationReplaced(Operation op, List<Value> replacements) {
  }

  /** Called before {@code op} is erased; nested ops are reported first. */
  default void notifyOperationErased(Operation op) {
  }

  /** Called after {@code block} was inserted into or moved within a region. */
  default void notifyBlockInserted(Block block) {
  }

  /** Called before {@code block} is erased. */
  default void notifyBlockErased(Block block) {
  }

  /** Called when a pattern gives up on {@code op}, with the reason. */
  default void notifyMatchFailure(Operation op, String reason) {
  }
}
