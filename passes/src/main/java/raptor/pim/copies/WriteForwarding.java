package raptor.pim.copies;

import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimReceiveOp;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.MemRefType;

/**
 * Folds a copy out of a fresh buffer, {@code pim.memcp %t[%o], %p[0]}, where {@code %p} is the
 * product, vector result or received message written into that fresh buffer, by letting its
 * producer write {@code %t} at {@code %o} directly: a receive through its offset, the others into
 * a view. The producer keeps its place (a receive must stay where the matching send expects it);
 * the fold needs {@code %t} visible there and no op between the producer and the copy using the
 * storage of {@code %t}, and the producer must not read that storage.
 */
final class WriteForwarding {
  private final OpBuilder builder;
  private final LocalStorage storage;
  private final ByteOffsets offsets;

  WriteForwarding(OpBuilder builder, LocalStorage storage, ByteOffsets offsets) {
    this.builder = builder;
    this.storage = storage;
    this.offsets = offsets;
  }

  /** {@return whether {@code copy} was folded into the producer of its source and erased} */
  boolean apply(PimMemCopyOp copy) {
    Long sourceOffset = offsets.constant(copy.sourceOffset());
    if (sourceOffset == null || sourceOffset != 0
        || !(copy.source() instanceof OpResult product) || !product.hasOneUse()) {
      return false;
    }
    Operation producer = product.owner();
    int destination = Writers.destinationIndex(producer);
    if (destination < 0 || producer.parentBlock() != copy.parentBlock()
        || !LocalStorage.isFreshFor(producer.operand(destination), producer, copy.size())) {
      return false;
    }
    Value target = copy.target();
    Value targetStorage = storage.of(target);
    if (!LocalStorage.dominates(target, producer) || readsStorage(producer, targetStorage)
        || storage.used(producer, copy, targetStorage)
        || !ByteOffsets.hoistBefore(copy.targetOffset(), producer)) {
      return false;
    }
    if (producer instanceof PimReceiveOp receive && (receive.size() != copy.size()
        || !Long.valueOf(0).equals(offsets.constant(receive.outputOffset())))) {
      return false;
    }
    Value fresh = producer.operand(destination);
    builder.setInsertionPoint(producer);
    if (producer instanceof PimReceiveOp receive) {
      Value offset = offsets.add(builder, producer, copy.targetOffset(), receive.outputOffset());
      producer.setOperand(1, offset);
      producer.setOperand(destination, target);
    } else {
      if (!Views.isViewable(target)) {
        return false;
      }
      Value view = Views.create(builder, producer, target, copy.targetOffset(), offsets,
          (MemRefType) fresh.type());
      if (view == null) {
        return false;
      }
      producer.setOperand(destination, view);
    }
    product.setType(producer.operand(destination).type());
    copy.output().replaceAllUsesWith(target);
    copy.erase();
    fresh.definingOp().erase();
    return true;
  }

  /** {@return whether an operand of {@code producer} other than its destination is in storage} */
  private boolean readsStorage(Operation producer, Value targetStorage) {
    int destination = Writers.destinationIndex(producer);
    for (int i = 0; i < producer.numOperands(); i++) {
      Value operand = producer.operand(i);
      if (i != destination && operand.type() instanceof MemRefType
          && storage.of(operand) == targetStorage) {
        return true;
      }
    }
    return false;
  }
}
