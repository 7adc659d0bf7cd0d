package raptor.ir;

import java.util.List;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnknownLoc;

/** Small builders of unregistered ops for IR API tests. */
final class TestIr {
  static final IrContext CONTEXT = new IrContext();

  static {
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

  static Type i32() {
    return IntegerType.I32;
  }
}
