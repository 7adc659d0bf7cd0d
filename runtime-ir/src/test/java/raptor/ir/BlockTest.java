package raptor.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.UnknownLoc;
import org.junit.jupiter.api.Test;

/** Op lists in blocks: insertion, moves, ordering, splitting, predecessors. */
class BlockTest {
  private static List<String> names(Block block) {
    List<String> names = new ArrayList<>();
    for (Operation op : block.ops()) {
      names.add(op.name());
    }
    return names;
  }

  @Test
  void isBeforeInBlockFollowsEdits() {
    Block block = new Block();
    Operation a = TestIr.op("foo.a", 0);
    Operation b = TestIr.op("foo.b", 0);
    Operation c = TestIr.op("foo.c", 0);
    block.append(a);
    block.append(c);
    assertTrue(a.isBeforeInBlock(c));
    block.insertBefore(b, c);
    assertTrue(b.isBeforeInBlock(c));
    assertTrue(a.isBeforeInBlock(b));
    a.moveAfter(c);
    assertFalse(a.isBeforeInBlock(b));
    assertTrue(c.isBeforeInBlock(a));
    assertEquals(List.of("foo.b", "foo.c", "foo.a"), names(block));
  }

  @Test
  void insertionAfterAValueDominatesItsUses() {
    Block block = new Block();
    Value argument = block.addArgument(IntegerType.I32, UnknownLoc.INSTANCE);
    Operation a = TestIr.op("foo.a", 1);
    Operation b = TestIr.op("foo.b", 0);
    block.append(a);
    block.append(b);
    OpBuilder builder = new OpBuilder(TestIr.CONTEXT);
    builder.setInsertionPointAfterValue(a.result(0));
    builder.insert(TestIr.op("foo.after_result", 0));
    builder.setInsertionPointAfterValue(argument);
    builder.insert(TestIr.op("foo.after_argument", 0));
    assertEquals(List.of("foo.after_argument", "foo.a", "foo.after_result", "foo.b"),
        names(block));
  }

  @Test
  void splitBeforeMovesTheTail() {
    Operation holder = TestIr.opWithBody("foo.holder");
    Region region = holder.region(0);
    Block first = region.firstBlock();
    Operation a = TestIr.op("foo.a", 0);
    Operation b = TestIr.op("foo.b", 0);
    Operation c = TestIr.op("foo.c", 0);
    first.append(a);
    first.append(b);
    first.append(c);
    Block tail = first.splitBefore(b);
    assertEquals(List.of("foo.a"), names(first));
    assertEquals(List.of("foo.b", "foo.c"), names(tail));
    assertSame(tail, first.nextBlock());
    assertSame(region, tail.parent());
    assertSame(tail, c.parentBlock());
    assertEquals(2, region.blocks().size());
  }

  @Test
  void predecessorsComeFromSuccessorSlots() {
    Block target = new Block();
    Block other = new Block();
    OperationState state = new OperationState(TestIr.CONTEXT.resolveOp("foo.br"),
        raptor.ir.attr.UnknownLoc.INSTANCE);
    state.successors.add(target);
    state.successors.add(target);
    Operation br = Operation.create(state);
    assertEquals(2, target.predecessors().size());
    br.setSuccessor(1, other);
    assertEquals(List.of(br), target.predecessors());
    assertEquals(List.of(br), other.predecessors());
    br.dropAllReferences();
    assertTrue(target.hasNoPredecessors());
  }

  @Test
  void removeUnlinksWithoutDestroying() {
    Block block = new Block();
    Operation a = TestIr.op("foo.a", 1);
    block.append(a);
    Operation user = TestIr.op("foo.use", 0, a.result(0));
    block.append(user);
    a.remove();
    assertNull(a.parentBlock());
    assertSame(user, block.firstOp());
    assertEquals(1, a.result(0).countUses());
    block.prepend(a);
    assertTrue(a.isBeforeInBlock(user));
  }
}
