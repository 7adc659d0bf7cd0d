package raptor.pim.copies;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.memref.MemRefReinterpretCastOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimReceiveOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.MemRefType;

/**
 * Folds a copy out of a fresh buffer, {@code pim.memcp %t[%o], %p[0]}, where {@code %p} is the
 * product, vector result or received message written into that fresh buffer, by letting its
 * producer write {@code %t} at {@code %o} directly: a receive through its offset, the others into
 * a view. The producer keeps its place (a receive must stay where the matching send expects it).
 * The fold needs {@code %t} visible there (or a fresh allocation that can move there, or the
 * allocation {@code %t} is a later state of), no op between the producer and the copy using the
 * storage of {@code %t} except to write other static bytes of it (the other copies of a gather),
 * and a producer that does not read that storage. A fresh buffer that several receives fill
 * (each at its own offset, as the parts of a piece computed on several cores arrive) is folded
 * the same way, every receive writing {@code %t} at {@code %o} plus its offset.
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
    if (sourceOffset == null || sourceOffset != 0) {
      return false;
    }
    OpResult product = written(copy);
    if (product == null) {
      List<PimReceiveOp> receives = receivesFilling(copy);
      return receives != null && receiveInPlace(copy, receives);
    }
    Operation producer = product.owner();
    int destination = Writers.destinationIndex(producer);
    if (producer.parentBlock() != copy.parentBlock()) {
      return false;
    }
    Value target = copy.target();
    boolean receives = producer instanceof PimReceiveOp;
    if (receives ? !receivesWhole((PimReceiveOp) producer, copy.size())
        : !Views.isViewable(target)) {
      return false;
    }
    Value written = writableTarget(copy, producer);
    if (written == null) {
      return false;
    }
    Value fresh = producer.operand(destination);
    builder.setInsertionPoint(producer);
    if (producer instanceof PimReceiveOp receive) {
      Value offset = offsets.add(builder, producer, copy.targetOffset(), receive.outputOffset());
      producer.setOperand(1, offset);
      producer.setOperand(destination, written);
    } else {
      Value view = Views.create(builder, producer, written, copy.targetOffset(), offsets,
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

  /**
   * Lets {@code receives}, which fill the fresh buffer {@code copy} copies whole, receive into
   * the copy's target instead, each at its own offset there; {@return whether they did}
   */
  private boolean receiveInPlace(PimMemCopyOp copy, List<PimReceiveOp> receives) {
    Value written = writableTarget(copy, receives.get(0));
    if (written == null) {
      return false;
    }
    Value target = copy.target();
    Value fresh = copy.source();
    for (PimReceiveOp receive : receives) {
      builder.setInsertionPoint(receive);
      receive.setOperand(1, offsets.add(builder, receive, copy.targetOffset(),
          receive.outputOffset()));
      receive.setOperand(0, written);
      receive.result(0).setType(written.type());
    }
    copy.output().replaceAllUsesWith(target);
    copy.erase();
    fresh.definingOp().erase();
    return true;
  }

  /**
   * {@return the receives, in program order, that write the fresh buffer {@code copy} reads
   * whole (one receive or the parts of a piece; bufferization leaves their results unused), when
   * they are its only other users, each at a static offset, before the copy in its block;
   * {@code null} otherwise}
   */
  private List<PimReceiveOp> receivesFilling(PimMemCopyOp copy) {
    if (!(copy.source() instanceof OpResult fresh) || !(fresh.owner() instanceof MemRefAllocOp)
        || StaticValues.byteSize(fresh.type()) != copy.size()) {
      return null;
    }
    List<PimReceiveOp> receives = new ArrayList<>();
    for (OpOperand use : fresh.uses()) {
      Operation user = use.owner();
      if (user == copy && use.index() == 3) {
        continue;
      }
      if (!(user instanceof PimReceiveOp receive) || use.index() != 0
          || receive.parentBlock() != copy.parentBlock() || !receive.isBeforeInBlock(copy)
          || !receive.result(0).hasNoUses()
          || offsets.constant(receive.outputOffset()) == null) {
        return null;
      }
      receives.add(receive);
    }
    if (receives.isEmpty()) {
      return null;
    }
    receives.sort((a, b) -> a == b ? 0 : a.isBeforeInBlock(b) ? -1 : 1);
    return receives;
  }

  /**
   * {@return the copy's source when it is the result of a writer of a whole fresh buffer, used
   * only by the copy; {@code null} otherwise}
   */
  private static OpResult written(PimMemCopyOp copy) {
    if (!(copy.source() instanceof OpResult product) || !product.hasOneUse()) {
      return null;
    }
    int destination = Writers.destinationIndex(product.owner());
    return destination >= 0 && LocalStorage.isFreshFor(product.owner().operand(destination),
        product.owner(), copy.size()) ? product : null;
  }

  /**
   * {@return the buffer that {@code first}, the first writer of the copy's source, and the
   * writers after it may write in place of the copy's target ({@link #visibleTarget}); {@code null}
   * when {@code first} reads the target's storage, an op up to the copy uses it other than to
   * write other static bytes of it, or the target's offset cannot be made visible at
   * {@code first}}
   */
  private Value writableTarget(PimMemCopyOp copy, Operation first) {
    Value targetStorage = storage.of(copy.target());
    Long start = offsets.constant(copy.targetOffset());
    if (readsStorage(first, targetStorage)
        || storage.used(first, copy, targetStorage,
            op -> start != null && writesElsewhere(op, targetStorage, start, start + copy.size()))
        || !storage.hoistBefore(copy.targetOffset(), first)) {
      return null;
    }
    return visibleTarget(copy.target(), targetStorage, first);
  }

  /**
   * {@return {@code target}, or the allocation it was written into when {@code target} is the
   * result of a later write of the whole allocation (a gather's chain of copies), made visible
   * before {@code producer}; {@code null} when neither can be}
   */
  private Value visibleTarget(Value target, Value targetStorage, Operation producer) {
    if (storage.hoistBefore(target, producer)) {
      return target;
    }
    boolean whole = targetStorage.definingOp() instanceof MemRefAllocOp
        && targetStorage.type().equals(target.type());
    return whole && storage.hoistBefore(targetStorage, producer) ? targetStorage : null;
  }

  /** {@return whether {@code receive} writes {@code bytes} bytes from the start of its buffer} */
  private boolean receivesWhole(PimReceiveOp receive, long bytes) {
    return receive.size() == bytes
        && Long.valueOf(0).equals(offsets.constant(receive.outputOffset()));
  }

  /**
   * {@return whether {@code op} only writes bytes of {@code targetStorage} outside
   * {@code [start, end)}, at a static range, and reads none of it}
   */
  private boolean writesElsewhere(Operation op, Value targetStorage, long start, long end) {
    int destination = op instanceof PimMemCopyOp ? 2 : Writers.destinationIndex(op);
    if (destination < 0 || readsStorage(op, destination, targetStorage)) {
      return false;
    }
    Value buffer = op.operand(destination);
    Long at = bufferOffset(buffer);
    Long offset = Long.valueOf(0);
    if (op instanceof PimMemCopyOp copy) {
      offset = offsets.constant(copy.targetOffset());
    } else if (op instanceof PimReceiveOp receive) {
      offset = offsets.constant(receive.outputOffset());
    }
    long size = op instanceof PimMemCopyOp copy ? copy.size()
        : op instanceof PimReceiveOp receive ? receive.size()
        : StaticValues.byteSize(buffer.type());
    if (at == null || offset == null || size < 0) {
      return false;
    }
    long first = at + offset;
    return first + size <= start || first >= end;
  }

  /**
   * {@return the static byte offset of {@code buffer} in its storage: 0 for an identity layout,
   * that of a view this pass makes with a static offset; {@code null} otherwise}
   */
  private static Long bufferOffset(Value buffer) {
    if (!(buffer.type() instanceof MemRefType type)) {
      return null;
    }
    if (type.layout() == null) {
      return 0L;
    }
    if (buffer.definingOp() instanceof MemRefReinterpretCastOp cast
        && Views.isViewable(cast.source()) && cast.offsets().isEmpty()) {
      return cast.staticOffsets()[0] * StaticValues.elementBytes(type.elementType());
    }
    return null;
  }

  /** {@return whether an operand of {@code producer} other than its destination is in storage} */
  private boolean readsStorage(Operation producer, Value targetStorage) {
    return readsStorage(producer, Writers.destinationIndex(producer), targetStorage);
  }

  private boolean readsStorage(Operation producer, int destination, Value targetStorage) {
    for (int i = 0; i < producer.numOperands(); i++) {
      Value operand = producer.operand(i);
      if (i != destination && operand.type() instanceof MemRefType
          && LocalStorage.mayOverlap(storage.of(operand), targetStorage)) {
        return true;
      }
    }
    return false;
  }
}
