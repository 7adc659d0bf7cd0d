package raptor.gen.emit;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.format.AssemblyFormat;
import raptor.tblgen.format.FormatElement;
import raptor.tblgen.format.FormatElement.Kind;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Emits the body of a format printer. Spacing follows mlir-tblgen's generator: whether a space
 * precedes an element is decided here, at generation time, with optional groups flowing the
 * state through as if they were printed.
 */
final class FormatPrinterEmitter {
  private final EmitContext ctx;
  private final OpSpec op;
  private final AssemblyFormat format;
  private final CodeBlock.Builder code = CodeBlock.builder();
  private final StringBuilder pending = new StringBuilder();

  /** The spacing state of mlir-tblgen's printer generator. */
  private static final class Spacing {
    boolean shouldEmitSpace = true;
    boolean lastWasPunct;

    Spacing copy() {
      Spacing s = new Spacing();
      s.shouldEmitSpace = shouldEmitSpace;
      s.lastWasPunct = lastWasPunct;
      return s;
    }
  }

  FormatPrinterEmitter(EmitContext ctx, OpSpec op, AssemblyFormat format) {
    this.ctx = ctx;
    this.op = op;
    this.format = format;
  }

  CodeBlock emit() {
    Spacing spacing = new Spacing();
    for (FormatElement e : format.elements()) {
      element(e, spacing);
    }
    flush();
    return code.build();
  }

  private void text(String s) {
    pending.append(s);
  }

  private void flush() {
    if (pending.length() > 0) {
      code.addStatement("printer.print($S)", pending.toString());
      pending.setLength(0);
    }
  }

  private boolean isVariadicRegion(String name) {
    return op.regions().stream().anyMatch(r -> r.name().equals(name) && r.variadic());
  }

  private void statement(CodeBlock statement) {
    flush();
    code.addStatement(statement);
  }

  private void element(FormatElement e, Spacing s) {
    if (e instanceof FormatElement.Literal lit) {
      literal(lit.text(), s);
    } else if (e instanceof FormatElement.AttrDict dict) {
      statement(CodeBlock.of("printer.$L(op, $L)", dict.withKeyword()
          ? "printOptionalAttrDictWithKeyword" : "printOptionalAttrDict", elidedAttributes()));
      s.lastWasPunct = false;
    } else if (e instanceof FormatElement.PropDict) {
      text(" ");
      statement(CodeBlock.of("printer.printOptionalPropDict(op, $L)", elidedProperties()));
      s.shouldEmitSpace = true;
      s.lastWasPunct = false;
    } else if (e instanceof FormatElement.Optional group) {
      optionalGroup(group, s);
    } else if (e instanceof FormatElement.Var var && var.kind() == Kind.ATTRIBUTE
        && op.attribute(var.name()).isUnit()) {
      return;
    } else {
      if (s.shouldEmitSpace || !s.lastWasPunct) {
        text(" ");
      }
      value(e);
      s.shouldEmitSpace = true;
      s.lastWasPunct = false;
    }
  }

  private void literal(String v, Spacing s) {
    switch (v) {
      case " ":
        text(" ");
        s.shouldEmitSpace = false;
        s.lastWasPunct = false;
        return;
      case "":
        s.shouldEmitSpace = false;
        s.lastWasPunct = true;
        return;
      case "\n":
        statement(CodeBlock.of("printer.printNewline()"));
        return;
      default:
        break;
    }
    if (s.shouldEmitSpace && spaceBefore(v, s.lastWasPunct)) {
      text(" ");
    }
    text(v);
    s.shouldEmitSpace = !(v.equals("<") || v.equals("(") || v.equals("{") || v.equals("["));
    s.lastWasPunct = !(v.charAt(0) == '_' || Character.isLetter(v.charAt(0)));
  }

  private static boolean spaceBefore(String v, boolean lastWasPunct) {
    if (v.length() > 1 && !v.equals("->")) {
      return true;
    }
    return lastWasPunct ? ">)}],".indexOf(v.charAt(0)) < 0 : "<>(){}[],".indexOf(v.charAt(0)) < 0;
  }

  private void optionalGroup(FormatElement.Optional group, Spacing s) {
    Spacing before = s.copy();
    flush();
    code.beginControlFlow("if ($L)", present(group.anchor()));
    for (FormatElement e : group.then()) {
      element(e, s);
    }
    flush();
    if (!group.otherwise().isEmpty()) {
      code.nextControlFlow("else");
      Spacing other = before.copy();
      for (FormatElement e : group.otherwise()) {
        element(e, other);
      }
      flush();
    }
    code.endControlFlow();
  }

  /** {@return the condition under which an optional group's anchor is present} */
  CodeBlock present(FormatElement anchor) {
    if (anchor instanceof FormatElement.TypeOf type) {
      return present(type.target());
    }
    if (anchor instanceof FormatElement.Custom custom) {
      for (FormatElement arg : custom.args()) {
        if (arg instanceof FormatElement.Var) {
          return present(arg);
        }
      }
      return CodeBlock.of("true");
    }
    FormatElement.Var var = (FormatElement.Var) anchor;
    String accessor = JavaNames.camel(var.name());
    switch (var.kind()) {
      case ATTRIBUTE:
        AttributeSpec attr = op.attribute(var.name());
        if (attr.defaultValue() != null) {
          return CodeBlock.of("!$L.equals(op.$LAttr())", OpClassEmitter.defaultConstant(var.name()), accessor);
        }
        return CodeBlock.of("op.inherentAttr($S) != null", var.name());
      case REGION:
        return CodeBlock.of("!op.$L().isEmpty()", accessor);
      default:
        ValueSpec value = var.kind() == Kind.OPERAND ? op.operand(var.name()) : op.result(var.name());
        return value.arity() == Arity.OPTIONAL ? CodeBlock.of("op.$L().isPresent()", accessor)
            : CodeBlock.of("!op.$L().isEmpty()", accessor);
    }
  }

  // ---- Elements ----

  private void value(FormatElement e) {
    if (e instanceof FormatElement.Var var) {
      variable(var);
    } else if (e instanceof FormatElement.All all) {
      all(all.kind());
    } else if (e instanceof FormatElement.TypeOf type) {
      statement(CodeBlock.of("printer.printTypes($L)", types(type.target())));
    } else if (e instanceof FormatElement.FunctionalType fn) {
      statement(CodeBlock.of("printer.printFunctionalType($L, $L)", types(fn.inputs()),
          types(fn.results())));
    } else if (e instanceof FormatElement.Custom custom) {
      List<CodeBlock> args = new ArrayList<>();
      args.add(CodeBlock.of("printer"));
      args.add(CodeBlock.of("op"));
      for (FormatElement arg : custom.args()) {
        args.add(customArg(arg));
      }
      statement(CodeBlock.of("$T.print$L($L)", ctx.hooks(), custom.name(), CodeBlock.join(args, ", ")));
    }
  }

  private CodeBlock customArg(FormatElement arg) {
    if (arg instanceof FormatElement.Ref ref) {
      return customArg(ref.target());
    }
    if (arg instanceof FormatElement.TypeOf type) {
      return types(type.target());
    }
    FormatElement.Var var = (FormatElement.Var) arg;
    return var.kind() == Kind.ATTRIBUTE ? CodeBlock.of("op.$LAttr()", JavaNames.camel(var.name()))
        : CodeBlock.of("op.$L()", JavaNames.camel(var.name()));
  }

  private void variable(FormatElement.Var var) {
    String accessor = JavaNames.camel(var.name());
    switch (var.kind()) {
      case OPERAND:
        ValueSpec operand = op.operand(var.name());
        statement(operand.arity() == Arity.SINGLE ? CodeBlock.of("printer.printOperand(op.$L())", accessor)
            : operand.arity() == Arity.OPTIONAL ? CodeBlock.of("op.$L().ifPresent(printer::printOperand)", accessor)
            : CodeBlock.of("printer.printOperands(op.$L())", accessor));
        break;
      case ATTRIBUTE:
        attribute(var, op.attribute(var.name()));
        break;
      case REGION:
        if (isVariadicRegion(var.name())) {
          // Comma-separated, as MLIR's format prints a variadic region.
          flush();
          code.beginControlFlow("for (int i = 0; i < op.$L().size(); i++)", accessor)
              .addStatement("printer.print(i == 0 ? $S : $S)", "", ", ")
              .addStatement("printer.printRegion(op.$L().get(i), true, true, false)", accessor)
              .endControlFlow();
          break;
        }
        statement(CodeBlock.of("printer.printRegion(op.$L(), true, $L, false)", accessor,
            op.implicitTerminator() == null));
        break;
      default:
        statement(CodeBlock.of("printer.printSuccessor(op.$L())", accessor));
        break;
    }
  }

  private void attribute(FormatElement.Var var, AttributeSpec attr) {
    CodeBlock value = CodeBlock.of("op.$LAttr()", JavaNames.camel(attr.name()));
    CodeBlock print;
    if (var.qualified()) {
      print = CodeBlock.of("printer.printAttribute($L)", value);
    } else {
      print = switch (attr.constraint().format()) {
        case FULL -> CodeBlock.of("printer.printAttribute($L)", value);
        case BARE -> CodeBlock.of("printer.printAttributeWithoutType($L)", value);
        case SYMBOL -> CodeBlock.of("printer.printSymbolName($L.value())", value);
        case TYPE -> CodeBlock.of("printer.printType($L)", value);
        case DENSE, STRIPPED -> CodeBlock.of("printer.printStrippedAttribute($L)", value);
        case ENUM -> CodeBlock.of("printer.print($L.keyword($L))", OpClassEmitter.casesConstant(attr.name()), value);
      };
    }
    if (attr.optional() && attr.defaultValue() == null) {
      flush();
      code.beginControlFlow("if ($L != null)", value).addStatement(print).endControlFlow();
    } else {
      statement(print);
    }
  }

  private void all(Kind kind) {
    switch (kind) {
      case OPERAND:
        statement(CodeBlock.of("printer.printOperands(op.operands())"));
        break;
      case REGION:
        flush();
        code.beginControlFlow("for (int i = 0; i < op.numRegions(); i++)")
            .addStatement("printer.print(i == 0 ? $S : $S)", "", ", ")
            .addStatement("printer.printRegion(op.region(i), true, true, false)").endControlFlow();
        break;
      default:
        flush();
        code.beginControlFlow("for (int i = 0; i < op.numSuccessors(); i++)")
            .addStatement("printer.print(i == 0 ? $S : $S)", "", ", ")
            .addStatement("printer.printSuccessor(op.successor(i))").endControlFlow();
        break;
    }
  }

  /** {@return a {@code List<Type>} expression of the types of a type-directive target} */
  private CodeBlock types(FormatElement target) {
    if (target instanceof FormatElement.All all) {
      return all.kind() == Kind.OPERAND
          ? CodeBlock.of("$T.typesOf(op.operands())", Rt.FORMAT_SUPPORT)
          : CodeBlock.of("op.resultTypes()");
    }
    FormatElement.Var var = (FormatElement.Var) target;
    ValueSpec value = var.kind() == Kind.OPERAND ? op.operand(var.name()) : op.result(var.name());
    String accessor = JavaNames.camel(var.name());
    return value.arity() == Arity.SINGLE ? CodeBlock.of("$T.of(op.$L().type())", List.class, accessor)
        : CodeBlock.of("$T.typesOf(op.$L())", Rt.FORMAT_SUPPORT, accessor);
  }

  // ---- attr-dict elision ----

  private CodeBlock elidedAttributes() {
    List<CodeBlock> names = new ArrayList<>();
    for (AttributeSpec attr : op.attributes()) {
      if (format.boundAttributes().contains(attr.name()) || format.hasPropDict()) {
        names.add(CodeBlock.of("$S", attr.name()));
      }
    }
    addSegmentNames(names);
    List<CodeBlock> defaults = new ArrayList<>();
    for (AttributeSpec attr : op.attributes()) {
      if (attr.defaultValue() != null && !format.boundAttributes().contains(attr.name())
          && !format.hasPropDict()) {
        defaults.add(CodeBlock.of("$S, $L", attr.name(), OpClassEmitter.defaultConstant(attr.name())));
      }
    }
    if (defaults.isEmpty()) {
      return CodeBlock.of("$T.of($L)", java.util.Set.class, CodeBlock.join(names, ", "));
    }
    return CodeBlock.of("$T.elidedDefaults(op, $T.of($L), $T.of($L))", Rt.FORMAT_SUPPORT,
        java.util.Set.class, CodeBlock.join(names, ", "), java.util.Map.class,
        CodeBlock.join(defaults, ", "));
  }

  private CodeBlock elidedProperties() {
    List<CodeBlock> names = new ArrayList<>();
    for (AttributeSpec attr : op.attributes()) {
      if (format.boundAttributes().contains(attr.name())) {
        names.add(CodeBlock.of("$S", attr.name()));
      }
    }
    addSegmentNames(names);
    return CodeBlock.of("$T.of($L)", java.util.Set.class, CodeBlock.join(names, ", "));
  }

  private void addSegmentNames(List<CodeBlock> names) {
    if (op.hasNativeTrait("AttrSizedOperandSegments")) {
      names.add(CodeBlock.of("$S", "operandSegmentSizes"));
    }
    if (op.hasNativeTrait("AttrSizedResultSegments")) {
      names.add(CodeBlock.of("$S", "resultSegmentSizes"));
    }
  }
}
