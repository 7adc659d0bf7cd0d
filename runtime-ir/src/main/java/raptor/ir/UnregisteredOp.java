package raptor.ir;

/** An operation of a dialect that is not registered; it is only ever printed generically. */
public final class UnregisteredOp extends Operation {
  UnregisteredOp() {
  }
}
