package raptor.gen.processor;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;
import raptor.gen.emit.JavaNames;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.format.AssemblyFormat;
import raptor.tblgen.format.FormatElement;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.BuilderSpec;
import raptor.tblgen.ods.DialectSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Checks that the hooks class has every hook the {@code .td} file asks for, with the right
 * signature: {@code verify}, {@code fold}, the canonicalization hooks, custom assembly, result
 * names, custom builders, custom directives, the dialect attribute parser and the constant
 * materializer.
 *
 * <p>{@code hasCanonicalizer} needs {@code canonicalize<Op>(PatternSet)}, which adds the op's
 * patterns (MLIR's {@code getCanonicalizationPatterns}); {@code hasCanonicalizeMethod} needs
 * {@code boolean canonicalize(<Op>, PatternRewriter)}, which rewrites one op (MLIR's
 * {@code canonicalize}).
 *
 * <p>A directive {@code custom<X>(args)} needs {@code printX(AsmPrinter, <Op or Operation>,
 * values...)}, given each argument's value (an attribute's raw value, a {@code List<Type>} for
 * {@code type(...)}), and {@code parseX(AsmParser, OperationState, targets...)}, given where to
 * put each argument: the {@code List<UnresolvedOperand>} of an operand group, a
 * {@code Consumer<Attribute>} setting an attribute, the {@code List<Type>} of a type directive,
 * the {@code Region}, the {@code List<Block>} of a successor; a {@code ref(...)} argument is
 * passed as parsed (an attribute's value).
 */
final class HookChecker {
  private static final String IR = "raptor.ir.";
  private static final String REWRITE = "raptor.ir.rewrite.";
  private final DialectSpec spec;
  private final TypeElement hooks;
  private final String pkg;
  private final List<TdException> errors = new ArrayList<>();

  private HookChecker(DialectSpec spec, TypeElement hooks, String pkg) {
    this.spec = spec;
    this.hooks = hooks;
    this.pkg = pkg;
  }

  /**
   * {@return the missing or mistyped hooks, as errors at the op that asks for them}
   *
   * @param formats the checked format of each op (by def name), to find custom directives
   */
  static List<TdException> check(DialectSpec spec, TypeElement hooks, String pkg,
      java.util.Map<String, AssemblyFormat> formats) {
    HookChecker checker = new HookChecker(spec, hooks, pkg);
    if (spec.dialect().hasAttributeParser()) {
      checker.require(spec.dialect().loc(), "useDefaultAttributePrinterParser = 1",
          new Signatures.Hook(IR + "attr.Attribute", "parseAttribute",
              List.of("java.lang.String", "int")));
    }
    if (spec.dialect().hasConstantMaterializer()) {
      checker.require(spec.dialect().loc(), "hasConstantMaterializer = 1",
          new Signatures.Hook(IR + "Operation", "materializeConstant", List.of(IR + "OpBuilder",
              IR + "attr.Attribute", IR + "attr.Type", IR + "attr.Location")));
    }
    for (OpSpec op : spec.ops()) {
      checker.checkOp(op, formats.get(op.defName()));
    }
    return checker.errors;
  }

  private void checkOp(OpSpec op, AssemblyFormat format) {
    String self = pkg + "." + op.className();
    String base = baseName(op);
    if (op.hooks().verifier()) {
      require(op, "hasVerifier = 1", new Signatures.Hook("boolean", "verify",
          List.of(self, IR + "diag.DiagnosticEngine")));
    }
    if (op.hooks().regionVerifier()) {
      require(op, "hasRegionVerifier = 1", new Signatures.Hook("boolean", "verifyRegions",
          List.of(self, IR + "diag.DiagnosticEngine")));
    }
    if (op.hooks().folder()) {
      require(op, "hasFolder = 1", new Signatures.Hook("java.util.List<" + IR + "OpFoldResult>",
          "fold", List.of(self, "java.util.List<" + IR + "attr.Attribute>")));
    }
    if (op.hooks().canonicalizer()) {
      require(op, "hasCanonicalizer = 1", new Signatures.Hook("void", "canonicalize" + base,
          List.of(REWRITE + "PatternSet")));
    }
    if (op.hooks().canonicalizeMethod()) {
      require(op, "hasCanonicalizeMethod = 1", new Signatures.Hook("boolean", "canonicalize",
          List.of(self, REWRITE + "PatternRewriter")));
    }
    if (op.hooks().customAssembly()) {
      require(op, "hasCustomAssemblyFormat = 1", new Signatures.Hook("void", "print",
          List.of(self, IR + "text.AsmPrinter")));
      require(op, "hasCustomAssemblyFormat = 1", new Signatures.Hook("void", "parse" + base,
          List.of(IR + "text.AsmParser", IR + "OperationState")));
    }
    if (op.hooks().resultNames()) {
      require(op, "getAsmResultNames", new Signatures.Hook("void", "nameResults",
          List.of(self, "java.util.function.BiConsumer<" + IR + "Value,java.lang.String>")));
    }
    if (op.hooks().symbolUses()) {
      require(op, "verifySymbolUses", new Signatures.Hook("boolean", "verifySymbolUses",
          List.of(self, IR + "diag.DiagnosticEngine")));
    }
    for (BuilderSpec builder : op.builders()) {
      List<String> params = new ArrayList<>();
      params.add(IR + "OperationState");
      for (BuilderSpec.Param p : builder.params()) {
        params.add(JavaNames.javaType(p.javaType()).toString());
      }
      require(op, "a custom builder", new Signatures.Hook("void", "build" + base, params));
    }
    if (format != null) {
      checkCustomDirectives(op, self, format.elements());
    }
  }

  private void checkCustomDirectives(OpSpec op, String self, List<FormatElement> elements) {
    for (FormatElement e : elements) {
      if (e instanceof FormatElement.Optional group) {
        checkCustomDirectives(op, self, group.then());
        checkCustomDirectives(op, self, group.otherwise());
      }
      if (!(e instanceof FormatElement.Custom custom)) {
        continue;
      }
      List<String> params = new ArrayList<>();
      params.add(IR + "text.AsmPrinter");
      params.add(self);
      List<String> parseParams = new ArrayList<>();
      parseParams.add(IR + "text.AsmParser");
      parseParams.add(IR + "OperationState");
      for (FormatElement arg : custom.args()) {
        params.add(argType(op, arg));
        parseParams.add(parseArgType(op, arg));
      }
      String what = "custom<" + custom.name() + ">";
      List<String> anyOpParams = new ArrayList<>(params);
      anyOpParams.set(1, IR + "Operation");
      if (!Signatures.has(hooks, new Signatures.Hook("void", "print" + custom.name(), anyOpParams))) {
        require(op, what, new Signatures.Hook("void", "print" + custom.name(), params));
      }
      require(op, what, new Signatures.Hook("void", "parse" + custom.name(), parseParams));
    }
  }

  private String argType(OpSpec op, FormatElement arg) {
    if (arg instanceof FormatElement.Ref ref) {
      return argType(op, ref.target());
    }
    if (arg instanceof FormatElement.TypeOf) {
      return "java.util.List<" + IR + "attr.Type>";
    }
    FormatElement.Var var = (FormatElement.Var) arg;
    switch (var.kind()) {
      case ATTRIBUTE:
        AttributeSpec attr = op.attribute(var.name());
        return JavaNames.storageClass(attr.constraint().storageType()).toString();
      case REGION:
        return IR + "Region";
      case SUCCESSOR:
        return IR + "Block";
      default:
        ValueSpec value = op.operand(var.name());
        return value.arity() == Arity.SINGLE ? IR + "Value"
            : value.arity() == Arity.OPTIONAL ? "java.util.Optional<" + IR + "Value>"
            : "java.util.List<" + IR + "Value>";
    }
  }

  /**
   * {@return the parse hook's parameter type for a custom directive argument: the list an
   * operand, type or successor is parsed into, a setter of an attribute, the region; for
   * {@code ref(...)} what was parsed before}
   */
  private static String parseArgType(OpSpec op, FormatElement arg) {
    if (arg instanceof FormatElement.Ref ref) {
      return ref.target() instanceof FormatElement.Var var
          && var.kind() == FormatElement.Kind.ATTRIBUTE
          ? IR + "attr.Attribute" : parseArgType(op, ref.target());
    }
    if (arg instanceof FormatElement.TypeOf) {
      return "java.util.List<" + IR + "attr.Type>";
    }
    return switch (((FormatElement.Var) arg).kind()) {
      case ATTRIBUTE -> "java.util.function.Consumer<" + IR + "attr.Attribute>";
      case REGION -> IR + "Region";
      case SUCCESSOR -> "java.util.List<" + IR + "Block>";
      default -> "java.util.List<" + IR + "text.AsmParser.UnresolvedOperand>";
    };
  }

  private String baseName(OpSpec op) {
    String prefix = spec.dialect().javaPrefix();
    String name = op.className();
    return name.startsWith(prefix) && name.length() > prefix.length()
        ? name.substring(prefix.length()) : name;
  }

  private void require(OpSpec op, String why, Signatures.Hook hook) {
    require(op.loc(), "op '" + op.defName() + "' has " + why, hook);
  }

  private void require(raptor.tblgen.diag.SourceLoc loc, String why, Signatures.Hook hook) {
    if (!Signatures.has(hooks, hook)) {
      errors.add(TdError.at(loc, why + " but " + hooks.getSimpleName()
          + " has no method '" + hook.describe() + "'"));
    }
  }
}
