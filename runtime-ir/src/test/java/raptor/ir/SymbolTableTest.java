package raptor.ir;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.SymbolRefAttr;

/** Symbol lookup, flat and nested. */
class SymbolTableTest {
  private static Operation symbol(String name) {
    Operation op = TestIr.op("foo.sym", 0);
    op.setAttr(SymbolTable.SYMBOL_NAME, StringAttr.of(name));
    return op;
  }

  @Test
  void looksUpFlatAndNestedReferences() {
    Operation top = TestIr.module();
    Operation f = symbol("f");
    top.region(0).firstBlock().append(f);
    Operation inner = TestIr.module();
    inner.setInherentAttr(SymbolTable.SYMBOL_NAME, StringAttr.of("inner"));
    top.region(0).firstBlock().append(inner);
    Operation g = symbol("g");
    inner.region(0).firstBlock().append(g);

    SymbolTable table = new SymbolTable(top);
    assertSame(f, table.lookup("f"));
    assertSame(inner, table.lookup("inner"));
    assertSame(g, table.lookup(new SymbolRefAttr("inner", List.of("g"))));
    assertNull(table.lookup(new SymbolRefAttr("f", List.of("g"))));
    assertNull(table.lookup("g"));
    assertSame(top, SymbolTable.nearestSymbolTable(g).parentOp());
    assertSame(inner, SymbolTable.nearestSymbolTable(g));
  }

  /** A scan finds what the table holds: the first definition of a name, none past the top. */
  @Test
  void scanFindsTheFirstDefinitionOfTheTable() {
    Operation top = TestIr.module();
    Operation first = symbol("f");
    top.region(0).firstBlock().append(TestIr.op("foo.other", 0));
    top.region(0).firstBlock().append(first);
    top.region(0).firstBlock().append(symbol("f"));
    Operation inner = TestIr.module();
    inner.region(0).firstBlock().append(symbol("g"));
    top.region(0).firstBlock().append(inner);

    assertSame(first, SymbolTable.lookup(top, "f"));
    assertSame(first, new SymbolTable(top).lookup("f"));
    assertNull(SymbolTable.lookup(top, "g"));
    assertNull(SymbolTable.lookup(TestIr.module(), "f"));
  }

  @Test
  void onlySymbolTablesHaveTables() {
    assertThrows(IllegalArgumentException.class, () -> new SymbolTable(symbol("x")));
    assertThrows(IllegalArgumentException.class, () -> SymbolTable.lookup(symbol("x"), "x"));
  }
}
