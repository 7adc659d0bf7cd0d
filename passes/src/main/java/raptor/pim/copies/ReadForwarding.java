package raptor.pim.copies;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.pim.PimIm2colOp;
import raptor.dialect.pim.PimMVMOp;
import raptor.dialect.pim.PimMemCopyDevToHostOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimSendOp;
import raptor.dialect.pim.PimTransposeOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.pim.PimVMVOp;
import raptor.dialect.pim.StaticValues;
import raptor.dialect.scf.ScfForOp;
import raptor.ir.OpBuilder;
import raptor.ir.OpOperand;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.MemRefType;
import raptor.pim.Destinations;

/**
 * Folds a copy into a fresh buffer, {@code %c = pim.memcp %fresh[0], %src[%o]}, into the ops that
 * read {@code %c}: a copy or store reads {@code %src} at the summed offset, a crossbar product,
 * vector op, send, im2col or transpose reads a view of {@code %src} at {@code %o} (with the shape
 * of {@code %fresh}). A reader is folded only when no op from the copy up to it writes the
 * storage of {@code %src}; the copy goes once it has no reader left. A whole copy that is the
 * last use of {@code %src} goes at once: its users, writers included, take {@code %src}.
 */
final class ReadForwarding {
  private final OpBuilder builder;
  private final LocalStorage storage;
  private final ByteOffsets offsets;

  ReadForwarding(OpBuilder builder, LocalStorage storage, ByteOffsets offsets) {
    this.builder = builder;
    this.storage = storage;
    this.offsets = offsets;
  }

  /** {@return whether {@code copy} was folded into its readers and erased} */
  boolean apply(PimMemCopyOp copy) {
    Value fresh = copy.target();
    Long targetOffset = offsets.constant(copy.targetOffset());
    if (targetOffset == null || targetOffset != 0
        || !LocalStorage.isFreshFor(fresh, copy, copy.size())) {
      return false;
    }
    Value source = copy.source();
    if (isLastUse(copy, source)) {
      storage.replacingUses(copy.output());
      copy.output().replaceAllUsesWith(source);
      storage.forgetWrites();
      erase(copy);
      return true;
    }
    Value sourceStorage = storage.of(source);
    Value view = null;
    List<OpOperand> uses = new ArrayList<>();
    copy.output().uses().forEach(uses::add);
    for (OpOperand use : uses) {
      Operation reader = use.owner();
      Operation ancestor = LocalStorage.ancestorIn(copy.parentBlock(), reader);
      if (ancestor == null || storage.written(copy, ancestor, true, sourceStorage)) {
        continue;
      }
      int offsetIndex = offsetOperand(reader, use.index());
      storage.changing(reader);
      if (offsetIndex >= 0) {
        builder.setInsertionPoint(reader);
        Value sum = offsets.add(builder, reader, copy.sourceOffset(), reader.operand(offsetIndex));
        reader.setOperand(offsetIndex, sum);
        use.set(source);
      } else if (readsWhole(reader, use.index()) && Views.isViewable(source)) {
        if (view == null) {
          builder.setInsertionPoint(copy);
          view = Views.create(builder, copy, source, copy.sourceOffset(), offsets,
              (MemRefType) fresh.type());
          if (view == null) {
            return false;
          }
        }
        use.set(view);
      }
    }
    if (!copy.output().hasNoUses()) {
      return false;
    }
    erase(copy);
    return true;
  }

  /** Erases {@code copy} and the fresh allocation it filled, reporting both as changing. */
  private void erase(PimMemCopyOp copy) {
    Operation alloc = copy.target().definingOp();
    storage.changing(copy);
    storage.changing(alloc);
    copy.erase();
    alloc.erase();
  }

  /**
   * {@return whether {@code copy} copies the whole of {@code source}, a buffer of its target's
   * type, and is the only user of {@code source} and of every earlier state of its allocation,
   * all made in the copy's block} A loop's result is the state after the loop of the value it
   * was started with (the loop writes its carried buffer in place).
   * Then the copy's readers and writers may take {@code source} itself: nothing else sees it.
   */
  private boolean isLastUse(PimMemCopyOp copy, Value source) {
    if (!source.type().equals(copy.target().type())
        || StaticValues.byteSize(source.type()) != copy.size()
        || !Long.valueOf(0).equals(offsets.constant(copy.sourceOffset()))) {
      return false;
    }
    Value current = source;
    while (current.hasOneUse() && current instanceof OpResult result
        && result.owner().parentBlock() == copy.parentBlock()) {
      Operation owner = result.owner();
      if (owner instanceof MemRefAllocOp) {
        return true;
      }
      current = owner instanceof ScfForOp loop ? loop.initArgs().get(result.index())
          : Destinations.of(owner);
      if (current == null) {
        return false;
      }
    }
    return false;
  }

  /**
   * {@return the index of the byte offset that goes with operand {@code index} of
   * {@code reader} when that operand is the source of a copy, store or gather; else -1}
   */
  private static int offsetOperand(Operation reader, int index) {
    if (reader instanceof PimMemCopyOp && index == 3) {
      return 1;
    }
    if (reader instanceof PimMemCopyDevToHostOp && index == 3) {
      return 1;
    }
    if (reader instanceof PimVMVOp && index == 1) {
      return 3;
    }
    return -1;
  }

  /** {@return whether operand {@code index} of {@code reader} is a whole buffer it only reads} */
  private static boolean readsWhole(Operation reader, int index) {
    if (reader instanceof PimVMMOp || reader instanceof PimMVMOp) {
      return index == 1;
    }
    if (reader instanceof PimSendOp || reader instanceof PimIm2colOp
        || reader instanceof PimTransposeOp) {
      return index == 0;
    }
    return Writers.isVector(reader) && index < Writers.destinationIndex(reader);
  }
}
