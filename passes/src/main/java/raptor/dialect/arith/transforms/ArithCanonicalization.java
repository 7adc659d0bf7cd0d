package raptor.dialect.arith.transforms;

import raptor.rewrite.PatternSet;
import raptor.transforms.CanonicalizationProvider;

/**
 * The canonicalization patterns of {@code arith} (its folders live in
 * {@link raptor.dialect.arith.ArithOpsImpl}); each pattern is named as in MLIR's
 * {@code ArithCanonicalization.td}, so {@code canonicalize{disable-patterns=...}} takes the
 * same names.
 */
public final class ArithCanonicalization implements CanonicalizationProvider {
  @Override
  public void populate(PatternSet patterns) {
    patterns.add(
        ReassociateConstants.addi().withDebugName("AddIAddConstant"),
        ReassociateConstants.muli().withDebugName("MulIMulIConstant"),
        new InvertCmpI().withDebugName("XOrINotCmpI"),
        new SelectToNot().withDebugName("SelectI1ToNot"),
        new IndexCastRoundTrip().withDebugName("IndexCastOfIndexCast"),
        new NarrowerExtension().withDebugName("TruncIExtToExt"));
  }
}
