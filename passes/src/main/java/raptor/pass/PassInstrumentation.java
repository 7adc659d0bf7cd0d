package raptor.pass;

import raptor.ir.Operation;

/**
 * Hooks around every pass run, for IR printing, timing and the like. Nested pipelines are
 * reported as passes too ({@link NestedPipeline}). All methods have empty defaults.
 */
public interface PassInstrumentation {
  /** Called before {@code pass} runs on {@code op}. */
  default void runBeforePass(Pass pass, Operation op) {
  }

  /** Called after {@code pass} ran successfully on {@code op}, before verification. */
  default void runAfterPass(Pass pass, Operation op) {
  }

  /** Called after {@code pass} failed on {@code op}. */
  default void runAfterPassFailed(Pass pass, Operation op) {
  }
}
