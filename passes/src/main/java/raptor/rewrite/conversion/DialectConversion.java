package raptor.rewrite.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.WalkOrder;
import raptor.ir.WalkResult;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.Pattern;
import raptor.ir.rewrite.RewriteListener;
import raptor.ir.rewrite.RewritePattern;
import raptor.rewrite.conversion.ConversionTarget.Legality;

/**
 * The one-shot dialect conversion driver. Every op under the root (the root included) that is
 * not legal is handed to its patterns, best first, with its operands remapped; ops the patterns
 * create are legalized in turn. Changes apply immediately and are never rolled back, so a
 * pattern that changes the IR and then reports failure is a bug (an exception naming it).
 *
 * <p>A partial conversion fails on an op that stays explicitly illegal; a full conversion fails
 * on any op that stays non-legal. The failure is an error at that op:
 * {@code failed to legalize operation 'x.y'}.
 */
public final class DialectConversion {
  private final ConversionTarget target;
  private final FrozenPatternSet patterns;
  private final DiagnosticEngine diag;
  private final boolean full;
  private final Tracker tracker = new Tracker();
  private final ConversionRewriter rewriter;
  private final List<Operation> pending = new ArrayList<>();
  private final Map<Operation, Pattern> createdBy = new IdentityHashMap<>();

  private DialectConversion(ConversionTarget target, FrozenPatternSet patterns,
      DiagnosticEngine diag, boolean full) {
    this.target = target;
    this.patterns = patterns;
    this.diag = diag;
    this.full = full;
    this.rewriter = new ConversionRewriter(patterns.context(), tracker);
  }

  /**
   * Converts the ops under {@code root}; ops of unknown legality may stay.
   *
   * @return {@code false} after emitting an error at an op that stayed illegal
   */
  public static boolean applyPartial(Operation root, ConversionTarget target,
      FrozenPatternSet patterns, DiagnosticEngine diag) {
    return new DialectConversion(target, patterns, diag, false).run(root);
  }

  /**
   * Converts the ops under {@code root}; every op must end up legal.
   *
   * @return {@code false} after emitting an error at an op that could not be legalized
   */
  public static boolean applyFull(Operation root, ConversionTarget target,
      FrozenPatternSet patterns, DiagnosticEngine diag) {
    return new DialectConversion(target, patterns, diag, true).run(root);
  }

  private boolean run(Operation root) {
    root.walk(WalkOrder.PRE_ORDER, op -> {
      pending.add(op);
      return WalkResult.ADVANCE;
    });
    for (int i = 0; i < pending.size(); i++) {
      Operation op = pending.get(i);
      if (tracker.erased.contains(op) || rewriter.isBridgingCast(op)) {
        continue;
      }
      if (!legalize(op) && !reportFailure(op)) {
        return false;
      }
    }
    rewriter.removeRedundantCasts();
    return true;
  }

  /** {@return whether the op is legal now, or was erased} */
  private boolean legalize(Operation op) {
    if (target.legality(op) == Legality.LEGAL) {
      return true;
    }
    for (Pattern pattern : patterns.patternsFor(op.name())) {
      if (createdBy.get(op) == pattern) {
        continue;
      }
      if (apply(pattern, op)) {
        if (tracker.erased.contains(op) || target.legality(op) == Legality.LEGAL) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean apply(Pattern pattern, Operation op) {
    tracker.startPattern();
    boolean applied;
    if (pattern instanceof ConversionPattern<?> conversion) {
      rewriter.setTypeConverter(conversion.typeConverter());
      List<Value> operands = rewriter.remapOperands(op, conversion.typeConverter());
      applied = operands != null && conversion.applyTo(op, operands, rewriter);
    } else {
      rewriter.setTypeConverter(null);
      applied = ((RewritePattern<?>) pattern).applyTo(op, rewriter);
    }
    if (!applied && tracker.changes > 0) {
      throw new IllegalStateException("pattern '" + pattern.debugName() + "' changed the IR of '"
          + op.name() + "' and then failed; the one-shot conversion cannot roll back");
    }
    if (applied) {
      for (Operation created : tracker.inserted) {
        createdBy.put(created, pattern);
        pending.add(created);
      }
    }
    return applied;
  }

  /** {@return whether the conversion may go on after {@code op} stayed non-legal} */
  private boolean reportFailure(Operation op) {
    Legality legality = target.legality(op);
    if (full) {
      diag.error(op.location(), "failed to legalize operation '" + op.name() + "'");
      return false;
    }
    if (legality == Legality.ILLEGAL) {
      diag.error(op.location(), "failed to legalize operation '" + op.name()
          + "' that was explicitly marked illegal");
      return false;
    }
    return true;
  }

  /** Records what the running pattern changes. */
  private static final class Tracker implements RewriteListener {
    final Set<Operation> erased = Collections.newSetFromMap(new IdentityHashMap<>());
    final List<Operation> inserted = new ArrayList<>();
    int changes;

    void startPattern() {
      inserted.clear();
      changes = 0;
    }

    @Override
    public void notifyOperationInserted(Operation op) {
      inserted.add(op);
      changes++;
    }

    @Override
    public void notifyOperationModified(Operation op) {
      changes++;
    }

    @Override
    public void notifyOperationErased(Operation op) {
      erased.add(op);
      changes++;
    }

    @Override
    public void notifyBlockInserted(Block block) {
      changes++;
    }
  }
}
