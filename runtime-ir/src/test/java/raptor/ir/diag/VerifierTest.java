package raptor.ir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.ir.Arity;
import raptor.ir.Dialect;
import raptor.ir.IrContext;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.SymbolTable;
import raptor.ir.TestIr;
import raptor.ir.attr.StringAttr;
import raptor.ir.constraint.TraitChecks;
import raptor.ir.text.IrParser;
import raptor.ir.trait.IsolatedFromAbove;
import raptor.ir.trait.Terminator;

/** Structural verification: dominance, isolation, terminators, symbols and counts. */
class VerifierTest {
  /** A small registered dialect whose ops have SSA control-flow regions. */
  private static final class TestDialect implements Dialect {
    @Override
    public String name() {
      return "t";
    }

    @Override
    public List<OpInfo<?>> operations() {
      return List.of(
          OpInfo.builder("t.func", VerifierTest::newOp).traits(IsolatedFromAbove.class)
              .build(),
          OpInfo.builder("t.scope", VerifierTest::newOp).build(),
          // A trait's check is part of the op's invariants, as the generated ones are.
          OpInfo.builder("t.br", VerifierTest::newOp).traits(Terminator.class)
              .verifier(TraitChecks::terminator).build(),
          OpInfo.builder("t.one", VerifierTest::newOp).operands(Arity.exactly(1))
              .build(),
          OpInfo.builder("t.def", VerifierTest::newOp).build(),
          OpInfo.builder("t.use", VerifierTest::newOp)
              .symbolUseVerifier(VerifierTest::useOfKnownSymbol).build());
    }
  }

  /** The test kinds need no Java class of their own: a plain operation object will do. */
  private static Operation newOp() {
    return OpInfo.unregistered("t.any").newInstance();
  }

  /** The symbol-use hook of {@code t.use}: its {@code ref} must name a symbol of the module. */
  private static boolean useOfKnownSymbol(Operation op, DiagnosticEngine diag) {
    Operation table = SymbolTable.nearestSymbolTable(op);
    String ref = ((StringAttr) op.attr("ref")).value();
    if (new SymbolTable(table).lookup(ref) != null) {
      return true;
    }
    diag.opError(op, "unknown symbol '" + ref + "'");
    return false;
  }

  private static Operation parse(String text) {
    IrContext context = new IrContext();
    context.register(TestIr.BUILTIN);
    context.register(new TestDialect());
    context.setAllowUnregisteredDialects(true);
    DiagnosticEngine diag = new DiagnosticEngine();
    Operation module = IrParser.parse(text, "t.mlir", context, diag, true);
    assertNotNull(module, () -> "parse failed: " + messages(diag));
    return module;
  }

  private static List<String> verify(Operation module) {
    DiagnosticEngine diag = new DiagnosticEngine();
    Verifier.verify(module, diag);
    return messages(diag);
  }

  private static List<String> verify(String text) {
    return verify(parse(text));
  }

  private static List<String> messages(DiagnosticEngine diag) {
    List<String> lines = new ArrayList<>();
    for (Diagnostic d : diag.diagnostics()) {
      lines.add(d.severity().word() + ": " + d.message());
      for (Diagnostic note : d.notes()) {
        lines.add("note: " + note.message());
      }
    }
    return lines;
  }

  @Test
  void validControlFlowPasses() {
    assertEquals(List.of(), verify("""
        "t.func"() ({
          %0 = "t.def"() : () -> i32
          "t.br"()[^bb1] : () -> ()
        ^bb1:
          "t.one"(%0) : (i32) -> ()
          "t.br"() : () -> ()
        }) : () -> ()
        """));
  }

  @Test
  void useBeforeDefinitionInABlock() {
    assertEquals(List.of("error: operand #0 does not dominate this use",
        "note: operand defined here (op in the same block)"), verify("""
        "t.func"() ({
          "t.one"(%0) : (i32) -> ()
          %0 = "t.def"() : () -> i32
          "t.br"() : () -> ()
        }) : () -> ()
        """));
  }

  @Test
  void definitionInASiblingBlockDoesNotDominate() {
    List<String> errors = verify("""
        "t.func"() ({
          "t.br"()[^bb1, ^bb2] : () -> ()
        ^bb1:
          %0 = "t.def"() : () -> i32
          "t.br"()[^bb2] : () -> ()
        ^bb2:
          "t.one"(%0) : (i32) -> ()
          "t.br"() : () -> ()
        }) : () -> ()
        """);
    assertEquals("error: operand #0 does not dominate this use", errors.get(0));
  }

  private static final String NESTED_USE_OF_A_LATER_VALUE = """
      "t.func"() ({
        "t.scope"() ({
          "t.one"(%0) : (i32) -> ()
          "t.br"() : () -> ()
        }) : () -> ()
        %0 = "t.def"() : () -> i32
        "t.br"() : () -> ()
      }) : () -> ()
      """;

  @Test
  void nestedUseOfALaterValueIsCaught() {
    assertEquals(List.of("error: operand #0 does not dominate this use",
        "note: operand defined here (op in a parent region)"),
        verify(NESTED_USE_OF_A_LATER_VALUE));
  }

  /** The parser cannot express a capture, so the test builds one by rewiring an operand. */
  @Test
  void isolatedRegionsCannotCaptureValues() {
    Operation module = parse("""
        %0 = "t.def"() : () -> i32
        "t.func"() ({
          %1 = "t.def"() : () -> i32
          "t.one"(%1) : (i32) -> ()
          "t.br"() : () -> ()
        }) : () -> ()
        """);
    Operation outerDef = module.region(0).firstBlock().firstOp();
    Operation use = outerDef.nextOp().region(0).firstBlock().firstOp().nextOp();
    use.setOperand(0, outerDef.result(0));
    assertEquals(List.of("error: 't.one' op using value defined outside the region",
        "note: required by region isolation constraints"), verify(module));
  }

  /** The same use one isolated op deeper: the inner op's own check finds it. */
  @Test
  void useInsideANestedIsolatedOpIsCheckedByThatOp() {
    String nested = "\"t.func\"() ({\n" + NESTED_USE_OF_A_LATER_VALUE.indent(2)
        + "  \"t.br\"() : () -> ()\n}) : () -> ()\n";
    assertEquals(List.of("error: operand #0 does not dominate this use",
        "note: operand defined here (op in a parent region)"), verify(nested));
  }

  /** A sibling scope holds no symbol use; the checked ones are found at any depth. */
  @Test
  void symbolUsesAreCheckedAtAnyDepth() {
    assertEquals(List.of("error: 't.use' op unknown symbol 'b'"), verify("""
        "foo.s"() {sym_name = "a"} : () -> ()
        "t.scope"() ({
          "t.def"() : () -> i32
          "t.br"() : () -> ()
        }) : () -> ()
        "t.use"() {ref = "a"} : () -> ()
        "t.scope"() ({
          "t.scope"() ({
            "t.use"() {ref = "b"} : () -> ()
            "t.br"() : () -> ()
          }) : () -> ()
          "t.br"() : () -> ()
        }) : () -> ()
        """));
  }

  @Test
  void terminatorMustBeLast() {
    assertEquals(List.of("error: 't.br' op must be the last operation in the parent block"),
        verify("""
        "t.func"() ({
          "t.br"() : () -> ()
          %0 = "t.def"() : () -> i32
        }) : () -> ()
        """));
  }

  @Test
  void registeredBlocksNeedATerminator() {
    assertEquals(List.of("error: block with no terminator, has 't.def'"), verify("""
        "t.func"() ({
          %0 = "t.def"() : () -> i32
        }) : () -> ()
        """));
  }

  @Test
  void symbolsAreUniqueInAModule() {
    assertEquals(List.of("error: redefinition of symbol named 'a'",
        "note: see existing symbol definition here"), verify("""
        "foo.s"() {sym_name = "a"} : () -> ()
        "foo.s"() {sym_name = "a"} : () -> ()
        """));
  }

  @Test
  void operandCountsComeFromTheOpInfo() {
    assertEquals(List.of("error: 't.one' op requires a single operand"), verify("""
        "t.one"() : () -> ()
        """));
  }

  @Test
  void graphRegionsOfUnregisteredOpsAreExempt() {
    assertTrue(verify("""
        "foo.graph"() ({
          "foo.use"(%0) : (i32) -> ()
          %0 = "foo.def"() : () -> i32
        }) : () -> ()
        """).isEmpty());
  }
}
