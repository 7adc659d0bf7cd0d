package raptor.gen.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.RegionSpec;
import raptor.tblgen.ods.TraitSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the two verification methods of an op class, in MLIR's order.
 * {@code verifyInvariants}, run on entering the op: the structural traits (parent op, region
 * arguments), segment sizes, attributes, operand and result types and regions (ODS
 * constraints), then the other trait checks, then the {@code verify} hook.
 * {@code verifyRegionInvariants}, run once the ops nested in it verified (MLIR's
 * {@code verifyRegionInvariants}): the region traits (an implicit terminator, and the
 * destination-style check of an interface MLIR verifies with the regions), then the
 * {@code verifyRegions} hook.
 */
final class VerifierEmitter {
  private final EmitContext ctx;
  private final OpSpec op;
  private final ClassName self;

  VerifierEmitter(EmitContext ctx, OpSpec op, ClassName self) {
    this.ctx = ctx;
    this.op = op;
    this.self = self;
  }

  MethodSpec emit() {
    List<CodeBlock> checks = new ArrayList<>();
    addTraitChecks(checks, true);
    addSegmentChecks(checks, OpShape.operands(op), "operand", "numOperands()");
    addSegmentChecks(checks, OpShape.results(op), "result", "numResults()");
    for (AttributeSpec attr : op.attributes()) {
      checks.add(CodeBlock.of("$T.$L(op, diag, $S, $L)", Rt.INVARIANT_CHECKS,
          attr.optional() ? "optionalAttr" : "requiredAttr", attr.name(),
          OpClassEmitter.constraintConstant(attr.name())));
    }
    addValueChecks(checks, OpShape.operands(op), "operands");
    addValueChecks(checks, OpShape.results(op), "results");
    for (int i = 0; i < op.regions().size(); i++) {
      RegionSpec region = op.regions().get(i);
      if (region.blocks() >= 0 && !region.variadic()) {
        checks.add(CodeBlock.of("$T.region(op, diag, $L, $S, $L)", Rt.INVARIANT_CHECKS, i,
            region.name(), OpClassEmitter.constraintConstant(region.name())));
      }
    }
    addTraitChecks(checks, false);
    if (op.hooks().verifier()) {
      checks.add(CodeBlock.of("$T.verify(op, diag)", ctx.hooks()));
    }
    return method("verifyInvariants", "Checks the structural traits, then the ODS constraints, "
        + "then the other traits, then the {@code verify} hook.", checks);
  }

  /** Adds the checks of the structural traits or of the others, in the op's order. */
  private void addTraitChecks(List<CodeBlock> checks, boolean structural) {
    for (TraitSpec trait : op.traits()) {
      CodeBlock check = traitCheck(trait);
      if (check != null && isStructural(trait) == structural) {
        checks.add(check);
      }
    }
  }

  /** {@return whether MLIR checks {@code trait} before the ODS constraints} */
  private static boolean isStructural(TraitSpec trait) {
    return trait instanceof TraitSpec.ParentOneOf
        || trait instanceof TraitSpec.Native n && n.structural();
  }

  /**
   * {@return {@code verifyRegionInvariants}, or {@code null} when the op has no check that
   * waits for its nested ops}
   */
  MethodSpec emitRegionChecks() {
    List<CodeBlock> checks = new ArrayList<>();
    for (TraitSpec trait : op.traits()) {
      if (trait instanceof TraitSpec.ImplicitTerminator term) {
        checks.add(CodeBlock.of("$T.implicitTerminator(op, diag, $S)", Rt.TRAIT_CHECKS,
            term.opName()));
      }
    }
    TraitSpec.DestinationStyle dps = op.destinationStyle();
    if (dps != null) {
      checks.add(CodeBlock.of("$T.verify(op, diag, $L)", Rt.DESTINATION_STYLE,
          OpShape.operands(op).range("op", OpClassEmitter.initsGroup(op, dps))));
    }
    if (op.hooks().regionVerifier()) {
      checks.add(CodeBlock.of("$T.verifyRegions(op, diag)", ctx.hooks()));
    }
    return checks.isEmpty() ? null : method("verifyRegionInvariants",
        "Once the nested ops verified: the region traits, then the {@code verifyRegions} hook.",
        checks);
  }

  private MethodSpec method(String name, String doc, List<CodeBlock> checks) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(boolean.class)
        .addParameter(Rt.OPERATION, "operation").addParameter(Rt.DIAGNOSTIC_ENGINE, "diag")
        .addJavadoc(doc + "\n");
    if (checks.isEmpty()) {
      return m.addStatement("return true").build();
    }
    m.addStatement("$T op = ($T) operation", self, self);
    return m.addStatement("return $L", CodeBlock.join(checks, "\n    && ")).build();
  }

  private void addSegmentChecks(List<CodeBlock> checks, OpShape shape, String noun, String count) {
    if (!shape.attrSized()) {
      return;
    }
    List<CodeBlock> args = new ArrayList<>();
    args.add(CodeBlock.of("op, diag, $S, $S, op.$L, $L", shape.segmentAttr(), noun, count,
        shape.groups().size()));
    for (int i = 0; i < shape.groups().size(); i++) {
      if (shape.groups().get(i).arity() == Arity.OPTIONAL) {
        args.add(CodeBlock.of("$L", i));
      }
    }
    checks.add(CodeBlock.of("$T.segments($L)", Rt.INVARIANT_CHECKS, CodeBlock.join(args, ", ")));
  }

  private static void addValueChecks(List<CodeBlock> checks, OpShape shape, String method) {
    for (int i = 0; i < shape.groups().size(); i++) {
      ValueSpec value = shape.groups().get(i);
      CodeBlock range = shape.range("op", i);
      checks.add(CodeBlock.of("$T.$L(op, diag, $L, $L)", Rt.INVARIANT_CHECKS, method,
          shape.isVariable() ? CodeBlock.of("$L[0], $L[1]", range, range)
              : CodeBlock.of("$L, 1", i),
          OpClassEmitter.constraintConstant(value.name())));
    }
  }

  private CodeBlock traitCheck(TraitSpec trait) {
    if (trait instanceof TraitSpec.Native n) {
      return n.verifier().isEmpty() ? null
          : CodeBlock.of("$T.$L(op, diag)", Rt.TRAIT_CHECKS, n.verifier());
    }
    if (trait instanceof TraitSpec.AllTypesMatch all) {
      List<CodeBlock> types = new ArrayList<>();
      for (String name : all.names()) {
        types.add(typeOf(name));
      }
      return CodeBlock.of("$T.allTypesMatch(op, diag, $S, $L)", Rt.TRAIT_CHECKS, all.summary(),
          CodeBlock.join(types, ", "));
    }
    if (trait instanceof TraitSpec.TypesMatchWith with) {
      return CodeBlock.of("$T.typesMatchWith(op, diag, $S, $L, $L, $T::$L)", Rt.TRAIT_CHECKS,
          with.summary(), typeOf(with.from()), typeOf(with.to()), Rt.TYPE_TRANSFORMS,
          with.transform());
    }
    if (trait instanceof TraitSpec.ParentOneOf parents) {
      List<CodeBlock> names = new ArrayList<>();
      parents.parents().forEach(p -> names.add(CodeBlock.of("$S", p)));
      return CodeBlock.of("$T.hasParent(op, diag, $L)", Rt.TRAIT_CHECKS, CodeBlock.join(names, ", "));
    }
    return null;
  }

  /** {@return the type of the single operand, result or typed attribute {@code name}} */
  private CodeBlock typeOf(String name) {
    String accessor = JavaNames.camel(name);
    ValueSpec value = op.operand(name) != null ? op.operand(name) : op.result(name);
    if (value != null) {
      return switch (value.arity()) {
        case SINGLE -> CodeBlock.of("op.$L().type()", accessor);
        case OPTIONAL -> CodeBlock.of("op.$L().map($T::type).orElse(null)", accessor, Rt.VALUE);
        case VARIADIC -> CodeBlock.of("op.$L().isEmpty() ? null : op.$L().get(0).type()", accessor, accessor);
      };
    }
    return CodeBlock.of("$T.typeOf(op.$LAttr())", Rt.ATTR_VALUES, accessor);
  }
}
