package raptor.gen.processor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import raptor.gen.emit.EmitContext;
import raptor.gen.emit.JavaNames;
import raptor.tblgen.diag.SourceLoc;
import raptor.tblgen.diag.TdException;
import raptor.tblgen.ods.AttrConstraintSpec;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.DialectSpec;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.TraitSpec;
import raptor.tblgen.ods.TypeConstraintSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Checks the names a {@code .td} file refers to in the runtime library (predicate factories,
 * buildable types, conversions, type transforms, trait interfaces and checks) and that no
 * generated accessor clashes with a method of {@code Operation} or a Java keyword.
 */
final class LibraryChecker {
  private static final Set<String> GENERATED_MEMBERS =
      Set.of("create", "verifyInvariants", "operandRange", "resultRange");

  private final Elements elements;
  private final List<TdException> errors = new ArrayList<>();
  private final Set<String> reserved = new HashSet<>();

  private LibraryChecker(Elements elements) {
    this.elements = elements;
    reserved.addAll(noArgMethods("raptor.ir.Operation"));
    reserved.addAll(noArgMethods("java.lang.Object"));
    reserved.addAll(GENERATED_MEMBERS);
  }

  /** {@return the names no generated accessor may take: methods of Operation and Object} */
  static Set<String> reservedNames(Elements elements) {
    return new LibraryChecker(elements).reserved;
  }

  static List<TdException> check(DialectSpec spec, Elements elements) {
    LibraryChecker checker = new LibraryChecker(elements);
    for (OpSpec op : spec.ops()) {
      checker.checkOp(op);
    }
    return checker.errors;
  }

  private void checkOp(OpSpec op) {
    List<String> accessors = new ArrayList<>();
    for (ValueSpec v : op.operands()) {
      accessors.add(JavaNames.camel(v.name()));
      checkType(op, v.constraint());
    }
    for (ValueSpec v : op.results()) {
      accessors.add(JavaNames.camel(v.name()));
      checkType(op, v.constraint());
    }
    for (AttributeSpec a : op.attributes()) {
      accessors.add(EmitContext.typedAttrAccessor(a.name(), reserved));
      accessors.add(JavaNames.camel(a.name()) + "Attr");
      checkAttr(op, a.constraint());
      a.confinements().forEach(c -> checkAttr(op, c));
    }
    op.regions().forEach(r -> accessors.add(JavaNames.camel(r.name())));
    op.successors().forEach(s -> accessors.add(JavaNames.camel(s.name())));
    for (String accessor : accessors) {
      if (reserved.contains(accessor) || SourceVersion.isKeyword(accessor)) {
        error(op.loc(), "'" + accessor + "' of op '" + op.defName() + "' clashes with "
            + (SourceVersion.isKeyword(accessor) ? "a Java keyword" : "a method of Operation or of the generated class")
            + "; rename it");
      }
    }
    for (TraitSpec trait : op.traits()) {
      checkTrait(op, trait);
    }
  }

  private void checkType(OpSpec op, TypeConstraintSpec c) {
    requireMethod(op.loc(), "raptor.ir.constraint.TypePredicates", c.fn(),
        "type predicate", c.defName());
    if (c.buildable()) {
      requireMethod(op.loc(), "raptor.ir.constraint.BuildableTypes", c.fn(), "buildable type",
          c.defName());
    }
    c.args().forEach(arg -> checkType(op, arg));
  }

  private void checkAttr(OpSpec op, AttrConstraintSpec c) {
    requireMethod(op.loc(), "raptor.ir.constraint.AttrPredicates", c.fn(), "attribute predicate",
        c.defName());
    if (c.convert() != null) {
      requireMethod(op.loc(), "raptor.ir.constraint.AttrValues", c.convert(), "attribute conversion",
          c.defName());
    }
    if (c.storageType().contains(".") && elements.getTypeElement(c.storageType()) == null) {
      error(op.loc(), "unknown storage class '" + c.storageType() + "' of '" + c.defName() + "'");
    }
    c.args().forEach(arg -> checkAttr(op, arg));
  }

  private void checkTrait(OpSpec op, TraitSpec trait) {
    if (trait instanceof TraitSpec.Native n) {
      if (elements.getTypeElement("raptor.ir.trait." + n.javaName()) == null) {
        error(op.loc(), "unknown trait '" + n.javaName() + "' of op '" + op.defName()
            + "': there is no interface raptor.ir.trait." + n.javaName());
      }
      if (!n.verifier().isEmpty()) {
        requireMethod(op.loc(), "raptor.ir.constraint.TraitChecks", n.verifier(), "trait check",
            n.javaName());
      }
    } else if (trait instanceof TraitSpec.TypesMatchWith with) {
      requireMethod(op.loc(), "raptor.ir.constraint.TypeTransforms", with.transform(),
          "type transform", "TypesMatchWith");
      requireEntity(op, with.from());
      requireEntity(op, with.to());
    } else if (trait instanceof TraitSpec.AllTypesMatch all) {
      all.names().forEach(name -> requireEntity(op, name));
    }
  }

  private void requireEntity(OpSpec op, String name) {
    if (op.operand(name) == null && op.result(name) == null && op.attribute(name) == null) {
      error(op.loc(), "op '" + op.defName() + "' has no operand, result or attribute named '"
          + name + "'");
    }
  }

  private void requireMethod(SourceLoc loc, String owner, String method, String what, String from) {
    TypeElement type = elements.getTypeElement(owner);
    if (type == null || !methodNames(type).contains(method)) {
      error(loc, "unknown " + what + " '" + method + "' in '" + from + "' (no method " + owner
          + "." + method + ")");
    }
  }

  private static Set<String> methodNames(TypeElement type) {
    Set<String> names = new HashSet<>();
    for (Element e : type.getEnclosedElements()) {
      if (e.getKind() == ElementKind.METHOD && e.getModifiers().contains(Modifier.PUBLIC)) {
        names.add(e.getSimpleName().toString());
      }
    }
    return names;
  }

  private Set<String> noArgMethods(String owner) {
    Set<String> names = new HashSet<>();
    TypeElement type = elements.getTypeElement(owner);
    if (type == null) {
      return names;
    }
    for (Element e : type.getEnclosedElements()) {
      if (e.getKind() == ElementKind.METHOD && !e.getModifiers().contains(Modifier.PRIVATE)
          && ((ExecutableElement) e).getParameters().isEmpty()) {
        names.add(e.getSimpleName().toString());
      }
    }
    return names;
  }

  private void error(SourceLoc loc, String message) {
    errors.add(TdError.at(loc, message));
  }
}
