package raptor.backend.pim.emit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.arith.ArithCmpIOp;
import raptor.pim.Destinations;
import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.ShapedType;

/**
 * What the static evaluation of one core program knows: the integer bound to each loop induction
 * variable, lane argument and index-typed loop-carried value, and the value each buffer-typed
 * loop-carried value or structured-op result stands for. Other integers are folded on demand
 * through {@code arith} ops from constants.
 */
final class StaticKnowledge {
  private final Map<Value, Long> integers = new HashMap<>();
  private final Map<Value, Value> aliases = new HashMap<>();

  /** Binds {@code value} to the integer {@code known}. */
  void bind(Value value, long known) {
    integers.put(value, known);
  }

  /**
   * Makes each of {@code values} stand for the matching one of {@code targets}: an integer's
   * binding or a buffer's alias. Every target is evaluated before any value is rebound, so a loop
   * may yield its carried values in any order.
   *
   * @param user the op that needs it, where a failure is reported
   */
  void bindAll(List<? extends Value> values, List<Value> targets, Operation user)
      throws CodegenException {
    Object[] resolved = new Object[targets.size()];
    for (int i = 0; i < resolved.length; i++) {
      Value target = resolveAlias(targets.get(i));
      resolved[i] = target.type() instanceof ShapedType ? storage(target) : integer(target, user);
    }
    for (int i = 0; i < resolved.length; i++) {
      if (resolved[i] instanceof Value target) {
        aliases.put(values.get(i), target);
      } else {
        integers.put(values.get(i), (Long) resolved[i]);
      }
    }
  }

  /**
   * {@return the buffer that {@code value}, the result of a chain of destination-style writes,
   * was written into} A loop that updates its carried buffer in place yields the result of the
   * last write; binding that to the buffer itself keeps the next iteration's writes from
   * resolving to their own results.
   */
  private Value storage(Value value) {
    Value current = value;
    Value written;
    while (current instanceof OpResult result
        && (written = Destinations.of(result.owner())) != null) {
      current = resolveAlias(written);
    }
    return current;
  }

  /** {@return the value {@code value} stands for, following loop-carried and result aliases} */
  Value resolveAlias(Value value) {
    Value current = value;
    for (Value next = aliases.get(current); next != null; next = aliases.get(current)) {
      current = next;
    }
    return current;
  }

  /**
   * {@return the integer {@code value} evaluates to}
   *
   * @param user the op that needs it, where a failure is reported
   * @throws CodegenException when the value is not statically known
   */
  long integer(Value value, Operation user) throws CodegenException {
    Value resolved = resolveAlias(value);
    Long known = integers.get(resolved);
    if (known != null) {
      return known;
    }
    if (resolved instanceof OpResult result) {
      Long folded = foldExact(result.owner(), user);
      if (folded != null) {
        return folded;
      }
    }
    throw new CodegenException(user, "operand is not statically evaluable for Pim codegen");
  }

  private Long foldExact(Operation def, Operation user) throws CodegenException {
    try {
      return fold(def, user);
    } catch (ArithmeticException e) {
      throw new CodegenException(def, "overflows 64-bit integers during Pim codegen static "
          + "evaluation");
    }
  }

  private Long fold(Operation def, Operation user) throws CodegenException {
    String name = def.name();
    if (name.equals("arith.constant")) {
      return def.inherentAttr("value") instanceof IntegerAttr attr ? attr.longValue() : null;
    }
    if (name.equals("arith.index_cast") || name.equals("arith.index_castui")) {
      return integer(def.operand(0), user);
    }
    if (name.equals("arith.select")) {
      long condition = integer(def.operand(0), user);
      return integer(def.operand(condition != 0 ? 1 : 2), user);
    }
    if (def.numOperands() != 2 || def.numResults() != 1) {
      return null;
    }
    long lhs = integer(def.operand(0), user);
    long rhs = integer(def.operand(1), user);
    if (def instanceof ArithCmpIOp cmp) {
      return compare(cmp.predicate(), lhs, rhs) ? 1L : 0L;
    }
    return switch (name) {
      case "arith.addi" -> Math.addExact(lhs, rhs);
      case "arith.subi" -> Math.subtractExact(lhs, rhs);
      case "arith.muli" -> Math.multiplyExact(lhs, rhs);
      case "arith.divsi", "arith.divui" -> divisor(rhs, def) == 0 ? null : lhs / rhs;
      case "arith.remsi", "arith.remui" -> divisor(rhs, def) == 0 ? null : lhs % rhs;
      case "arith.maxsi" -> Math.max(lhs, rhs);
      case "arith.minsi" -> Math.min(lhs, rhs);
      case "arith.andi" -> lhs & rhs;
      case "arith.ori" -> lhs | rhs;
      case "arith.xori" -> lhs ^ rhs;
      case "arith.shli" -> lhs << rhs;
      default -> null;
    };
  }

  private static long divisor(long rhs, Operation def) throws CodegenException {
    if (rhs == 0) {
      throw new CodegenException(def, "divides by zero during Pim codegen static evaluation");
    }
    return rhs;
  }

  /** Evaluates an {@code arith.cmpi} predicate (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge). */
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
