package raptor.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.UnknownLoc;
import raptor.testing.TestDialect;

class OpPositionsTest {
  private static List<Operation> ops(int count) {
    List<Operation> ops = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ops.add(Operation.create(new OperationState(TestDialect.ADD, UnknownLoc.INSTANCE)));
    }
    return ops;
  }

  @Test
  void keepsTheFirstValueOfAnOp() {
    OpPositions positions = new OpPositions();
    Operation op = ops(1).get(0);
    assertEquals(OpPositions.ABSENT, positions.get(op));
    assertTrue(positions.putIfAbsent(op, 7));
    assertFalse(positions.putIfAbsent(op, 9));
    assertEquals(7, positions.get(op));
    assertEquals(1, positions.size());
    assertEquals(7, positions.remove(op));
    assertEquals(OpPositions.ABSENT, positions.remove(op));
    assertEquals(0, positions.size());
  }

  /** Random puts and removals across several growths agree with an {@link IdentityHashMap}. */
  @Test
  void agreesWithAnIdentityMapUnderRandomPutsAndRemovals() {
    List<Operation> ops = ops(3000);
    OpPositions positions = new OpPositions();
    Map<Operation, Integer> expected = new IdentityHashMap<>();
    Random random = new Random(17);
    for (int step = 0; step < 40_000; step++) {
      Operation op = ops.get(random.nextInt(ops.size()));
      if (random.nextInt(3) == 0) {
        Integer removed = expected.remove(op);
        assertEquals(removed == null ? OpPositions.ABSENT : removed, positions.remove(op));
      } else {
        assertEquals(expected.putIfAbsent(op, step) == null, positions.putIfAbsent(op, step));
      }
      assertEquals(expected.size(), positions.size());
    }
    for (Operation op : ops) {
      assertEquals(expected.getOrDefault(op, OpPositions.ABSENT), positions.get(op));
    }
  }

  @Test
  void reservingAndClearingKeepTheMapConsistent() {
    List<Operation> ops = ops(1000);
    OpPositions positions = new OpPositions();
    positions.putIfAbsent(ops.get(0), 0);
    positions.reserve(ops.size());
    assertEquals(0, positions.get(ops.get(0)), "reserving keeps what was there");
    for (int i = 1; i < ops.size(); i++) {
      assertTrue(positions.putIfAbsent(ops.get(i), i));
    }
    for (int i = 0; i < ops.size(); i++) {
      assertEquals(i, positions.get(ops.get(i)));
    }
    positions.clear();
    assertEquals(0, positions.size());
    for (Operation op : ops) {
      assertEquals(OpPositions.ABSENT, positions.get(op));
    }
    assertTrue(positions.putIfAbsent(ops.get(5), 1));
    assertEquals(1, positions.get(ops.get(5)));
  }
}
