package raptor.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.attr.UnknownLoc;

/** Use lists under replacement, erasure and operand changes. */
class ValueTest {
  @Test
  void usesAreTrackedPerOperand() {
    Operation def = TestIr.op("foo.def", 1);
    Value v = def.result(0);
    Operation user = TestIr.op("foo.use", 0, v, v);
    assertEquals(2, v.countUses());
    assertEquals(List.of(user, user), v.users());
    user.setOperand(0, TestIr.op("foo.other", 1).result(0));
    assertEquals(1, v.countUses());
    assertTrue(v.hasOneUse());
  }

  @Test
  void replaceAllUsesWithMovesEveryUse() {
    Value a = TestIr.op("foo.a", 1).result(0);
    Value b = TestIr.op("foo.b", 1).result(0);
    Operation u1 = TestIr.op("foo.u", 0, a);
    Operation u2 = TestIr.op("foo.u", 0, a, a);
    a.replaceAllUsesWith(b);
    assertTrue(a.hasNoUses());
    assertEquals(3, b.countUses());
    assertSame(b, u1.operand(0));
    assertSame(b, u2.operand(1));
  }

  @Test
  void replaceUsesWithIfFilters() {
    Value a = TestIr.op("foo.a", 1).result(0);
    Value b = TestIr.op("foo.b", 1).result(0);
    Operation keep = TestIr.op("foo.keep", 0, a);
    Operation move = TestIr.op("foo.move", 0, a);
    a.replaceUsesWithIf(b, use -> use.owner() == move);
    assertSame(a, keep.operand(0));
    assertSame(b, move.operand(0));
    assertEquals(1, a.countUses());
  }

  @Test
  void erasingAUserDropsItsUses() {
    Operation def = TestIr.op("foo.def", 1);
    Block block = new Block();
    block.append(def);
    Operation user = TestIr.op("foo.use", 0, def.result(0));
    block.append(user);
    user.erase();
    assertTrue(def.result(0).hasNoUses());
    assertSame(def, block.lastOp());
  }

  @Test
  void erasingAnOpWithUsesFails() {
    Operation def = TestIr.op("foo.def", 1);
    TestIr.op("foo.use", 0, def.result(0));
    assertThrows(IllegalStateException.class, def::erase);
  }

  @Test
  void blockArgumentsCanBeUsedAndErased() {
    Block block = new Block();
    BlockArgument arg = block.addArgument(TestIr.i32(), UnknownLoc.INSTANCE);
    block.insertArgument(0, TestIr.i32(), UnknownLoc.INSTANCE);
    assertEquals(1, arg.index());
    Operation user = TestIr.op("foo.use", 0, arg);
    assertThrows(IllegalStateException.class, () -> block.eraseArgument(1));
    user.dropAllReferences();
    block.eraseArgument(1);
    assertEquals(1, block.numArguments());
    assertFalse(block.arguments().contains(arg));
  }
}
