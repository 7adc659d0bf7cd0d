package raptor.rewrite;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.OpFoldResult;
import raptor.ir.OpFolder;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.attr.Attribute;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.Pattern;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.RewriteListener;
import raptor.ir.rewrite.RewritePattern;
import raptor.ir.trait.ConstantLike;

/**
 * Applies patterns and folders to a region until nothing changes or a limit is hit, as MLIR's
 * {@code applyPatternsGreedily}. Best-effort: non-convergence is reported, never an error.
 *
 * <p>Each iteration seeds a worklist with every op of the region (deduplicating and hoisting
 * constants first), then pops ops until it is empty: a trivially dead op is erased, a foldable
 * op is folded, and otherwise the op's patterns are tried by benefit, then insertion order. Ops
 * touched by a change (new ops, modified users, producers of operands that lost uses, and their
 * ancestors within the region) go back on the worklist.
 */
public final class GreedyDriver {
  private final Region scope;
  private final FrozenPatternSet patterns;
  private final GreedyConfig config;
  private final PatternRewriter rewriter;
  private final Worklist worklist = new Worklist();
  private final ExpensiveChecks checks;
  private final RewriteListener extra;

  private GreedyDriver(Region scope, FrozenPatternSet patterns, GreedyConfig config) {
    for (Pattern pattern : patterns.patterns()) {
      if (!(pattern instanceof RewritePattern<?>)) {
        throw new IllegalArgumentException("'" + pattern.debugName()
            + "' is not a rewrite pattern; conversion patterns need the dialect conversion");
      }
    }
    this.scope = scope;
    this.patterns = patterns;
    this.config = config;
    this.rewriter = new PatternRewriter(patterns.context(), new Tracker());
    this.checks = config.expensiveChecks() ? new ExpensiveChecks(scope.parentOp()) : null;
    this.extra = config.listener() != null ? config.listener() : new RewriteListener() {
    };
  }

  /** Simplifies {@code region} with {@code patterns} under {@code config}. */
  public static GreedyResult apply(Region region, FrozenPatternSet patterns, GreedyConfig config) {
    GreedyDriver driver = new GreedyDriver(region, patterns, config);
    if (driver.checks != null) {
      driver.checks.verify("nothing (the input)");
    }
    return driver.run();
  }

  /** Simplifies every region of {@code op}; converged only when every region converged. */
  public static GreedyResult apply(Operation op, FrozenPatternSet patterns, GreedyConfig config) {
    boolean converged = true;
    boolean changed = false;
    int iterations = 0;
    for (Region region : op.regions()) {
      GreedyResult result = apply(region, patterns, config);
      converged &= result.converged();
      changed |= result.changed();
      iterations = Math.max(iterations, result.iterations());
    }
    return new GreedyResult(converged, changed, iterations);
  }

  private GreedyResult run() {
    boolean changedAny = false;
    boolean continueRewrites = false;
    int iteration = 0;
    do {
      if (config.maxIterations() != GreedyConfig.NO_LIMIT
          && iteration >= config.maxIterations()) {
        break;
      }
      iteration++;
      seed();
      boolean processed = processWorklist();
      continueRewrites = processed;
      if (simplifiesRegions(iteration, processed)) {
        continueRewrites |= RegionSimplifier.simplify(rewriter, scope,
            config.regionSimplification() == GreedyConfig.RegionSimplification.AGGRESSIVE);
      }
      changedAny |= continueRewrites;
    } while (continueRewrites);
    return new GreedyResult(!continueRewrites, changedAny, iteration);
  }

  /**
   * {@return whether iteration {@code iteration} simplifies the regions}: always, unless it is
   * off; but at the normal level, which only erases unreachable blocks and so leaves none, not
   * after a later iteration whose worklist changed nothing ({@code processed} false), as the
   * region is then as the previous simplification left it (seeding only merges and hoists
   * constants) and walking it again would find nothing.
   */
  private boolean simplifiesRegions(int iteration, boolean processed) {
    return switch (config.regionSimplification()) {
      case DISABLED -> false;
      case NORMAL -> iteration == 1 || processed;
      case AGGRESSIVE -> true;
    };
  }

  // ---- Seeding ----

  private void seed() {
    ConstantUniquer constants = config.cseConstants() ? new ConstantUniquer(rewriter) : null;
    boolean topDown = config.traversal() == GreedyConfig.Traversal.TOP_DOWN;
    WalkOrder order = topDown ? WalkOrder.PRE_ORDER : WalkOrder.POST_ORDER;
    worklist.beginSeeding();
    for (Block block = scope.firstBlock(); block != null; block = block.nextBlock()) {
      Operation op = block.firstOp();
      while (op != null) {
        Operation next = op.nextOp();
        op.walk(order, nested -> seedOne(nested, constants));
        op = next;
      }
    }
    // The worklist is a stack: top-down pops the walk in walk order.
    worklist.endSeeding(topDown);
  }

  /** Seeds {@code op} in walk order unless it is a duplicate constant, which is erased. */
  private WalkResult seedOne(Operation op, ConstantUniquer constants) {
    Attribute value = constants == null ? null : OpEffects.constantValue(op);
    if (value != null && !constants.insertKnownConstant(op, value)) {
      return WalkResult.SKIP;
    }
    worklist.seed(op);
    return WalkResult.ADVANCE;
  }

  // ---- Processing ----

  private boolean processWorklist() {
    boolean changed = false;
    int numRewrites = 0;
    while (!worklist.isEmpty() && (config.maxNumRewrites() == GreedyConfig.NO_LIMIT
        || numRewrites < config.maxNumRewrites())) {
      Operation op = worklist.pop();
      if (OpEffects.isTriviallyDead(op)) {
        rewriter.eraseOp(op);
        changed = true;
      } else if (config.fold() && tryFold(op)) {
        changed = true;
      } else if (applyPatterns(op)) {
        changed = true;
        numRewrites++;
      }
    }
    return changed;
  }

  private boolean tryFold(Operation op) {
    OpFolder folder = op.info().folder();
    if (folder == OpFolder.NONE || op.hasTrait(ConstantLike.class)) {
      return false;
    }
    if (checks != null) {
      checks.before();
    }
    List<OpFoldResult> results = folder.fold(op, OpEffects.constantOperands(op));
    if (results == null) {
      return false;
    }
    if (results.isEmpty()) {
      if (checks != null) {
        checks.after("the folder of '" + op.name() + "' (in place)", true);
      }
      rewriter.rewriteListener().notifyOperationModified(op);
      return true;
    }
    List<Value> replacements = materialize(op, results);
    if (replacements == null) {
      return false;
    }
    rewriter.replaceOp(op, replacements);
    if (checks != null) {
      checks.verify("the folder of '" + op.name() + "'");
    }
    return true;
  }

  /** {@return the values replacing the results of {@code op}, or null if one cannot be made} */
  private List<Value> materialize(Operation op, List<OpFoldResult> results) {
    if (results.size() != op.numResults()) {
      throw new IllegalStateException("the folder of '" + op.name() + "' returned "
          + results.size() + " results for " + op.numResults());
    }
    rewriter.setInsertionPoint(op);
    List<Value> replacements = new ArrayList<>(results.size());
    List<Operation> created = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      OpFoldResult result = results.get(i);
      if (result.value() != null) {
        replacements.add(result.value());
        continue;
      }
      Operation constant = ConstantMaterializers.materialize(patterns.context(),
          op.info().dialectName(), rewriter, result.attribute(), op.result(i).type(),
          op.location());
      if (constant == null) {
        for (Operation unused : created) {
          rewriter.eraseOp(unused);
        }
        return null;
      }
      created.add(constant);
      replacements.add(constant.result(0));
    }
    return replacements;
  }

  private boolean applyPatterns(Operation op) {
    for (Pattern pattern : patterns.patternsFor(op.name())) {
      if (checks != null) {
        checks.before();
      }
      boolean applied = ((RewritePattern<?>) pattern).applyTo(op, rewriter);
      if (checks != null) {
        checks.after("pattern '" + pattern.debugName() + "' on '" + op.name() + "'", applied);
      }
      if (applied) {
        return true;
      }
    }
    return false;
  }

  // ---- Worklist maintenance ----

  /** Adds {@code op} and its ancestors inside the scope; ops outside the scope are ignored. */
  private void addToWorklist(Operation op) {
    List<Operation> ancestors = new ArrayList<>(4);
    for (Operation current = op; current != null; current = current.parentOp()) {
      ancestors.add(current);
      Region region = current.parentRegion();
      if (region == scope) {
        for (Operation ancestor : ancestors) {
          worklist.push(ancestor);
        }
        return;
      }
      if (region == null) {
        return;
      }
    }
  }

  /** Re-adds producers of the operands of {@code op} that are left with at most one use. */
  private void addOperandsToWorklist(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      Value operand = op.operand(i);
      Operation producer = operand.definingOp();
      if (producer != null && (operand.hasNoUses() || operand.hasOneUse())) {
        addToWorklist(producer);
      }
    }
  }

  /** Keeps the worklist in step with every change and forwards it to the config's listener. */
  private final class Tracker implements RewriteListener {
    @Override
    public void notifyOperationInserted(Operation op) {
      extra.notifyOperationInserted(op);
      addToWorklist(op);
    }

    @Override
    public void notifyOperationModified(Operation op) {
      extra.notifyOperationModified(op);
      addToWorklist(op);
    }

    @Override
    public void notifyOperationReplaced(Operation op, List<Value> replacements) {
      extra.notifyOperationReplaced(op, replacements);
    }

    @Override
    public void notifyOperationErased(Operation op) {
      if (op == scope.parentOp()) {
        throw new IllegalStateException("a pattern erased the op whose region is being rewritten");
      }
      extra.notifyOperationErased(op);
      addOperandsToWorklist(op);
      worklist.remove(op);
    }

    @Override
    public void notifyBlockInserted(Block block) {
      extra.notifyBlockInserted(block);
    }

    @Override
    public void notifyBlockErased(Block block) {
      extra.notifyBlockErased(block);
    }

    @Override
    public void notifyMatchFailure(Operation op, String reason) {
      extra.notifyMatchFailure(op, reason);
    }
  }
}
