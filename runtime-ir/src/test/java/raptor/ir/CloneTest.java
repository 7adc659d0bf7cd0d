package raptor.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import raptor.ir.attr.UnknownLoc;

/** Deep cloning with nested regions and remapping. */
class CloneTest {
  @Test
  void cloneCopiesNestedRegionsAndRemapsInnerValues() {
    Value outside = TestIr.op("foo.outside", 1).result(0);
    Operation outer = TestIr.opWithBody("foo.outer");
    Block body = outer.region(0).firstBlock();
    BlockArgument arg = body.addArgument(TestIr.i32(), UnknownLoc.INSTANCE);
    Operation inner = TestIr.op("foo.inner", 1, arg, outside);
    body.append(inner);
    Operation nested = TestIr.opWithBody("foo.nested");
    body.append(nested);
    Operation deep = TestIr.op("foo.deep", 0, inner.result(0));
    nested.region(0).firstBlock().append(deep);

    IrMapping mapping = new IrMapping();
    Operation copy = outer.clone(mapping);

    Block copyBody = copy.region(0).firstBlock();
    Operation copyInner = copyBody.firstOp();
    assertNotSame(inner, copyInner);
    assertSame(copyBody.argument(0), copyInner.operand(0));
    assertSame(outside, copyInner.operand(1));
    Operation copyDeep = copyInner.nextOp().region(0).firstBlock().firstOp();
    assertSame(copyInner.result(0), copyDeep.operand(0));
    assertSame(copyInner, mapping.lookup(inner));
    assertEquals(2, outside.countUses());
  }

  @Test
  void cloneRemapsForwardUsesInGraphRegions() {
    Operation graph = TestIr.opWithBody("foo.graph");
    Block body = graph.region(0).firstBlock();
    Operation user = TestIr.op("foo.user", 0, TestIr.op("foo.tmp", 1).result(0));
    body.append(user);
    Operation def = TestIr.op("foo.def", 1);
    body.append(def);
    user.setOperand(0, def.result(0));

    Operation copy = graph.cloneOp();
    Operation copyUser = copy.region(0).firstBlock().firstOp();
    assertSame(copyUser.nextOp().result(0), copyUser.operand(0));
  }

  @Test
  void cloneMapsValuesGivenByTheCaller() {
    Value a = TestIr.op("foo.a", 1).result(0);
    Value b = TestIr.op("foo.b", 1).result(0);
    Operation user = TestIr.op("foo.use", 0, a);
    IrMapping mapping = new IrMapping();
    mapping.map(a, b);
    assertSame(b, user.clone(mapping).operand(0));
  }
}
