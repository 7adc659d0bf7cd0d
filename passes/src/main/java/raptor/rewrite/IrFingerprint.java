package raptor.rewrite;

import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;

/**
 * A 64-bit structural hash of an op and everything nested in it: op and block identities,
 * names, attributes, properties, locations, operand and successor identities, result and
 * argument types, and the order of all of them. Two fingerprints differ when the IR changed,
 * up to hash collisions (MLIR's {@code OperationFingerPrint}).
 */
public final class IrFingerprint {
  private long hash = 0x6a09e667f3bcc909L;

  private IrFingerprint() {
  }

  /** {@return the fingerprint of {@code root} and its nested IR} */
  public static long of(Operation root) {
    IrFingerprint fp = new IrFingerprint();
    root.walk(WalkOrder.PRE_ORDER, op -> {
      fp.addOp(op);
      return WalkResult.ADVANCE;
    });
    return fp.hash;
  }

  private void mix(long value) {
    hash = Long.rotateLeft(hash ^ (value * 0x9e3779b97f4a7c15L), 27) * 0xbf58476d1ce4e5b9L;
  }

  private void addOp(Operation op) {
    mix(System.identityHashCode(op));
    mix(System.identityHashCode(op.parentBlock()));
    mix(op.name().hashCode());
    mix(op.attributes().hashCode());
    mix(op.properties() == null ? 0 : op.properties().hashCode());
    mix(op.location().hashCode());
    for (int i = 0; i < op.numOperands(); i++) {
      mix(valueIdentity(op.operand(i)));
    }
    for (int i = 0; i < op.numResults(); i++) {
      mix(op.result(i).type().hashCode());
    }
    for (int i = 0; i < op.numSuccessors(); i++) {
      mix(System.identityHashCode(op.successor(i)));
    }
    for (Region region : op.regions()) {
      mix(region.isEmpty() ? 1 : 2);
      for (Block block = region.firstBlock(); block != null; block = block.nextBlock()) {
        addBlock(block);
      }
    }
  }

  private void addBlock(Block block) {
    mix(System.identityHashCode(block));
    for (BlockArgument arg : block.arguments()) {
      mix(System.identityHashCode(arg));
      mix(arg.type().hashCode());
    }
  }

  private static long valueIdentity(Value value) {
    return ((long) System.identityHashCode(value) << 32) ^ value.type().hashCode();
  }
}
