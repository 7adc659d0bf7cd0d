package raptor.pim.planning;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.Block;
import raptor.ir.OpOperand;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.Value;
import raptor.ir.trait.Terminator;
import raptor.pim.Destinations;
import raptor.pim.ProgramOrder;

/**
 * Computes the lifetime of every {@code memref.alloc} of a core body. Lifetimes are whole-core
 * and conservative: an allocation or use nested in a top-level op of the body ({@code scf.for},
 * {@code scf.if}, ...) counts as the whole top-level op, and a value lives as long as any alias
 * of it: destination-style results, views, and the results and block arguments of a region op
 * it flows into or is yielded from.
 */
public final class LifetimeAnalysis {
  private LifetimeAnalysis() {
  }

  /**
   * {@return the intervals of the allocations of {@code core}, in program order}
   *
   * @throws PlanningFailure at an allocation without a static byte size
   */
  public static List<LiveInterval> analyze(Operation core) throws PlanningFailure {
    Block body = core.region(0).firstBlock();
    ProgramOrder order = new ProgramOrder(core);
    List<MemRefAllocOp> allocs = new ArrayList<>();
    core.walk(op -> {
      if (op instanceof MemRefAllocOp alloc) {
        allocs.add(alloc);
      }
    });
    allocs.sort((a, b) -> Integer.compare(order.position(a), order.position(b)));
    List<LiveInterval> intervals = new ArrayList<>();
    for (MemRefAllocOp alloc : allocs) {
      long size = StaticValues.byteSize(alloc.result(0).type());
      if (size == StaticValues.UNKNOWN) {
        throw new PlanningFailure(alloc, "cannot analyze Pim local-memory lifetimes: the "
            + "allocation has no static byte size");
      }
      Operation top = topLevel(alloc, body);
      int start = order.position(top);
      int end = order.lastPosition(top);
      for (Operation user : users(alloc.result(0))) {
        end = Math.max(end, order.lastPosition(topLevel(user, body)));
      }
      intervals.add(new LiveInterval(alloc, start, end, size));
    }
    return intervals;
  }

  /** {@return the ops that use {@code value} or any of its aliases} */
  private static List<Operation> users(Value value) {
    Set<Value> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Value> pending = new ArrayDeque<>();
    List<Operation> users = new ArrayList<>();
    pending.add(value);
    seen.add(value);
    while (!pending.isEmpty()) {
      Value current = pending.pop();
      for (OpOperand use : current.uses()) {
        Operation user = use.owner();
        users.add(user);
        for (Value alias : aliases(user, current)) {
          if (seen.add(alias)) {
            pending.add(alias);
          }
        }
      }
    }
    return users;
  }

  private static List<Value> aliases(Operation user, Value used) {
    List<Value> aliases = new ArrayList<>();
    if (Destinations.of(user) == used || Destinations.isView(user) && user.operand(0) == used) {
      aliases.addAll(user.results());
    }
    if (user.numRegions() > 0) {
      aliases.addAll(user.results());
      for (Region region : user.regions()) {
        for (Block block : region.blocks()) {
          aliases.addAll(block.arguments());
        }
      }
    }
    if (user.hasTrait(Terminator.class) && user.parentOp() != null) {
      aliases.addAll(user.parentOp().results());
    }
    return aliases;
  }

  /** {@return the op of {@code body} that is or contains {@code op}} */
  private static Operation topLevel(Operation op, Block body) {
    Operation current = op;
    while (current.parentBlock() != body) {
      current = current.parentOp();
    }
    return current;
  }
}
