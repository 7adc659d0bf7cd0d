package raptor.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.Type;
import raptor.ir.rewrite.OpRewritePattern;
import raptor.ir.rewrite.PatternRewriter;

/**
 * {@code scf.for} loses the loop-carried values it only forwards (MLIR's
 * {@code ForOpIterArgsFolder}): one whose body yields its own iteration argument or its initial
 * value holds the initial value throughout, and one that neither the body nor the users of the
 * loop read is dropped.
 */
final class ForOpIterArgsFolder extends OpRewritePattern<ScfForOp> {
  ForOpIterArgsFolder() {
    super(ScfForOp.INFO);
  }

  @Override
  public boolean matchAndRewrite(ScfForOp op, PatternRewriter rewriter) {
    Block body = op.body();
    Operation yield = body.lastOp();
    List<Value> inits = op.initArgs();
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < inits.size(); i++) {
      BlockArgument iterArg = body.argument(i + 1);
      Value yielded = yield.operand(i);
      boolean forwarded = yielded == iterArg || yielded == inits.get(i)
          || iterArg.hasNoUses() && op.result(i).hasNoUses();
      if (!forwarded) {
        kept.add(i);
      }
    }
    if (kept.size() == inits.size()) {
      return rewriter.notifyMatchFailure(op, "every loop-carried value changes");
    }
    List<Value> keptInits = new ArrayList<>();
    List<Type> keptTypes = new ArrayList<>();
    List<Value> keptYields = new ArrayList<>();
    for (int i : kept) {
      keptInits.add(inits.get(i));
      keptTypes.add(op.result(i).type());
      keptYields.add(yield.operand(i));
    }
    rewriter.setInsertionPoint(op);
    ScfForOp replacement = ScfForOp.create(rewriter, op.location(), keptTypes,
        op.lowerBound(), op.upperBound(), op.step(), keptInits, op.unsignedCmp());
    Block newBody = new Block();
    replacement.region().append(newBody);
    List<Value> bodyValues = new ArrayList<>();
    bodyValues.add(newBody.addArgument(body.argument(0).type(), body.argument(0).location()));
    for (int i = 0; i < inits.size(); i++) {
      BlockArgument old = body.argument(i + 1);
      bodyValues.add(kept.contains(i) ? newBody.addArgument(old.type(), old.location())
          : inits.get(i));
    }
    rewriter.modifyOpInPlace(yield, () -> yield.setOperands(keptYields));
    rewriter.mergeBlocks(body, newBody, bodyValues);
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < inits.size(); i++) {
      int at = kept.indexOf(i);
      results.add(at >= 0 ? replacement.result(at) : inits.get(i));
    }
    rewriter.replaceOp(op, results);
    return true;
  }
}
