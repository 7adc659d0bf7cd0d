package raptor.rewrite.conversion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.IrContext;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.UnitAttr;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.FrozenPatternSet;
import raptor.ir.rewrite.Pattern;
import raptor.ir.rewrite.PatternSet;
import raptor.testing.TestDialect;
import raptor.testing.TestIr;

class DialectConversionTest {
  private final IrContext ctx = TestIr.context();
  private final TypeConverter widen = new TypeConverter()
      .addConversion(type -> type)
      .addConversion(type -> type.equals(IntegerType.I32) ? IntegerType.I64 : null);
  private final DiagnosticEngine diag = new DiagnosticEngine();

  private FrozenPatternSet patterns(Pattern... added) {
    return new PatternSet(ctx).add(added).freeze();
  }

  private static final String ADD = """
      %a = "x.src"() : () -> i32
      %b = "test.add"(%a, %a) : (i32, i32) -> i32
      "x.sink"(%b) : (i32) -> ()
      """;

  @Test
  void bridgesConvertedValuesWithCasts() {
    Operation module = TestIr.parse(ctx, ADD);
    ConversionTarget target = new ConversionTarget().addIllegalOp("test.add");
    assertTrue(DialectConversion.applyPartial(module, target,
        patterns(new WidenAdd(widen)), diag), () -> TestIr.messages(diag));
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
          %2 = "x.wadd"(%1, %1) : (i64, i64) -> i64
          %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32
          "x.sink"(%3) : (i32) -> ()
        }) : () -> ()
        """, TestIr.print(module));
  }

  @Test
  void laterPatternsSeeConvertedOperandsAndUnusedCastsDisappear() {
    Operation module = TestIr.parse(ctx, ADD);
    ConversionTarget target = new ConversionTarget().addIllegalOp("test.add", "x.sink");
    assertTrue(DialectConversion.applyFull(module, target.addLegalOp("builtin.module", "x.src",
        "x.wadd", "x.wsink", "builtin.unrealized_conversion_cast"),
        patterns(new WidenAdd(widen), new WidenSink(widen)), diag), () -> TestIr.messages(diag));
    assertEquals("""
        "builtin.module"() ({
          %0 = "x.src"() : () -> i32
          %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
          %2 = "x.wadd"(%1, %1) : (i64, i64) -> i64
          "x.wsink"(%2) : (i64) -> ()
        }) : () -> ()
        """, TestIr.print(module));
  }

  @Test
  void fullConversionNamesTheOpThatStayedIllegal() {
    Operation module = TestIr.parse(ctx, ADD);
    ConversionTarget target = new ConversionTarget().addLegalOp("builtin.module", "x.src");
    assertFalse(DialectConversion.applyFull(module, target, patterns(), diag));
    assertEquals("error: failed to legalize operation 'test.add'\n", TestIr.messages(diag));
  }

  @Test
  void partialConversionFailsOnlyOnExplicitlyIllegalOps() {
    Operation module = TestIr.parse(ctx, ADD);
    assertTrue(DialectConversion.applyPartial(module, new ConversionTarget(), patterns(), diag));
    ConversionTarget target = new ConversionTarget().addIllegalDialect("test");
    assertFalse(DialectConversion.applyPartial(module, target, patterns(), diag));
    assertEquals("error: failed to legalize operation 'test.add' that was explicitly marked "
        + "illegal\n", TestIr.messages(diag));
  }

  @Test
  void dynamicLegalityDecidesPerOp() {
    Operation module = TestIr.parse(ctx, ADD);
    ConversionTarget target = new ConversionTarget()
        .addDynamicallyLegalOp("test.add", op -> op.attr("x.ok") != null);
    assertFalse(DialectConversion.applyPartial(module, target, patterns(), diag));
    assertEquals(ConversionTarget.Legality.ILLEGAL,
        target.legality(module.region(0).firstBlock().firstOp().nextOp()));
    module.region(0).firstBlock().firstOp().nextOp().setAttr("x.ok", UnitAttr.INSTANCE);
    assertTrue(DialectConversion.applyPartial(module, target, patterns(), new DiagnosticEngine()));
  }

  @Test
  void aPatternThatFailsAfterChangingTheIrIsABug() {
    Operation module = TestIr.parse(ctx, ADD);
    ConversionTarget target = new ConversionTarget().addIllegalOp("test.add");
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> DialectConversion.applyPartial(module, target, patterns(new HalfDone()), diag));
    assertTrue(e.getMessage().contains("'HalfDone'"), e.getMessage());
  }

  @Test
  void convertsBlockSignatures() {
    Operation module = TestIr.parse(ctx, """
        "x.f"() ({
        ^bb0(%arg: i32):
          "x.use"(%arg) : (i32) -> ()
        }) : () -> ()
        """);
    ConversionTarget target = new ConversionTarget()
        .addDynamicallyLegalOp("x.f", op -> op.region(0).firstBlock().argument(0).type()
            .equals(IntegerType.I64));
    assertTrue(DialectConversion.applyPartial(module, target, patterns(new WidenRegion(widen)),
        diag), () -> TestIr.messages(diag));
    assertEquals("""
        "builtin.module"() ({
          "x.f"() ({
          ^bb0(%arg0: i64):
            %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
            "x.use"(%0) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, TestIr.print(module));
  }

  private static Operation create(ConversionRewriter rewriter, Operation at, String name,
      List<Value> operands, boolean withResult) {
    OperationState state = new OperationState(rewriter.context().resolveOp(name), at.location());
    state.operands.addAll(operands);
    if (withResult) {
      state.resultTypes.add(IntegerType.I64);
    }
    rewriter.setInsertionPoint(at);
    return rewriter.create(state);
  }

  /** {@code test.add} on i32 becomes {@code x.wadd} on i64. */
  private static final class WidenAdd extends OpConversionPattern<TestDialect.TestOp> {
    WidenAdd(TypeConverter types) {
      super(TestDialect.ADD, types);
    }

    @Override
    public boolean matchAndRewrite(TestDialect.TestOp op, List<Value> operands,
        ConversionRewriter rewriter) {
      rewriter.replaceOp(op, create(rewriter, op, "x.wadd", operands, true));
      return true;
    }
  }

  /** {@code x.sink} on i32 becomes {@code x.wsink} on i64. */
  private static final class WidenSink extends ConversionPattern<Operation> {
    WidenSink(TypeConverter types) {
      super("x.sink", types, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, List<Value> operands,
        ConversionRewriter rewriter) {
      create(rewriter, op, "x.wsink", operands, false);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** Converts the block arguments of {@code x.f}. */
  private static final class WidenRegion extends ConversionPattern<Operation> {
    WidenRegion(TypeConverter types) {
      super("x.f", types, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, List<Value> operands,
        ConversionRewriter rewriter) {
      return rewriter.convertRegionTypes(op.region(0), typeConverter());
    }
  }

  /** Changes the IR, then gives up. */
  private static final class HalfDone extends OpConversionPattern<TestDialect.TestOp> {
    HalfDone() {
      super(TestDialect.ADD, null);
    }

    @Override
    public boolean matchAndRewrite(TestDialect.TestOp op, List<Value> operands,
        ConversionRewriter rewriter) {
      rewriter.modifyOpInPlace(op, () -> op.setAttr("x.half", UnitAttr.INSTANCE));
      return false;
    }
  }
}
