package raptor.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.trait.AutomaticAllocationScope;
import raptor.ir.trait.RecursiveMemoryEffects;
import raptor.ir.trait.Terminator;

/**
 * Inlines a {@code memref.alloca_scope} into its parent block when nothing in it may allocate on
 * the stack, or when the parent op is itself an allocation scope and the alloca_scope is its
 * last op before the terminator, so no allocation lives longer (MLIR's
 * {@code AllocaScopeInliner}).
 *
 * <p>An op may allocate on the stack when it is a {@code memref.alloca}, or when it declares no
 * memory effects: MLIR's effect-free ops, the ops whose effects are those of their regions, and
 * the memref ops, which all declare theirs but {@code dma_start} and {@code dma_wait}, do not.
 * Ops of other dialects with declared effects count as possible allocations here, which keeps
 * such scopes.
 */
final class InlineAllocaScope extends OpRewritePattern<MemRefAllocaScopeOp> {
  /** The memref ops that declare no memory effects in MLIR. */
  private static final Set<String> UNDECLARED = Set.of(MemRefDmaStartOp.NAME,
      MemRefDmaWaitOp.NAME);

  InlineAllocaScope() {
    super(MemRefAllocaScopeOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(MemRefAllocaScopeOp op, PatternRewriter rewriter) {
    if (mayAllocate(op) && (!op.parentOp().hasTrait(AutomaticAllocationScope.class)
        || !lastBeforeTerminator(op))) {
      return rewriter.notifyMatchFailure(op, "inlining would extend an allocation's lifetime");
    }
    Block body = op.bodyRegion().firstBlock();
    Operation terminator = body.lastOp();
    List<Value> results = new ArrayList<>(terminator.operands());
    rewriter.inlineBlockBefore(body, op.parentBlock(), op, List.of());
    rewriter.replaceOp(op, results);
    rewriter.eraseOp(terminator);
    return true;
  }

  /** {@return whether an op nested in {@code scope}, outside inner scopes, may allocate} */
  private static boolean mayAllocate(Operation scope) {
    return scope.walk(WalkOrder.PRE_ORDER, nested -> {
      if (nested == scope) {
        return WalkResult.ADVANCE;
      }
      if (mayAllocateItself(nested)) {
        return WalkResult.INTERRUPT;
      }
      return nested.hasTrait(AutomaticAllocationScope.class) ? WalkResult.SKIP
          : WalkResult.ADVANCE;
    }) == WalkResult.INTERRUPT;
  }

  private static boolean mayAllocateItself(Operation op) {
    if (op.hasTrait(RecursiveMemoryEffects.class)) {
      return false;
    }
    if (op instanceof MemRefAllocaOp) {
      return true;
    }
    boolean declared = OpEffects.isEffectFree(op) || (op.info().isRegistered()
        && op.info().dialectName().equals("memref") && !UNDECLARED.contains(op.name()));
    return !declared;
  }

  /** {@return whether {@code op} is followed only by the terminator of a one-block region} */
  private static boolean lastBeforeTerminator(Operation op) {
    Block block = op.parentBlock();
    Operation last = block.lastOp();
    return op.nextOp() == last && (!last.info().isRegistered() || last.hasTrait(Terminator.class))
        && op.parentRegion().hasOneBlock();
  }
}
