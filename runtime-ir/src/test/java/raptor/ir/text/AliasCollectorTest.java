package raptor.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;

/**
 * Alias numbering, ordering and deferral, checked byte for byte against mlir-opt 22
 * {@code --mlir-print-debuginfo} output. Each test replays the visits the op printer makes.
 */
class AliasCollectorTest {
  private static Attribute attr(String text) {
    return AttrParser.of(text).parseAttribute();
  }

  private static Type type(String text) {
    return AttrParser.of(text).parseType();
  }

  private static Location loc(String text) {
    return (Location) attr("loc(" + text + ")");
  }

  private static String print(AliasTable table, Attribute attr) {
    StringBuilder out = new StringBuilder();
    AttrPrinter printer = new AttrPrinter(out, table);
    if (attr instanceof Location) {
      printer.printLocation((Location) attr);
    } else if (attr instanceof Type) {
      printer.printType((Type) attr);
    } else {
      printer.printAttribute(attr);
    }
    return out.toString();
  }

  /**
   * The IR (generic form):
   * <pre>{@code
   * %0 = "foo.a"() {m = affine_map<(d0) -> (d0 + 1)>, x = affine_map<(d0) -> (d0 + 2)>}
   *     : () -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
   *     loc(callsite("f"("x.c":1:2) at fused<"m">["y.c":3:4, "z":5:6]))
   * "foo.b"(%0) ({
   * ^bb0(%arg0: i32 loc("arg":1:1)):
   *   "foo.c"() {d = distinct[5]<1 : i32>, e = distinct[2]<>, l = loc("inattr":1:1),
   *       s = affine_set<(d0) : (d0 >= 0)>, t = tuple<17 x i32>} : () -> () loc("n"("q":9:9))
   * }) : (memref<...>) -> () loc(fused["a":1:1, "b":2:2])
   * }</pre>
   */
  @Test
  void numbersAndDefersLikeMlirOpt() {
    Location moduleLoc = loc("\"l1.mlir\":0:0");
    Location aLoc = loc("callsite(\"f\"(\"x.c\":1:2) at fused<\"m\">[\"y.c\":3:4, \"z\":5:6])");
    Type memref = type("memref<4xf32, affine_map<(d0) -> (d0 + 3)>>");
    DictionaryAttr aAttrs = (DictionaryAttr) attr(
        "{m = affine_map<(d0) -> (d0 + 1)>, x = affine_map<(d0) -> (d0 + 2)>}");
    Location bLoc = loc("fused[\"a\":1:1, \"b\":2:2]");
    Location argLoc = loc("\"arg\":1:1");
    Location cLoc = loc("\"n\"(\"q\":9:9)");
    DictionaryAttr cAttrs = (DictionaryAttr) attr("{d = distinct[5]<1 : i32>, e = distinct[2]<>,"
        + " l = loc(\"inattr\":1:1), s = affine_set<(d0) : (d0 >= 0)>, t = tuple<i32, i32, i32,"
        + " i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>}");

    AliasCollector collector = new AliasCollector();
    collector.visitLocation(moduleLoc, true);
    collector.visitLocation(aLoc, true);
    collector.visitType(memref);
    aAttrs.entries().forEach(e -> collector.visit(e.value()));
    collector.visitLocation(bLoc, true);
    collector.visitType(type("i32"));
    collector.visitLocation(argLoc, false);
    collector.visitLocation(cLoc, true);
    cAttrs.entries().forEach(e -> collector.visit(e.value()));
    collector.visitType(memref);
    AliasTable table = collector.build();

    StringBuilder top = new StringBuilder();
    table.printDefinitions(top, PrintOptions.DEFAULT);
    assertEquals(
        "!tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32,"
            + " i32, i32, i32>\n"
            + "#distinct = distinct[0]<1 : i32>\n"
            + "#loc6 = loc(\"arg\":1:1)\n"
            + "#loc8 = loc(\"inattr\":1:1)\n"
            + "#map = affine_map<(d0) -> (d0 + 3)>\n"
            + "#map1 = affine_map<(d0) -> (d0 + 1)>\n"
            + "#map2 = affine_map<(d0) -> (d0 + 2)>\n"
            + "#set = affine_set<(d0) : (d0 >= 0)>\n",
        top.toString());
    assertEquals("{m = #map1, x = #map2}", print(table, aAttrs));
    assertEquals("memref<4xf32, #map>", print(table, memref));
    assertEquals("loc(#loc13)", print(table, aLoc));
    assertEquals("{d = #distinct, e = distinct[1]<>, l = #loc8, s = #set, t = !tuple}",
        print(table, cAttrs));
    StringBuilder argOut = new StringBuilder();
    new AttrPrinter(argOut, table).printLocation(argLoc, false);
    assertEquals("loc(\"arg\":1:1)", argOut.toString());

    StringBuilder deferred = new StringBuilder();
    table.printDeferredDefinitions(deferred, PrintOptions.DEFAULT);
    assertEquals("#loc = loc(\"l1.mlir\":0:0)\n"
        + "#loc1 = loc(\"x.c\":1:2)\n"
        + "#loc2 = loc(\"y.c\":3:4)\n"
        + "#loc3 = loc(\"z\":5:6)\n"
        + "#loc4 = loc(\"a\":1:1)\n"
        + "#loc5 = loc(\"b\":2:2)\n"
        + "#loc7 = loc(\"q\":9:9)\n"
        + "#loc9 = loc(\"f\"(#loc1))\n"
        + "#loc10 = loc(fused<\"m\">[#loc2, #loc3])\n"
        + "#loc11 = loc(fused[#loc4, #loc5])\n"
        + "#loc12 = loc(\"n\"(#loc7))\n"
        + "#loc13 = loc(callsite(#loc9 at #loc10))\n",
        deferred.toString());
  }

  /**
   * A block-argument location makes an op location (and its parts) non-deferred; an attribute
   * nested in an array nested in a distinct attribute increases the depth.
   */
  @Test
  void blockArgumentLocationsAreNotDeferred() {
    Location fused = loc("fused[\"a\":1:1, \"b\":2:2]");
    Attribute cAttrs = attr("{l = loc(\"a\":1:1), m = [affine_map<(d0) -> (d0 + 1)>,"
        + " tensor<4xf32, affine_map<(d0) -> (d0 + 2)>>]}");
    Attribute distinct = attr("distinct[7]<[affine_map<(d0) -> (d0 + 5)>]>");
    AliasCollector collector = new AliasCollector();
    collector.visitLocation(loc("\"l2.mlir\":0:0"), true);
    collector.visitLocation(fused, true);
    collector.visitType(type("i32"));
    collector.visitLocation(fused, false);
    collector.visitLocation(loc("unknown"), true);
    ((DictionaryAttr) cAttrs).entries().forEach(e -> collector.visit(e.value()));
    collector.visitLocation(loc("\"b\":2:2"), true);
    collector.visitLocation(loc("callsite(unknown at \"zz\":1:1)"), true);
    collector.visit(distinct);
    AliasTable table = collector.build();

    StringBuilder out = new StringBuilder();
    table.printDefinitions(out, PrintOptions.DEFAULT);
    out.append("--\n");
    table.printDeferredDefinitions(out, PrintOptions.DEFAULT);
    assertEquals("#loc1 = loc(\"a\":1:1)\n"
        + "#loc2 = loc(\"b\":2:2)\n"
        + "#map = affine_map<(d0) -> (d0 + 1)>\n"
        + "#map1 = affine_map<(d0) -> (d0 + 2)>\n"
        + "#map2 = affine_map<(d0) -> (d0 + 5)>\n"
        + "#loc5 = loc(fused[#loc1, #loc2])\n"
        + "#distinct = distinct[0]<[#map2]>\n"
        + "--\n"
        + "#loc = loc(\"l2.mlir\":0:0)\n"
        + "#loc3 = loc(unknown)\n"
        + "#loc4 = loc(\"zz\":1:1)\n"
        + "#loc6 = loc(callsite(#loc3 at #loc4))\n",
        out.toString());
    StringBuilder argOut = new StringBuilder();
    new AttrPrinter(argOut, table).printLocation(fused, false);
    assertEquals("loc(fused[#loc1, #loc2])", argOut.toString());
  }

  @Test
  void localScopePrintsEverythingInline() {
    assertEquals("loc(fused[\"a\":1:1, \"b\":2:2])",
        print(null, loc("fused[\"a\":1:1, \"b\":2:2]")));
    assertEquals("[affine_map<(d0) -> (d0 + 1)>]",
        print(null, attr("[affine_map<(d0) -> (d0 + 1)>]")));
  }
}
