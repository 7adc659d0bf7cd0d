package raptor.gen.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The annotation processor on small {@code .td} fixtures: one generated source compared in full,
 * and the errors a bad {@code .td} file or hooks class gets, each at its {@code .td} location.
 */
class DialectProcessorTest {
  private static final Path OP_BASE = Path.of("..", "dialects", "src", "main", "td", "raptor", "OpBase.td");

  private static final String HEADER = "include \"raptor/OpBase.td\"\n"
      + "def T_Dialect : Dialect { let name = \"t\"; }\n"
      + "class T_Op<string mnemonic, list<Trait> traits = []> : Op<T_Dialect, mnemonic, traits>;\n";

  private static final String HOOKS = "package raptor.dialect.t;\n"
      + "@raptor.ir.spec.GenerateDialect(td = \"t/Fixture.td\")\n"
      + "final class TOpsImpl {\n  private TOpsImpl() {}\n%s}\n";

  @TempDir
  Path root;

  private Compilation compile(String ops, String hookMembers) {
    return compile(ops, hookMembers, "Dialect { let name = \"t\"; }");
  }

  /** Compiles with {@code dialect} as the body of {@code def T_Dialect : ...}. */
  private Compilation compile(String ops, String hookMembers, String dialect) {
    try {
      Files.createDirectories(root.resolve("raptor"));
      Files.createDirectories(root.resolve("t"));
      Files.copy(OP_BASE, root.resolve("raptor/OpBase.td"));
      Files.writeString(root.resolve("t/Fixture.td"),
          HEADER.replace("Dialect { let name = \"t\"; }", dialect) + ops, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    JavaFileObject hooks = JavaFileObjects.forSourceString("raptor.dialect.t.TOpsImpl",
        String.format(HOOKS, hookMembers));
    return Compiler.javac().withProcessors(new DialectProcessor())
        .withOptions("-Araptor.tdRoot=" + root).compile(hooks);
  }

  private static final String SYNC = "def T_SyncOp : T_Op<\"sync\"> {\n"
      + "  let summary = \"Signal an event register on another core\";\n"
      + "  let arguments = (ins Index:$targetCoreId, Index:$eventRegister);\n"
      + "  let assemblyFormat = [{ $targetCoreId `event` $eventRegister attr-dict }];\n"
      + "}\n";

  // ---- Generated source ----

  @Test
  void generatesTheOpClassOfASmallFixture() throws IOException {
    Compilation compilation = compile(SYNC, "");
    assertThat(compilation).succeededWithoutWarnings();
    String expected = Files.readString(Path.of("src/test/resources/processor/TSyncOp.java"));
    assertThat(compilation).generatedSourceFile("raptor.dialect.t.TSyncOp")
        .hasSourceEquivalentTo(JavaFileObjects.forSourceString("raptor.dialect.t.TSyncOp", expected));
    assertThat(compilation).generatedSourceFile("raptor.dialect.t.TSyncOp")
        .contentsAsUtf8String().startsWith("// Generated from t/Fixture.td:4 by "
            + "raptor.gen.processor.DialectProcessor. Do not edit.");
    assertThat(compilation).generatedSourceFile("raptor.dialect.t.TDialect")
        .contentsAsUtf8String().contains("return List.of(TSyncOp.INFO)");
  }

  // ---- Errors in the .td file ----

  @Test
  void undefinedConstraint() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let arguments = (ins Foo:$x); }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:");
    assertThat(c).hadErrorContaining("Foo");
  }

  @Test
  void recordThatIsNotAConstraint() {
    Compilation c = compile("def NotAConstraint;\n"
        + "def T_AOp : T_Op<\"a\"> { let arguments = (ins NotAConstraint:$x); }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:5:5: error: argument 'x' of 'T_AOp' uses "
        + "'NotAConstraint', which is neither a type nor an attribute constraint");
  }

  @Test
  void unknownPredicate() {
    Compilation c = compile("def Odd : Type<\"oddType\", \"odd type\">;\n"
        + "def T_AOp : T_Op<\"a\"> { let arguments = (ins Odd:$x); }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:5:5: error: unknown type predicate 'oddType' in 'Odd'");
  }

  @Test
  void unknownTrait() {
    Compilation c = compile("def Shiny : NativeOpTrait<\"Shiny\">;\n"
        + "def T_AOp : T_Op<\"a\", [Shiny]>;\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:5:5: error: unknown trait 'Shiny' of op 'T_AOp'");
  }

  @ParameterizedTest
  @ValueSource(strings = {"ScopeOp", "T_ScopeOp", "t::ScopeOp", "t.scope"})
  void hasParentTakesTheDefNameAsMlirSpellsIt(String parent) {
    String scope = "def T_ScopeOp : T_Op<\"scope\", [NoTerminator]> {\n"
        + "  let regions = (region SizedRegion<1>:$body);\n}\n";
    Compilation c = compile(scope
        + "def T_InnerOp : T_Op<\"inner\", [HasParent<\"" + parent + "\">]>;\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TInnerOp")
        .contentsAsUtf8String().contains("\"t.scope\"");
  }

  @Test
  void hasParentOfAnUnknownOpIsLocated() {
    Compilation c = compile("def T_InnerOp : T_Op<\"inner\", [HasParent<\"NoSuchOp\">]>;\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: parent op 'NoSuchOp' of "
        + "'T_InnerOp' is neither a full op name (dialect.op) nor the name of an op def");
  }

  @Test
  void badFormatDirective() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n  let arguments = (ins Index:$x);\n"
        + "  let assemblyFormat = \"$x attr-dict foo($x)\";\n}\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:6:38: error: expected literal, variable, "
        + "directive, or optional group");
  }

  @Test
  void formatWithoutAttrDict() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n  let arguments = (ins Index:$x);\n"
        + "  let assemblyFormat = \"$x\";\n}\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:6:25: error: 'attr-dict' directive not found "
        + "in custom assembly format");
  }

  @Test
  void formatMissingAnOperand() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n  let arguments = (ins Index:$x, Index:$y);\n"
        + "  let assemblyFormat = \"$x attr-dict\";\n}\n", "");
    assertThat(c).hadErrorContaining("error: operand #1, named 'y', not found");
  }

  @Test
  void formatBindsAnOperandTwice() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n  let arguments = (ins Index:$x);\n"
        + "  let assemblyFormat = \"$x `,` $x attr-dict\";\n}\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:6:32: error: operand 'x' is already bound");
  }

  @Test
  void formatCannotInferAResultType() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n  let results = (outs AnyType:$r);\n"
        + "  let assemblyFormat = \"attr-dict\";\n}\n", "");
    assertThat(c).hadErrorContaining("error: type of result #0, named 'r', is not buildable and a "
        + "buildable type cannot be inferred");
  }

  @Test
  void formatWithAVariadicRegionCompiles() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n"
        + "  let regions = (region VariadicRegion<AnyRegion>:$bodies);\n"
        + "  let assemblyFormat = \"$bodies attr-dict\";\n}\n", "");
    assertThat(c).succeeded();
  }

  @Test
  void twoVariadicGroupsNeedSegments() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n"
        + "  let arguments = (ins Variadic<Index>:$x, Variadic<Index>:$y);\n}\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: op 'T_AOp' has more than one "
        + "variadic or optional operand and needs the trait AttrSizedOperandSegments");
  }

  @Test
  void accessorClashesWithOperation() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let arguments = (ins Variadic<Index>:$operands); }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: 'operands' of op 'T_AOp' clashes "
        + "with a method of Operation or of the generated class; rename it");
  }

  // ---- Hooks ----

  @Test
  void missingVerifierHook() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let hasVerifier = 1; }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: op 'T_AOp' has hasVerifier = 1 but "
        + "TOpsImpl has no method 'static boolean verify(TAOp, DiagnosticEngine)'");
  }

  @Test
  void missingRegionVerifierHook() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let hasRegionVerifier = 1; }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: op 'T_AOp' has hasRegionVerifier = 1 "
        + "but TOpsImpl has no method 'static boolean verifyRegions(TAOp, DiagnosticEngine)'");
  }

  @Test
  void regionVerifierRunsAfterTheImplicitTerminatorOnceTheNestedOpsVerified() {
    Compilation c = compile(LOOP.replace("let assemblyFormat = \"$body attr-dict\";",
        "let assemblyFormat = \"$body attr-dict\";\n  let hasVerifier = 1;\n"
            + "  let hasRegionVerifier = 1;"),
        "  static boolean verify(TLoopOp op, raptor.ir.diag.DiagnosticEngine diag) { return true; }\n"
        + "  static boolean verifyRegions(TLoopOp op, raptor.ir.diag.DiagnosticEngine diag) {\n"
        + "    return true;\n  }\n");
    assertThat(c).succeededWithoutWarnings();
    String loop = "raptor.dialect.t.TLoopOp";
    assertThat(c).generatedSourceFile(loop).contentsAsUtf8String()
        .contains(".regionVerifier(TLoopOp::verifyRegionInvariants)");
    assertThat(c).generatedSourceFile(loop).contentsAsUtf8String()
        .contains("&& TOpsImpl.verify(op, diag);");
    assertThat(c).generatedSourceFile(loop).contentsAsUtf8String()
        .contains("private static boolean verifyRegionInvariants(Operation operation, "
            + "DiagnosticEngine diag) {\n    TLoopOp op = (TLoopOp) operation;\n"
            + "    return TraitChecks.implicitTerminator(op, diag, \"t.yield\")\n"
            + "            && TOpsImpl.verifyRegions(op, diag);");
  }

  @Test
  void noRegionVerifierWithoutRegionChecks() {
    Compilation c = compile(SYNC, "");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TSyncOp").contentsAsUtf8String()
        .doesNotContain("regionVerifier");
  }

  @Test
  void verifierHookWithWrongSignature() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let hasVerifier = 1; }\n",
        "  static void verify(TAOp op, raptor.ir.diag.DiagnosticEngine diag) {}\n");
    assertThat(c).hadErrorContaining("has no method 'static boolean verify(TAOp, DiagnosticEngine)'");
  }

  @Test
  void missingCustomAssemblyHooks() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let hasCustomAssemblyFormat = 1; }\n", "");
    assertThat(c).hadErrorContaining("has no method 'static void print(TAOp, AsmPrinter)'");
    assertThat(c).hadErrorContaining("has no method 'static void parseAOp(AsmParser, OperationState)'");
  }

  @Test
  void missingCustomDirectiveHook() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n  let arguments = (ins I64Attr:$n);\n"
        + "  let assemblyFormat = \"custom<Count>($n) attr-dict\";\n}\n", "");
    assertThat(c).hadErrorContaining("has custom<Count> but TOpsImpl has no method "
        + "'static void printCount(AsmPrinter, TAOp, IntegerAttr)'");
  }

  @Test
  void hooksThatExistAreAccepted() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> { let hasVerifier = 1; }\n",
        "  static boolean verify(TAOp op, raptor.ir.diag.DiagnosticEngine diag) { return true; }\n");
    assertThat(c).succeeded();
  }

  private static final String CANONICALIZED =
      "def T_AOp : T_Op<\"a\"> { let hasCanonicalizer = 1; }\n";
  private static final String CANONICALIZE_METHOD =
      "def T_AOp : T_Op<\"a\"> { let hasCanonicalizeMethod = 1; }\n";

  @Test
  void missingCanonicalizerHook() {
    Compilation c = compile(CANONICALIZED, "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: op 'T_AOp' has hasCanonicalizer = 1 "
        + "but TOpsImpl has no method 'static void canonicalizeAOp(PatternSet)'");
  }

  @Test
  void canonicalizerHookWithWrongSignature() {
    Compilation c = compile(CANONICALIZED,
        "  static void canonicalizeAOp(java.util.List<raptor.ir.rewrite.Pattern> patterns) {}\n");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: op 'T_AOp' has hasCanonicalizer = 1 "
        + "but TOpsImpl has no method 'static void canonicalizeAOp(PatternSet)'");
  }

  @Test
  void canonicalizerHookIsRegisteredInTheOpInfo() {
    Compilation c = compile(CANONICALIZED,
        "  static void canonicalizeAOp(raptor.ir.rewrite.PatternSet patterns) {}\n");
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains(".canonicalizer(TOpsImpl::canonicalizeAOp)");
  }

  @Test
  void canonicalizeMethodWithWrongSignature() {
    Compilation c = compile(CANONICALIZE_METHOD, "  static void canonicalize(TAOp op, "
        + "raptor.ir.rewrite.PatternRewriter rewriter) {}\n");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: op 'T_AOp' has "
        + "hasCanonicalizeMethod = 1 but TOpsImpl has no method "
        + "'static boolean canonicalize(TAOp, PatternRewriter)'");
  }

  @Test
  void canonicalizeMethodBecomesThePatternOfTheOp() {
    Compilation c = compile(CANONICALIZE_METHOD, "  static boolean canonicalize(TAOp op, "
        + "raptor.ir.rewrite.PatternRewriter rewriter) { return false; }\n");
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains(".canonicalizer(patterns -> patterns.add(NAME,");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("(op, rewriter) -> TOpsImpl.canonicalize((TAOp) op, rewriter)))");
  }

  // ---- Dialect hooks ----

  @Test
  void constantMaterializerHookIsRequired() {
    Compilation c = compile("", "", "Dialect { let name = \"t\"; let hasConstantMaterializer = 1; }");
    assertThat(c).hadErrorContaining("t/Fixture.td:2:5: error: hasConstantMaterializer = 1 but "
        + "TOpsImpl has no method 'static Operation materializeConstant(OpBuilder, Attribute, Type, "
        + "Location)'");
  }

  @Test
  void constantMaterializerOverridesTheDialectMethod() {
    Compilation c = compile("", "  static raptor.ir.Operation materializeConstant(raptor.ir.OpBuilder b, "
        + "raptor.ir.attr.Attribute v, raptor.ir.attr.Type t, raptor.ir.attr.Location l) {\n"
        + "    return null;\n  }\n",
        "Dialect { let name = \"t\"; let hasConstantMaterializer = 1; }");
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TDialect").contentsAsUtf8String()
        .contains("  @Override\n  public Operation materializeConstant(OpBuilder builder, "
            + "Attribute value, Type type,\n      Location location) {\n"
            + "    return TOpsImpl.materializeConstant(builder, value, type, location);\n  }");
  }

  @Test
  void noConstantMaterializerByDefault() {
    Compilation c = compile(SYNC, "");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TDialect").contentsAsUtf8String()
        .doesNotContain("materializeConstant");
  }

  // ---- Traits ----

  @Test
  void destinationStyleTiesTheOutputsToTheResults() {
    Compilation c = compile("def T_FillOp : T_Op<\"fill\", [DestinationStyleOpInterface]> {\n"
        + "  let arguments = (ins Index:$value, Variadic<AnyType>:$outputs);\n"
        + "  let results = (outs Variadic<AnyType>:$res);\n}\n", "");
    assertThat(c).succeededWithoutWarnings();
    String fill = "raptor.dialect.t.TFillOp";
    assertThat(c).generatedSourceFile(fill).contentsAsUtf8String()
        .contains("public final class TFillOp extends Operation implements DestinationStyle {");
    assertThat(c).generatedSourceFile(fill).contentsAsUtf8String()
        .contains(".traits(DestinationStyle.class)");
    assertThat(c).generatedSourceFile(fill).contentsAsUtf8String()
        .contains("  public List<Value> dpsInits() {\n    int[] range = this.operandRange(1);\n"
            + "    return operands().subList(range[0], range[0] + range[1]);\n  }");
    assertThat(c).generatedSourceFile(fill).contentsAsUtf8String()
        .contains("return DestinationStyle.verify(op, diag, op.operandRange(1));");
  }

  @Test
  void destinationStyleOnANamedOperandGroupIsCheckedAfterTheVerifier() {
    Compilation c = compile("def T_PutOp : T_Op<\"put\", [DestinationStyle<\"dest\">]> {\n"
        + "  let arguments = (ins AnyType:$source, AnyType:$dest);\n"
        + "  let results = (outs AnyType:$result);\n  let hasVerifier = 1;\n}\n",
        "  static boolean verify(TPutOp op, raptor.ir.diag.DiagnosticEngine diag) { return true; }\n");
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TPutOp").contentsAsUtf8String()
        .contains("&& TOpsImpl.verify(op, diag);");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TPutOp").contentsAsUtf8String()
        .contains(".regionVerifier(TPutOp::verifyRegionInvariants)");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TPutOp").contentsAsUtf8String()
        .contains("return DestinationStyle.verify(op, diag, new int[] {1, 1});");
  }

  @Test
  void destinationStyleNeedsItsOperandGroup() {
    Compilation c = compile("def T_AOp : T_Op<\"a\", [DestinationStyleOpInterface]> {\n"
        + "  let arguments = (ins Index:$x);\n}\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: DestinationStyle of 'T_AOp' names "
        + "'outputs', which is not an operand of the op");
  }

  // ---- Enumerations ----

  private static final String MODE = "def T_ModeAttr : I64EnumAttr<\"Mode\", \"\", [\n"
      + "    I64EnumAttrCase<\"fast\", 0>, I64EnumAttrCase<\"exact\", 3>]>;\n";

  @Test
  void integerEnumerationGetsAJavaEnum() {
    Compilation c = compile(MODE + "def T_AOp : T_Op<\"a\"> {\n"
        + "  let arguments = (ins T_ModeAttr:$mode);\n"
        + "  let assemblyFormat = \"$mode attr-dict\";\n}\n", "");
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("raptor.dialect.t.Mode").contentsAsUtf8String()
        .startsWith("// Generated from t/Fixture.td:4 by raptor.gen.processor.DialectProcessor.");
    assertThat(c).generatedSourceFile("raptor.dialect.t.Mode").contentsAsUtf8String()
        .contains("public enum Mode {\n  /**\n   * {@code fast} (0).\n   */\n  FAST(\"fast\", 0L),\n\n"
            + "  /**\n   * {@code exact} (3).\n   */\n  EXACT(\"exact\", 3L);");
    assertThat(c).generatedSourceFile("raptor.dialect.t.Mode").contentsAsUtf8String()
        .contains("public static Mode of(long value) {");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("MODE_CASES = Mode.cases(\"mode\");");
  }

  @Test
  void unusedEnumerationIsNotGenerated() {
    Compilation c = compile(MODE + SYNC, "");
    assertThat(c).succeeded();
    assertThat(c.generatedSourceFiles().stream()
        .noneMatch(f -> f.getName().endsWith("/Mode.java"))).isTrue();
  }

  @Test
  void enumerationCasesMustGiveDistinctConstants() {
    Compilation c = compile("def T_ModeAttr : I64EnumAttr<\"Mode\", \"\", [\n"
        + "    I64EnumAttrCase<\"fast\", 0>, I64EnumAttrCase<\"FAST\", 1>]>;\n"
        + "def T_AOp : T_Op<\"a\"> { let arguments = (ins T_ModeAttr:$mode); }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: case 'FAST' of enumeration "
        + "'T_ModeAttr' does not give a distinct Java constant ('FAST')");
  }

  @Test
  void enumerationClassNameMustBeAnIdentifier() {
    Compilation c = compile("def T_ModeAttr : I64EnumAttr<\"my-mode\", \"\", [\n"
        + "    I64EnumAttrCase<\"fast\", 0>]>;\n"
        + "def T_AOp : T_Op<\"a\"> { let arguments = (ins T_ModeAttr:$mode); }\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: enumeration 'T_ModeAttr' has the "
        + "class name 'my-mode', which is not a Java identifier");
  }

  // ---- Extensions used by scf, tensor and memref ----

  private static final String SLICE = "def T_SliceOp : T_Op<\"slice\", [ResultNames<[\"sliced\"]>]> {\n"
      + "  let summary = \"A slice with a mixed index list\";\n"
      + "  let arguments = (ins Variadic<Index>:$offsets, DenseI64ArrayAttr:$static_offsets);\n"
      + "  let results = (outs Index:$r);\n"
      + "  let assemblyFormat = \"custom<List>($offsets, $static_offsets) attr-dict\";\n}\n";

  private static final String LIST_HOOKS = "  static void printList(raptor.ir.text.AsmPrinter p, "
      + "raptor.ir.Operation op, java.util.List<raptor.ir.Value> v, raptor.ir.attr.DenseArrayAttr a) {}\n"
      + "  static void parseList(raptor.ir.text.AsmParser p, raptor.ir.OperationState s, "
      + "java.util.List<raptor.ir.text.AsmParser.UnresolvedOperand> v, "
      + "java.util.function.Consumer<raptor.ir.attr.Attribute> a) {}\n";

  @Test
  void customDirectiveParsesIntoTheOperandGroupAndSetsTheProperty() {
    Compilation c = compile(SLICE, LIST_HOOKS);
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TSliceOp").contentsAsUtf8String()
        .contains("TOpsImpl.parseList(parser, state, offsetsOperands, attr -> Props.put(state, "
            + "\"static_offsets\", attr))");
  }

  @Test
  void customDirectiveParseHookNeedsItsArguments() {
    Compilation c = compile(SLICE, "  static void printList(raptor.ir.text.AsmPrinter p, "
        + "raptor.ir.Operation op, java.util.List<raptor.ir.Value> v, raptor.ir.attr.DenseArrayAttr a) {}\n");
    assertThat(c).hadErrorContaining("has custom<List> but TOpsImpl has no method 'static void "
        + "parseList(AsmParser, OperationState, List<AsmParser.UnresolvedOperand>, Consumer<Attribute>)'");
  }

  @Test
  void resultNamesGiveFixedHints() {
    Compilation c = compile(SLICE, LIST_HOOKS);
    assertThat(c).generatedSourceFile("raptor.dialect.t.TSliceOp").contentsAsUtf8String()
        .contains("setName.accept(op.result(0), \"sliced\")");
  }

  @Test
  void moreResultNamesThanResults() {
    Compilation c = compile("def T_AOp : T_Op<\"a\", [ResultNames<[\"x\"]>]>;\n", "");
    assertThat(c).hadErrorContaining("t/Fixture.td:4:5: error: ResultNames of 'T_AOp' gives 1 "
        + "names for 0 results");
  }

  private static final String LOOP = "def T_YieldOp : T_Op<\"yield\", [Terminator]> {\n"
      + "  let assemblyFormat = \"attr-dict\";\n}\n"
      + "def T_LoopOp : T_Op<\"loop\", [SingleBlockImplicitTerminator<\"t.yield\">]> {\n"
      + "  let regions = (region SizedRegion<1>:$body);\n"
      + "  let assemblyFormat = \"$body attr-dict\";\n}\n";

  @Test
  void implicitTerminatorIsAddedElidedAndVerified() {
    Compilation c = compile(LOOP, "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TLoopOp").contentsAsUtf8String()
        .contains("FormatSupport.ensureTerminator(state.regions.get(0), TYieldOp.INFO, state.location)");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TLoopOp").contentsAsUtf8String()
        .contains("printer.printRegion(op.body(), true, false, false)");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TLoopOp").contentsAsUtf8String()
        .contains("TraitChecks.implicitTerminator(op, diag, \"t.yield\")");
  }

  @Test
  void implicitTerminatorOfAnotherDialect() {
    Compilation c = compile(LOOP.replace("t.yield", "scf.yield"), "");
    assertThat(c).hadErrorContaining("error: the implicit terminator 'scf.yield' of region 'body' "
        + "is not an op of this dialect");
  }

  @Test
  void optionalGroupAnchoredOnAStringAttribute() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n"
        + "  let arguments = (ins OptionalAttr<StrAttr>:$vis);\n"
        + "  let assemblyFormat = \"($vis^)? attr-dict\";\n}\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("if (parser.atString())");
  }

  @Test
  void optionalGroupAnchoredOnASymbolName() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n"
        + "  let arguments = (ins OptionalAttr<SymbolNameAttr>:$sym_name);\n"
        + "  let assemblyFormat = \"($sym_name^)? attr-dict\";\n}\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("if (parser.atSymbolName())");
  }

  @Test
  void singleBlockOpGetsItsBodyBlockAndAnEmptyRegionGetsOne() {
    Compilation c = compile("def T_AOp : T_Op<\"a\", [SingleBlock, NoTerminator]> {\n"
        + "  let regions = (region SizedRegion<1>:$inner);\n"
        + "  let assemblyFormat = \"$inner attr-dict\";\n}\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("  public Block body() {\n    return region(0).firstBlock();\n  }");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("if (state.regions.get(0).isEmpty()) {\n"
            + "        state.regions.get(0).append(new Block());");
  }

  @Test
  void regionNamedBodyKeepsItsRegionAccessor() {
    Compilation c = compile("def T_AOp : T_Op<\"a\", [SingleBlock, NoTerminator]> {\n"
        + "  let regions = (region SizedRegion<1>:$body);\n}\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("  public Region body() {");
  }

  @Test
  void inherentAttributesAreTypedByTheirStorage() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n"
        + "  let arguments = (ins StrAttr:$label, AnyAttr:$payload);\n}\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains(".inherentAttribute(\"label\", StringAttr.class)");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains(".inherentAttributes(\"payload\")");
  }

  @Test
  void reservedAttributeNameGetsAValueAccessor() {
    Compilation c = compile("def T_AOp : T_Op<\"a\"> {\n"
        + "  let arguments = (ins FlatSymbolRefAttr:$name);\n}\n", "");
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("public String nameValue()");
    assertThat(c).generatedSourceFile("raptor.dialect.t.TAOp").contentsAsUtf8String()
        .contains("public SymbolRefAttr nameAttr()");
  }

  // ---- Options ----

  @Test
  void missingTdRoot() {
    JavaFileObject hooks = JavaFileObjects.forSourceString("raptor.dialect.t.TOpsImpl",
        String.format(HOOKS, ""));
    Compilation c = Compiler.javac().withProcessors(new DialectProcessor()).compile(hooks);
    assertThat(c).hadErrorContaining("the option -Araptor.tdRoot=DIR (the .td spec root) is not set");
  }

  @Test
  void missingTdFile() {
    JavaFileObject hooks = JavaFileObjects.forSourceString("raptor.dialect.t.TOpsImpl",
        String.format(HOOKS, ""));
    Compilation c = Compiler.javac().withProcessors(new DialectProcessor())
        .withOptions("-Araptor.tdRoot=" + root).compile(hooks);
    assertThat(c).hadErrorContaining("t/Fixture.td: error: cannot read the .td file");
  }
}
