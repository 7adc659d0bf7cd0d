package raptor.rewrite;

import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.Pattern;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.rewrite.RewritePattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.UnitAttr;
import raptor.testing.DoubleNegation;
import raptor.testing.TestDialect;
import raptor.testing.TestIr;

class GreedyDriverTest {
  private final IrContext ctx = TestIr.context();
  private final GreedyConfig checked = GreedyConfig.DEFAULT.withExpensiveChecks(true);

  private FrozenPatternSet patterns(Pattern... added) {
    return new PatternSet(ctx).add(added).freeze();
  }

  private String simplify(String input, GreedyConfig config, Pattern... added) {
    Operation module = TestIr.parse(ctx, input);
    GreedyResult result = GreedyDriver.apply(module, patterns(added), config);
    assertTrue(result.converged());
    return TestIr.print(module);
  }

  @Test
  void foldsConstantsAndErasesDeadOps() {
    String out = simplify("""
        %a = "test.const"() <{value = 1 : i32}> : () -> i32
        %b = "test.const"() <{value = 2 : i32}> : () -> i32
        %c = "test.add"(%a, %b) : (i32, i32) -> i32
        "x.use"(%c) : (i32) -> ()
        """, checked);
    assertEquals("""
        "builtin.module"() ({
          %0 = "test.const"() <{value = 3 : i32}> : () -> i32
          "x.use"(%0) : (i32) -> ()
        }) : () -> ()
        """, out);
  }

  @Test
  void bottomUpReachesTheSameResult() {
    String input = """
        %a = "test.const"() <{value = 1 : i32}> : () -> i32
        %b = "test.add"(%a, %a) : (i32, i32) -> i32
        %c = "test.add"(%b, %a) : (i32, i32) -> i32
        "x.use"(%c) : (i32) -> ()
        """;
    assertEquals(simplify(input, checked),
        simplify(input, checked.withTraversal(GreedyConfig.Traversal.BOTTOM_UP)));
  }

  @Test
  void foldingToAnOperandReplacesTheOp() {
    String out = simplify("""
        %x = "x.src"() : () -> i32
        %z = "test.const"() <{value = 0 : i32}> : () -> i32
        %s = "test.add"(%x, %z) : (i32, i32) -> i32
        "x.use"(%s) : (i32) -> ()
        """, checked);
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          "x.use"(%0) : (i32) -> ()
        }) : () -> ()
        """, out);
  }

  @Test
  void constantsAreDeduplicatedAndHoistedOutOfNonIsolatedRegions() {
    String out = simplify("""
        "test.region"() ({
          %a = "test.const"() <{value = 7 : i32}> : () -> i32
          %b = "test.const"() <{value = 7 : i32}> : () -> i32
          "x.use"(%a, %b) : (i32, i32) -> ()
        }) : () -> ()
        """, checked);
    assertEquals("""
        "builtin.module"() ({
          %0 = "test.const"() <{value = 7 : i32}> : () -> i32
          "test.region"() ({
            "x.use"(%0, %0) : (i32, i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, out);
  }

  @Test
  void appliesPatternsUntilFixpointAndKeepsSideEffects() {
    String out = simplify("""
        %x = "x.src"() : () -> i32
        %1 = "test.neg"(%x) : (i32) -> i32
        %2 = "test.neg"(%1) : (i32) -> i32
        %3 = "test.neg"(%2) : (i32) -> i32
        %4 = "test.neg"(%3) : (i32) -> i32
        %unused = "test.neg"(%x) : (i32) -> i32
        "test.effect"(%4) : (i32) -> ()
        """, checked, new DoubleNegation());
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          "test.effect"(%0) : (i32) -> ()
        }) : () -> ()
        """, out);
  }

  @Test
  void triesPatternsByBenefitThenInsertionOrder() {
    List<String> applied = new ArrayList<>();
    Operation module = TestIr.parse(ctx, "\"test.effect\"() : () -> ()\n");
    GreedyDriver.apply(module, patterns(new MarkOnce("low", 1, applied),
        new MarkOnce("first", 2, applied), new MarkOnce("second", 2, applied)), checked);
    assertEquals(List.of("first", "second", "low"), applied);
  }

  @Test
  void reportsNonConvergence() {
    Operation module = TestIr.parse(ctx, "\"test.effect\"() : () -> ()\n");
    GreedyResult result = GreedyDriver.apply(module, patterns(new Toggle()),
        checked.withMaxIterations(3).withMaxNumRewrites(2));
    assertFalse(result.converged());
    assertTrue(result.changed());
    assertEquals(3, result.iterations());
  }

  @Test
  void removesUnreachableBlocks() {
    Operation module = TestIr.parse(ctx, """
        "x.f"() ({
          "x.br"()[^bb2] : () -> ()
        ^bb1:
          "x.dead"() : () -> ()
          "x.br"()[^bb2] : () -> ()
        ^bb2:
          "x.ret"() : () -> ()
        }) : () -> ()
        """);
    GreedyDriver.apply(module, patterns(), checked);
    assertEquals("""
        "builtin.module"() ({
          "x.f"() ({
            "x.br"()[^bb1] : () -> ()
          ^bb1:  // pred: ^bb0
            "x.ret"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, TestIr.print(module));
  }

  @Test
  void expensiveChecksCatchSuccessWithoutChange() {
    Operation module = TestIr.parse(ctx, "\"test.effect\"() : () -> ()\n");
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GreedyDriver.apply(module, patterns(new Liar(true)), checked));
    assertTrue(e.getMessage().contains("returned success but did not change the IR"),
        e.getMessage());
  }

  @Test
  void expensiveChecksCatchFailureAfterChange() {
    Operation module = TestIr.parse(ctx, "\"test.effect\"() : () -> ()\n");
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GreedyDriver.apply(module, patterns(new Liar(false)), checked));
    assertTrue(e.getMessage().contains("returned failure but changed the IR"), e.getMessage());
  }

  @Test
  void expensiveChecksVerifyAfterEachPattern() {
    Operation module = TestIr.parse(ctx, "\"test.effect\"() : () -> ()\n");
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GreedyDriver.apply(module, patterns(new BreakIr()), checked));
    assertTrue(e.getMessage().contains("IR failed to verify after pattern 'BreakIr'"),
        e.getMessage());
  }

  @Test
  void walkDriverAppliesOncePerOpWithoutFixpoint() {
    Operation module = TestIr.parse(ctx, """
        %x = "x.src"() : () -> i32
        %1 = "test.neg"(%x) : (i32) -> i32
        %2 = "test.neg"(%1) : (i32) -> i32
        %3 = "test.neg"(%2) : (i32) -> i32
        "test.effect"(%3) : (i32) -> ()
        """);
    assertTrue(WalkDriver.apply(module, patterns(new DoubleNegation()), null));
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          %1 = "test.neg"(%0) : (i32) -> i32
          %2 = "test.neg"(%0) : (i32) -> i32
          "test.effect"(%2) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(module));
  }

  /** Sets a unit attribute named after itself once, recording the application. */
  private static final class MarkOnce extends RewritePattern<Operation> {
    private final String label;
    private final List<String> applied;

    MarkOnce(String label, int benefit, List<String> applied) {
      super("test.effect", benefit);
      this.label = label;
      this.applied = applied;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.attr("x." + label) != null) {
        return rewriter.notifyMatchFailure(op, "already marked");
      }
      rewriter.modifyOpInPlace(op, () -> op.setAttr("x." + label, UnitAttr.INSTANCE));
      applied.add(label);
      return true;
    }
  }

  /** Flips an attribute on every application: never converges. */
  private static final class Toggle extends RewritePattern<Operation> {
    Toggle() {
      super("test.effect", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      UnitAttr next = op.attr("x.on") == null ? UnitAttr.INSTANCE : null;
      rewriter.modifyOpInPlace(op, () -> op.setAttr("x.on", next));
      return true;
    }
  }

  /** Reports the opposite of what it did. */
  private static final class Liar extends RewritePattern<Operation> {
    private final boolean claimSuccess;

    Liar(boolean claimSuccess) {
      super("test.effect", 1);
      this.claimSuccess = claimSuccess;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!claimSuccess) {
        rewriter.modifyOpInPlace(op, () -> op.setAttr("x.touched", UnitAttr.INSTANCE));
      }
      return claimSuccess;
    }
  }

  /** Creates a {@code test.add} without operands, which fails to verify. */
  private static final class BreakIr extends RewritePattern<Operation> {
    BreakIr() {
      super("test.effect", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      rewriter.setInsertionPoint(op);
      OperationState state = new OperationState(TestDialect.ADD, op.location());
      state.resultTypes.add(IntegerType.I32);
      rewriter.create(state);
      return true;
    }
  }
}
