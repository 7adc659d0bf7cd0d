package raptor.ir;

import java.util.List;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.trait.HasOnlyGraphRegion;
import raptor.ir.trait.IsolatedFromAbove;
import raptor.ir.trait.NoTerminator;
import raptor.ir.trait.SingleBlock;
import raptor.ir.trait.SymbolOp;
import raptor.ir.trait.SymbolTableOp;

/**
 * Small builders of unregistered ops for IR API tests, and a stand-in for the builtin dialect
 * (generated in the dialects module, which runtime-ir cannot see).
 */
public final class TestIr {
  /** {@code builtin.module} with the traits the parser, verifier and symbol tables rely on. */
  public static final Dialect BUILTIN = new Dialect() {
    @Override
    public String name() {
      return "builtin";
    }

    @Override
    public List<OpInfo<?>> operations() {
      return List.of(OpInfo.builder("builtin.module", () -> OpInfo.unregistered("m").newInstance())
          .traits(IsolatedFromAbove.class, NoTerminator.class, SingleBlock.class,
              SymbolTableOp.class, SymbolOp.class, HasOnlyGraphRegion.class)
          .regions(Arity.exactly(1)).build());
    }
  };

  static final IrContext CONTEXT = new IrContext();

  static {
    CONTEXT.register(BUILTIN);
    CONTEXT.setAllowUnregisteredDialects(true);
  }

  private TestIr() {
  }

  /** {@return a detached op {@code name} with the given operands and i32 results} */
  static Operation op(String name, int numResults, Value... operands) {
    OperationState state = new OperationState(CONTEXT.resolveOp(name), UnknownLoc.INSTANCE);
    state.operands.addAll(List.of(operands));
    for (int i = 0; i < numResults; i++) {
      state.resultTypes.add(IntegerType.I32);
    }
    return Operation.create(state);
  }

  /** {@return a detached op with one region holding one empty block} */
  static Operation opWithBody(String name) {
    OperationState state = new OperationState(CONTEXT.resolveOp(name), UnknownLoc.INSTANCE);
    state.addRegions(1).append(new Block());
    return Operation.create(state);
  }

  /** {@return a detached {@code builtin.module} with an empty body block} */
  static Operation module() {
    OperationState state = new OperationState(CONTEXT.lookupOp("builtin.module"),
        UnknownLoc.INSTANCE);
    state.addRegions(1).append(new Block());
    return Operation.create(state);
  }

  static Type i32() {
    return IntegerType.I32;
  }
}
