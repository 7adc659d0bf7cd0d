package raptor.tblgen.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.tblgen.TdLoader;
import raptor.tblgen.diag.TdException;

/**
 * {@link UpstreamOdsReader} and {@link OdsPrinter} on files written against a small copy of
 * MLIR's ODS classes ({@code tblgen/upstream-ods/MiniOpBase.td}), so that they run without
 * the LLVM headers.
 */
class UpstreamOdsReaderTest {
  private static Path dir() {
    try {
      return Path.of(UpstreamOdsReaderTest.class.getResource("/tblgen/upstream-ods").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static UpstreamOdsReader.Result read(String text) {
    TdLoader loader = new TdLoader(List.of(dir()));
    return UpstreamOdsReader.read(loader.loadText("bad.td", text), loader.sources(), "bad.td");
  }

  private static String error(String text) {
    return assertThrows(TdException.class, () -> read(text)).diagnostic();
  }

  @Test
  void printsTheModelOneOpPerBlockSortedByName() throws IOException {
    Path file = dir().resolve("Toy.td");
    TdLoader loader = new TdLoader(List.of(dir()));
    UpstreamOdsReader.Result result = UpstreamOdsReader.read(loader.loadFile(file),
        loader.sources(), file.toString());
    assertEquals("""
        dialect toy (Toy_Dialect)

        op toy.add (Toy_AddOp)
          summary: integer addition
          operand lhs: anyOf<I32, I64>
          operand rhs: I32
          attribute note: optional StrAttr
          attribute exact: UnitAttr
          result (unnamed): I32
          trait Pure
          trait Commutative
          trait Scalarizable (no Raptor counterpart)
          format: $lhs `,` $rhs attr-dict `:` type($lhs)

        op toy.br (Toy_BranchOp)
          operand operands: variadic AnyType
          result flag: optional I64
          region body: any region
          successor next
          trait HasParent<toy.func>
          interface InferTypeOpInterface
          format: custom

        op toy.func (Toy_FuncOp)
        """, OdsPrinter.print(result.dialect()));
    assertEquals(List.of("ignored C++-only extraClassDeclaration (2 times)",
        "ignored C++-only folders (hasFolder) (2 times)",
        "ignored C++-only parsers and printers (hasCustomAssemblyFormat) (1 time)"),
        result.ignored().notes());
  }

  @Test
  void comparesOpsByNamesArityAndTraits() throws IOException {
    Path file = dir().resolve("Toy.td");
    TdLoader loader = new TdLoader(List.of(dir()));
    DialectSpec toy = UpstreamOdsReader.read(loader.loadFile(file), loader.sources(),
        file.toString()).dialect();
    OpSpec add = toy.ops().get(0);
    OpSpec br = toy.ops().get(1);
    assertEquals(List.of(), OdsComparison.differences(add, add));
    // br's operand is named `operands`, which matches any name; add's result has no name.
    assertEquals(List.of("- operand #0", "- operand #1 rhs", "- attribute note (optional)",
        "- attribute exact (optional)", "- result #0", "- trait AlwaysSpeculatable",
        "- trait Commutative", "- trait NoMemoryEffect", "+ operand #0 (variadic)",
        "+ result #0 flag (optional)", "+ region body", "+ successor next",
        "+ trait HasParent<toy.func>"), OdsComparison.differences(add, br));
  }

  @Test
  void anUnmappedConstraintIsAnErrorNamingItAndTheOp() {
    assertEquals("bad.td:3:5: error: constraint 'Quux' of operand 'x' of op 'toy.bad' has no "
        + "mapping to a Raptor predicate", error("""
        include "MiniOpBase.td"
        def Toy_Dialect : Dialect { let name = "toy"; }
        def Toy_BadOp : Op<Toy_Dialect, "bad"> { let arguments = (ins Quux:$x); }
        """));
  }

  @Test
  void aCompositeIsMappedOnlyWhenAllItsPartsAre() {
    assertEquals("bad.td:3:5: error: constraint 'Quux' of result 'r' of op 'toy.bad' has no "
        + "mapping to a Raptor predicate", error("""
        include "MiniOpBase.td"
        def Toy_Dialect : Dialect { let name = "toy"; }
        def Toy_BadOp : Op<Toy_Dialect, "bad"> { let results = (outs AnyTypeOf<[I32, Quux]>:$r); }
        """));
  }

  @Test
  void anUnmappedAttributeIsAnError() {
    assertEquals("bad.td:3:5: error: constraint 'QuuxAttr' of attribute 'a' of op 'toy.bad' has "
        + "no mapping to a Raptor predicate", error("""
        include "MiniOpBase.td"
        def Toy_Dialect : Dialect { let name = "toy"; }
        def Toy_BadOp : Op<Toy_Dialect, "bad"> { let arguments = (ins OptionalAttr<QuuxAttr>:$a); }
        """));
  }

  @Test
  void anArgumentThatIsNoConstraintIsAnError() {
    assertEquals("bad.td:4:5: error: argument 'x' of op 'toy.bad' uses 'Plain', which is neither "
        + "a type nor an attribute constraint", error("""
        include "MiniOpBase.td"
        def Toy_Dialect : Dialect { let name = "toy"; }
        def Plain;
        def Toy_BadOp : Op<Toy_Dialect, "bad"> { let arguments = (ins Plain:$x); }
        """));
    assertEquals("bad.td:3:5: error: region 'r' of op 'toy.bad' uses 'AnySuccessor', which is "
        + "not a region constraint", error("""
        include "MiniOpBase.td"
        def Toy_Dialect : Dialect { let name = "toy"; }
        def Toy_BadOp : Op<Toy_Dialect, "bad"> { let regions = (region AnySuccessor:$r); }
        """));
  }

  @Test
  void aFileWithoutOpsOrWithoutTheLibraryIsAnError() {
    assertEquals("bad.td:1:1: error: no op is defined in this file", error("""
        include "MiniOpBase.td"
        def NotAnOp : Dialect { let name = "toy"; }
        """));
    assertEquals("bad.td:1:1: error: class 'Op' is not defined; include \"mlir/IR/OpBase.td\"",
        error("def NotAnOp;\n"));
  }
}
