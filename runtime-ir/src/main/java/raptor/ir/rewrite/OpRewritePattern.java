package raptor.ir.rewrite;

import raptor.ir.OpInfo;
import raptor.ir.Operation;

/**
 * A rewrite pattern on one op kind, which it receives with its typed class.
 *
 * @param <T> the op class
 */
public abstract class OpRewritePattern<T extends Operation> extends RewritePattern<T> {
  /** Creates a pattern on ops of kind {@code info} with benefit {@code benefit}. */
  protected OpRewritePattern(OpInfo<T> info, int benefit) {
    super(info.name(), benefit);
  }

  /** Creates a pattern on ops of kind {@code info} with benefit 1. */
  protected OpRewritePattern(OpInfo<T> info) {
    this(info, 1);
  }
}
