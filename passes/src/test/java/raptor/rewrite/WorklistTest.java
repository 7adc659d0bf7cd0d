package raptor.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.attr.UnknownLoc;
import raptor.testing.TestDialect;

class WorklistTest {
  private static List<Operation> ops(int count) {
    List<Operation> ops = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      ops.add(Operation.create(new OperationState(TestDialect.ADD, UnknownLoc.INSTANCE)));
    }
    return ops;
  }

  private static List<Operation> drain(Worklist worklist) {
    List<Operation> popped = new ArrayList<>();
    while (!worklist.isEmpty()) {
      popped.add(worklist.pop());
    }
    return popped;
  }

  @Test
  void popsLastPushedFirstWithoutDuplicatesOrRemovedOps() {
    List<Operation> ops = ops(4);
    Worklist worklist = new Worklist();
    worklist.push(ops.get(0));
    worklist.push(ops.get(1));
    worklist.push(ops.get(0));
    worklist.push(ops.get(2));
    worklist.push(ops.get(3));
    worklist.remove(ops.get(2));
    worklist.remove(ops.get(2));
    assertEquals(List.of(ops.get(3), ops.get(1), ops.get(0)), drain(worklist));
    assertEquals(0, ops.get(0).worklistOwner());
    worklist.push(ops.get(0));
    assertSame(ops.get(0), worklist.pop());
  }

  @Test
  void seedsGoAboveThePushesMadeWhileSeeding() {
    List<Operation> ops = ops(4);
    Worklist worklist = new Worklist();
    worklist.push(ops.get(3));
    worklist.beginSeeding();
    worklist.seed(ops.get(0));
    worklist.seed(ops.get(1));
    worklist.push(ops.get(2));
    worklist.push(ops.get(1));
    worklist.endSeeding(true);
    assertEquals(List.of(ops.get(0), ops.get(1), ops.get(2)), drain(worklist));
    assertEquals(0, ops.get(3).worklistOwner(), "seeding releases the ops left on the list");
  }

  /** An op held by two worklists at once is tracked by both (the second one keeps a map). */
  @Test
  void twoWorklistsCanHoldTheSameOps() {
    List<Operation> ops = ops(3);
    Worklist outer = new Worklist();
    Worklist inner = new Worklist();
    for (Operation op : ops) {
      outer.push(op);
    }
    for (Operation op : ops) {
      inner.push(op);
      inner.push(op);
    }
    inner.remove(ops.get(1));
    assertEquals(List.of(ops.get(2), ops.get(0)), drain(inner));
    outer.remove(ops.get(0));
    assertEquals(List.of(ops.get(2), ops.get(1)), drain(outer));
    for (Operation op : ops) {
      assertEquals(0, op.worklistOwner());
    }
    inner.push(ops.get(0));
    outer.push(ops.get(0));
    inner.push(ops.get(0));
    assertSame(ops.get(0), inner.pop());
    assertTrue(inner.isEmpty());
    assertSame(ops.get(0), outer.pop());
    assertTrue(outer.isEmpty());
  }
}
