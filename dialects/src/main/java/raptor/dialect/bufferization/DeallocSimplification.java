package raptor.dialect.bufferization;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.arith.ArithOrIOp;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.memref.MemRefAllocaOp;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.PatternSet;

/**
 * The canonicalization patterns of {@code bufferization.dealloc}, as MLIR's: duplicate memrefs
 * and retained values merge, memrefs that are never freed (a constant false condition) or
 * whose allocation has no other user leave the list, and a dealloc without memrefs is erased
 * (each updated condition becomes {@code false}).
 */
final class DeallocSimplification {
  private DeallocSimplification() {
  }

  static void addPatterns(PatternSet patterns) {
    patterns.add(new MergeDuplicateMemrefs().withDebugName("DeallocRemoveDuplicateDeallocMemrefs"));
    patterns.add(new MergeDuplicateRetained().withDebugName("DeallocRemoveDuplicateRetainedMemrefs"));
    patterns.add(new EraseEmpty().withDebugName("EraseEmptyDealloc"));
    patterns.add(new DropNeverFreed().withDebugName("EraseAlwaysFalseDealloc"));
    patterns.add(new DropUnusedAllocations().withDebugName("RemoveAllocDeallocPairWhenNoOtherUsers"));
  }

  /** A pattern on {@code bufferization.dealloc}. */
  private abstract static class DeallocPattern extends OpRewritePattern<BufferizationDeallocOp> {
    DeallocPattern() {
      super(BufferizationDeallocOp.INFO);
    }
  }

  /**
   * Replaces {@code op} with a dealloc of {@code memrefs} under {@code conditions} that keeps
   * its retained values and attributes (MLIR changes the operands in place); fails when the
   * lists are those of {@code op}.
   */
  private static boolean updateIfChanged(BufferizationDeallocOp op, List<Value> memrefs,
      List<Value> conditions, PatternRewriter rewriter) {
    if (memrefs.equals(op.memrefs()) && conditions.equals(op.conditions())) {
      return rewriter.notifyMatchFailure(op, "nothing to remove");
    }
    rewriter.replaceOpWithNewOp(op, b -> {
      BufferizationDeallocOp updated = BufferizationDeallocOp.create(b, op.location(),
          Collections.nCopies(op.retained().size(), IntegerType.I1), memrefs, conditions,
          op.retained());
      updated.setAttributes(op.attributes());
      return updated;
    });
    return true;
  }

  /** Each memref once, under the disjunction of its conditions. */
  private static final class MergeDuplicateMemrefs extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(BufferizationDeallocOp op, PatternRewriter rewriter) {
      Map<Value, Integer> positions = new HashMap<>();
      List<Value> memrefs = new ArrayList<>();
      List<Value> conditions = new ArrayList<>();
      rewriter.setInsertionPoint(op);
      for (int i = 0; i < op.memrefs().size(); i++) {
        Value memref = op.memrefs().get(i);
        Value condition = op.conditions().get(i);
        Integer at = positions.get(memref);
        if (at == null) {
          positions.put(memref, memrefs.size());
          memrefs.add(memref);
          conditions.add(condition);
        } else if (!conditions.get(at).equals(condition)) {
          conditions.set(at,
              ArithOrIOp.create(rewriter, op.location(), conditions.get(at), condition).result());
        }
      }
      return updateIfChanged(op, memrefs, conditions, rewriter);
    }
  }

  /** Each retained value once; the results of a repeated one are those of its first. */
  private static final class MergeDuplicateRetained extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(BufferizationDeallocOp op, PatternRewriter rewriter) {
      Map<Value, Integer> positions = new HashMap<>();
      List<Value> retained = new ArrayList<>();
      List<Integer> replacementIndex = new ArrayList<>();
      for (Value value : op.retained()) {
        Integer at = positions.putIfAbsent(value, retained.size());
        if (at == null) {
          at = retained.size();
          retained.add(value);
        }
        replacementIndex.add(at);
      }
      if (retained.size() == op.retained().size()) {
        return rewriter.notifyMatchFailure(op, "no retained value repeats");
      }
      rewriter.setInsertionPoint(op);
      BufferizationDeallocOp merged = BufferizationDeallocOp.create(rewriter, op.location(),
          Collections.nCopies(retained.size(), IntegerType.I1), op.memrefs(), op.conditions(),
          retained);
      List<OpResult> results = merged.updatedConditions();
      rewriter.replaceOp(op, replacementIndex.stream().map(results::get).toList());
      return true;
    }
  }

  /** Without memrefs nothing is freed: every updated condition is {@code false}. */
  private static final class EraseEmpty extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(BufferizationDeallocOp op, PatternRewriter rewriter) {
      if (!op.memrefs().isEmpty()) {
        return rewriter.notifyMatchFailure(op, "memrefs to deallocate");
      }
      rewriter.setInsertionPoint(op);
      Value no = ArithConstantOp.create(rewriter, op.location(), IntegerType.I1,
          IntegerAttr.of(IntegerType.I1, 0)).result();
      rewriter.replaceOp(op, Collections.nCopies(op.numResults(), no));
      return true;
    }
  }

  /**
   * Replaces {@code op} with a dealloc without the memrefs (and their conditions) for which
   * {@code drop} holds; fails when it holds for none.
   */
  private static boolean dropMemrefs(BufferizationDeallocOp op, PatternRewriter rewriter,
      BiPredicate<Value, Value> drop) {
    List<Value> memrefs = new ArrayList<>();
    List<Value> conditions = new ArrayList<>();
    for (int i = 0; i < op.memrefs().size(); i++) {
      Value memref = op.memrefs().get(i);
      Value condition = op.conditions().get(i);
      if (!drop.test(memref, condition)) {
        memrefs.add(memref);
        conditions.add(condition);
      }
    }
    return updateIfChanged(op, memrefs, conditions, rewriter);
  }

  /** A memref under a constant false condition is never freed here. */
  private static final class DropNeverFreed extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(BufferizationDeallocOp op, PatternRewriter rewriter) {
      return dropMemrefs(op, rewriter, (memref, condition) ->
          OpEffects.constantValue(condition.definingOp()) instanceof IntegerAttr value
              && value.value().signum() == 0);
    }
  }

  /**
   * A memref allocated by {@code memref.alloc} or {@code memref.alloca} and used by nothing but
   * this dealloc need not exist: it leaves the list and its allocation is erased.
   */
  private static final class DropUnusedAllocations extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(BufferizationDeallocOp op, PatternRewriter rewriter) {
      List<Operation> allocations = new ArrayList<>();
      boolean changed = dropMemrefs(op, rewriter, (memref, condition) -> {
        Operation producer = memref.definingOp();
        boolean unused = (producer instanceof MemRefAllocOp || producer instanceof MemRefAllocaOp)
            && memref.hasOneUse();
        if (unused) {
          allocations.add(producer);
        }
        return unused;
      });
      allocations.forEach(rewriter::eraseOp);
      return changed;
    }
  }
}
