package raptor.pim.folding;

import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.memref.MemRefCopyOp;
import raptor.dialect.memref.MemRefGetGlobalOp;
import raptor.dialect.memref.MemRefGlobalOp;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.SymbolTable;
import raptor.ir.Value;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;
import raptor.pim.Destinations;
import raptor.pim.PimCores;

/**
 * Folds a host-level {@code memref.copy} of a constant global into a host allocation that
 * nothing else writes: the allocation's readers read the global instead, and the copy and the
 * allocation go away.
 */
final class FoldConstantHostCopy extends OpRewritePattern<MemRefCopyOp> {
  FoldConstantHostCopy() {
    super(MemRefCopyOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(MemRefCopyOp copy, PatternRewriter rewriter) {
    if (PimCores.enclosingCore(copy) != null) {
      return rewriter.notifyMatchFailure(copy, "inside a core");
    }
    if (!(copy.source().definingOp() instanceof MemRefGetGlobalOp read) || !isConstant(read)) {
      return rewriter.notifyMatchFailure(copy, "the source is not a constant global");
    }
    if (!(copy.target().definingOp() instanceof MemRefAllocOp alloc)
        || !alloc.result(0).type().equals(read.result(0).type())) {
      return rewriter.notifyMatchFailure(copy, "the target is not a host allocation of its type");
    }
    if (!onlyReadAfter(alloc.result(0), copy)) {
      return rewriter.notifyMatchFailure(copy, "the allocation is used before or written besides");
    }
    rewriter.eraseOp(copy);
    rewriter.replaceOp(alloc, read.result(0));
    return true;
  }

  private static boolean isConstant(MemRefGetGlobalOp read) {
    Operation table = SymbolTable.nearestSymbolTable(read);
    Operation global = table == null ? null : new SymbolTable(table).lookup(read.nameAttr());
    return global instanceof MemRefGlobalOp g && g.constant() && g.initialValueAttr() != null;
  }

  /** {@return whether every use of {@code buffer} but {@code copy} reads it after the copy} */
  private static boolean onlyReadAfter(Value buffer, MemRefCopyOp copy) {
    for (OpOperand use : buffer.uses()) {
      Operation user = use.owner();
      if (user == copy) {
        continue;
      }
      if (user instanceof MemRefCopyOp other && other.target() == buffer
          || Destinations.of(user) == buffer) {
        return false;
      }
      Operation inBlock = user;
      while (inBlock.parentBlock() != copy.parentBlock()) {
        inBlock = inBlock.parentOp();
        if (inBlock == null) {
          return false;
        }
      }
      if (!copy.isBeforeInBlock(inBlock)) {
        return false;
      }
    }
    return true;
  }
}
