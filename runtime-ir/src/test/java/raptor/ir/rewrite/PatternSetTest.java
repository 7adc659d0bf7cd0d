package raptor.ir.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.IrContext;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.UnknownLoc;

/** Rewrites written as methods, and the canonicalization hook of an op kind that adds them. */
class PatternSetTest {
  private static final String NAME = "t.op";
  private final PatternSet set = new PatternSet(new IrContext());

  @Test
  void aRewriteMethodIsAPatternNamedAfterItsRoot() {
    List<Operation> rewritten = new ArrayList<>();
    set.add(NAME, (op, rewriter) -> rewritten.add(op));
    Pattern pattern = set.freeze().patternsFor(NAME).get(0);
    assertEquals(NAME, pattern.rootName());
    assertEquals(1, pattern.benefit());
    assertEquals(NAME, pattern.debugName());
    Operation op = Operation.create(new OperationState(OpInfo.unregistered(NAME),
        UnknownLoc.INSTANCE));
    assertTrue(((RewritePattern<?>) pattern).applyTo(op, new PatternRewriter(set.context(), null)));
    assertEquals(List.of(op), rewritten);
  }

  @Test
  void theCanonicalizerHookAddsTheOpKindsPatterns() {
    OpInfo.unregistered(NAME).canonicalizer().addPatterns(set);
    assertEquals(List.of(), set.patterns());
    OpInfo.builder(NAME, () -> OpInfo.unregistered(NAME).newInstance())
        .canonicalizer(patterns -> patterns.add(NAME, (op, rewriter) -> false)).build()
        .canonicalizer().addPatterns(set);
    assertEquals(List.of(NAME), set.patterns().stream().map(Pattern::debugName).toList());
  }
}
