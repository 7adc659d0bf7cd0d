package raptor.ir;

/** The order in which a walk visits an op relative to the ops nested in it. */
public enum WalkOrder {
  /** The op before its nested ops. */
  PRE_ORDER,
  /** The nested ops before the op. */
  POST_ORDER
}
