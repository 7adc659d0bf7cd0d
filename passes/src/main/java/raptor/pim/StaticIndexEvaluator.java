package raptor.pim;

import java.util.IdentityHashMap;
import java.util.Map;
import raptor.dialect.arith.ArithCmpIOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;

/**
 * Evaluates index and integer values of core programs statically: constants, {@code arith}
 * integer arithmetic, comparisons and selects over them, and values bound by the walker (the
 * lane of a core batch, loop induction variables). Integer widths are ignored; values are
 * {@code long}.
 */
public final class StaticIndexEvaluator {
  private final Map<Value, Long> bindings = new IdentityHashMap<>();

  /** Binds {@code value} (a block argument) to {@code constant}. */
  public void bind(Value value, long constant) {
    bindings.put(value, constant);
  }

  /** Forgets the binding of {@code value}. */
  public void unbind(Value value) {
    bindings.remove(value);
  }

  /** {@return the value of {@code value}, or {@code null} when it is not static} */
  public Long evaluate(Value value) {
    Long bound = bindings.get(value);
    if (bound != null) {
      return bound;
    }
    Long constant = StaticValues.constantInteger(value);
    if (constant != null || !(value instanceof OpResult result)) {
      return constant;
    }
    return evaluate(result.owner());
  }

  private Long evaluate(Operation op) {
    if (!op.info().dialectName().equals("arith") || op.numOperands() == 0) {
      return null;
    }
    long[] args = new long[op.numOperands()];
    for (int i = 0; i < args.length; i++) {
      Long arg = evaluate(op.operand(i));
      if (arg == null) {
        return null;
      }
      args[i] = arg;
    }
    if (op instanceof ArithCmpIOp cmp) {
      return compare(cmp.predicate(), args[0], args[1]) ? 1L : 0L;
    }
    return switch (op.name()) {
      case "arith.addi" -> args[0] + args[1];
      case "arith.subi" -> args[0] - args[1];
      case "arith.muli" -> args[0] * args[1];
      case "arith.divsi", "arith.divui" -> args[1] == 0 ? null : args[0] / args[1];
      case "arith.remsi", "arith.remui" -> args[1] == 0 ? null : args[0] % args[1];
      case "arith.minsi", "arith.minui" -> Math.min(args[0], args[1]);
      case "arith.maxsi", "arith.maxui" -> Math.max(args[0], args[1]);
      case "arith.andi" -> args[0] & args[1];
      case "arith.ori" -> args[0] | args[1];
      case "arith.xori" -> args[0] ^ args[1];
      case "arith.select" -> args[0] != 0 ? args[1] : args[2];
      case "arith.index_cast", "arith.index_castui" -> args[0];
      default -> null;
    };
  }

  private static boolean compare(long predicate, long lhs, long rhs) {
    return switch ((int) predicate) {
      case 0 -> lhs == rhs;
      case 1 -> lhs != rhs;
      case 2 -> lhs < rhs;
      case 3 -> lhs <= rhs;
      case 4 -> lhs > rhs;
      case 5 -> lhs >= rhs;
      case 6 -> Long.compareUnsigned(lhs, rhs) < 0;
      case 7 -> Long.compareUnsigned(lhs, rhs) <= 0;
      case 8 -> Long.compareUnsigned(lhs, rhs) > 0;
      default -> Long.compareUnsigned(lhs, rhs) >= 0;
    };
  }
}
