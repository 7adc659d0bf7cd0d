package raptor.dialect.memref;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * A {@code memref.alloc} that is only stored into and deallocated is never read: it is erased
 * with those stores and deallocations (MLIR's {@code SimplifyDeadAlloc}).
 */
final class EraseDeadAlloc extends OpRewritePattern<MemRefAllocOp> {
  EraseDeadAlloc() {
    super(MemRefAllocOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(MemRefAllocOp op, PatternRewriter rewriter) {
    List<Operation> users = op.memref().users();
    for (Operation user : users) {
      boolean storeInto = user instanceof MemRefStoreOp store && store.value() != op.memref();
      if (!storeInto && !(user instanceof MemRefDeallocOp)) {
        return rewriter.notifyMatchFailure(op, "the allocation is read or escapes");
      }
    }
    for (Operation user : users) {
      rewriter.eraseOp(user);
    }
    rewriter.eraseOp(op);
    return true;
  }
}
