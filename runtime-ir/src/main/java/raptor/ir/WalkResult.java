package raptor.ir;

/** What a walk visitor asks for next. */
public enum WalkResult {
  /** Go on with the walk. */
  ADVANCE,
  /** Do not visit the regions of this op (pre-order walks); go on with the rest. */
  SKIP,
  /** Stop the whole walk. */
  INTERRUPT
}
