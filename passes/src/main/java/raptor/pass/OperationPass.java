package raptor.pass;

import raptor.ir.OpInfo;
import raptor.ir.Operation;

/**
 * A pass on ops of one kind, which it receives with their typed class.
 *
 * @param <T> the op class
 */
public abstract class OperationPass<T extends Operation> extends Pass {
  /** Creates a pass anchored on ops of kind {@code info}; see {@link Pass#Pass}. */
  protected OperationPass(String argument, String name, String description, OpInfo<T> info) {
    super(argument, name, description, info.name());
  }

  /** Runs the pass on {@code op}; on failure, emits diagnostics and signals it. */
  public abstract void runOn(T op, PassContext pc);

  @Override
  @SuppressWarnings("unchecked")
  public final void run(Operation op, PassContext pc) {
    runOn((T) op, pc);
  }
}
