package raptor.testing;

import java.util.List;
import raptor.ir.Arity;
import raptor.ir.Dialect;
import raptor.ir.OpBuilder;
import raptor.ir.OpFoldResult;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.constraint.TraitChecks;
import raptor.ir.trait.ConstantLike;
import raptor.ir.trait.HasOnlyGraphRegion;
import raptor.ir.trait.IsolatedFromAbove;
import raptor.ir.trait.NoTerminator;
import raptor.ir.trait.Pure;
import raptor.ir.trait.SingleBlock;
import raptor.ir.trait.SymbolOp;
import raptor.ir.trait.SymbolTableOp;
import raptor.ir.trait.Terminator;

/**
 * A small dialect for driver and pass tests: constants and an adder that fold, a negation with
 * a canonicalization pattern, a side-effecting op, an isolated function, a non-isolated region
 * op and a symbol table.
 */
public final class TestDialect implements Dialect {
  /** The class of every test op. */
  public static final class TestOp extends Operation {
  }

  /** {@code test.const}: ConstantLike, folds to its {@code value}. */
  public static final OpInfo<TestOp> CONST = OpInfo.builder("test.const", TestOp::new)
      .traits(ConstantLike.class, Pure.class).operands(Arity.NONE).results(Arity.exactly(1))
      .inherentAttributes("value").folder(TestDialect::foldConst).build();
  /** {@code test.add}: folds constant operands, and {@code x + 0} to {@code x}. */
  public static final OpInfo<TestOp> ADD = OpInfo.builder("test.add", TestOp::new)
      .traits(Pure.class).operands(Arity.exactly(2)).results(Arity.exactly(1))
      .folder(TestDialect::foldAdd).build();
  /** {@code test.neg}: pure, no folder; {@link DoubleNegation} is its canonicalization. */
  public static final OpInfo<TestOp> NEG = OpInfo.builder("test.neg", TestOp::new)
      .traits(Pure.class).operands(Arity.exactly(1)).results(Arity.exactly(1))
      .canonicalizer(patterns -> patterns.add(new DoubleNegation())).build();
  /** {@code test.effect}: has side effects, never removed or merged. */
  public static final OpInfo<TestOp> EFFECT = OpInfo.builder("test.effect", TestOp::new)
      .build();
  /** {@code test.func}: an isolated symbol with one block. */
  public static final OpInfo<TestOp> FUNC = OpInfo.builder("test.func", TestOp::new)
      .traits(IsolatedFromAbove.class, SymbolOp.class, NoTerminator.class, SingleBlock.class)
      .regions(Arity.exactly(1)).inherentAttributes("sym_name", "sym_visibility").build();
  /** {@code test.region}: a non-isolated op with one region and no terminator. */
  public static final OpInfo<TestOp> REGION = OpInfo.builder("test.region", TestOp::new)
      .traits(NoTerminator.class).regions(Arity.exactly(1)).build();
  /** {@code test.table}: a nested symbol table. */
  public static final OpInfo<TestOp> TABLE = OpInfo.builder("test.table", TestOp::new)
      .traits(SymbolTableOp.class, SymbolOp.class, NoTerminator.class, SingleBlock.class,
          HasOnlyGraphRegion.class)
      .regions(Arity.exactly(1))
      .inherentAttributes("sym_name", "sym_visibility").build();
  /** {@code test.ret}: a terminator. */
  public static final OpInfo<TestOp> RET = OpInfo.builder("test.ret", TestOp::new)
      .traits(Terminator.class, Pure.class).verifier(TraitChecks::terminator)
      .results(Arity.NONE).build();

  @Override
  public String name() {
    return "test";
  }

  @Override
  public List<OpInfo<?>> operations() {
    return List.of(CONST, ADD, NEG, EFFECT, FUNC, REGION, TABLE, RET);
  }

  @Override
  public Operation materializeConstant(OpBuilder builder, Attribute value, Type type,
      Location location) {
    if (!(value instanceof IntegerAttr)) {
      return null;
    }
    OperationState state = new OperationState(CONST, location);
    state.resultTypes.add(type);
    Operation op = builder.insert(Operation.create(state));
    op.setInherentAttr("value", value);
    return op;
  }

  private static List<OpFoldResult> foldConst(Operation op, List<Attribute> constants) {
    return List.of(OpFoldResult.of(op.inherentAttr("value")));
  }

  private static List<OpFoldResult> foldAdd(Operation op, List<Attribute> constants) {
    if (constants.get(0) instanceof IntegerAttr a && constants.get(1) instanceof IntegerAttr b) {
      return List.of(OpFoldResult.of(IntegerAttr.of(a.type(), a.longValue() + b.longValue())));
    }
    if (constants.get(1) instanceof IntegerAttr b && b.longValue() == 0) {
      return List.of(OpFoldResult.of(op.operand(0)));
    }
    return null;
  }
}
