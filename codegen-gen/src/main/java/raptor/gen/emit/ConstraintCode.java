package raptor.gen.emit;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import raptor.tblgen.ods.AttrConstraintSpec;
import raptor.tblgen.ods.AttributeSpec;
import raptor.tblgen.ods.TypeConstraintSpec;

/** Java expressions of constraint predicates: calls of the named library factories. */
final class ConstraintCode {
  private ConstraintCode() {
  }

  /** {@code TypePredicates.fn(params..., nested...)}. */
  static CodeBlock typePredicate(TypeConstraintSpec c) {
    List<CodeBlock> args = params(c.params());
    for (TypeConstraintSpec nested : c.args()) {
      args.add(typePredicate(nested));
    }
    return CodeBlock.of("$T.$L($L)", Rt.TYPE_PREDICATES, c.fn(), CodeBlock.join(args, ", "));
  }

  /** {@code new TypeConstraint("summary", predicate)}. */
  static CodeBlock typeConstraint(String summary, TypeConstraintSpec c) {
    return CodeBlock.of("new $T($S, $L)", Rt.TYPE_CONSTRAINT, summary, typePredicate(c));
  }

  /** The single type of a buildable constraint: {@code BuildableTypes.fn(params...)}. */
  static CodeBlock buildableType(TypeConstraintSpec c) {
    return CodeBlock.of("$T.$L($L)", Rt.BUILDABLE_TYPES, c.fn(), CodeBlock.join(params(c.params()), ", "));
  }

  /** {@code AttrPredicates.fn(params..., nested...)}; dialect attributes test their class. */
  static CodeBlock attrPredicate(AttrConstraintSpec c) {
    if (c.fn().equals("instanceOf")) {
      return CodeBlock.of("$T.instanceOf($T.class)", Rt.ATTR_PREDICATES,
          JavaNames.storageClass(c.storageType()));
    }
    List<CodeBlock> args = params(c.params());
    for (AttrConstraintSpec nested : c.args()) {
      args.add(attrPredicate(nested));
    }
    return CodeBlock.of("$T.$L($L)", Rt.ATTR_PREDICATES, c.fn(), CodeBlock.join(args, ", "));
  }

  /** {@code new AttrConstraint("summary", predicate)} of an attribute with its confinements. */
  static CodeBlock attrConstraint(AttributeSpec attr) {
    CodeBlock predicate = attrPredicate(attr.constraint());
    if (!attr.confinements().isEmpty()) {
      List<CodeBlock> parts = new ArrayList<>();
      parts.add(predicate);
      for (AttrConstraintSpec c : attr.confinements()) {
        parts.add(attrPredicate(c));
      }
      predicate = CodeBlock.of("$T.allOf($L)", Rt.ATTR_PREDICATES, CodeBlock.join(parts, ", "));
    }
    return CodeBlock.of("new $T($S, $L)", Rt.ATTR_CONSTRAINT, attr.summary(), predicate);
  }

  private static List<CodeBlock> params(List<Long> params) {
    List<CodeBlock> args = new ArrayList<>();
    for (long p : params) {
      args.add(p >= Integer.MIN_VALUE && p <= Integer.MAX_VALUE ? CodeBlock.of("$L", p)
          : CodeBlock.of("$LL", p));
    }
    return args;
  }
}
