package raptor.gen.emit;

import com.palantir.javapoet.CodeBlock;
import java.util.List;
import raptor.tblgen.ods.Arity;
import raptor.tblgen.ods.OpSpec;
import raptor.tblgen.ods.ValueSpec;

/**
 * Where each operand or result group of an op lies among its values, as code: fixed indices
 * when no group is variable, else a call of the op's private range helper.
 *
 * @param groups the groups
 * @param attrSized whether a segment sizes property gives the sizes
 * @param sameSized whether every variadic group has the same size (several may be variadic)
 * @param segmentAttr the segment sizes property name
 * @param helper the private helper method name ({@code operandRange}, {@code resultRange})
 */
record OpShape(List<ValueSpec> groups, boolean attrSized, boolean sameSized, String segmentAttr,
    String helper) {
  static OpShape operands(OpSpec op) {
    return new OpShape(op.operands(), op.hasNativeTrait("AttrSizedOperandSegments"), false,
        "operandSegmentSizes", "operandRange");
  }

  static OpShape results(OpSpec op) {
    return new OpShape(op.results(), op.hasNativeTrait("AttrSizedResultSegments"),
        op.hasNativeTrait("SameVariadicResultSize"), "resultSegmentSizes", "resultRange");
  }

  /** {@return whether some group is optional or variadic} */
  boolean isVariable() {
    return variableIndex() >= 0 || attrSized;
  }

  /** {@return the index of the variable group, or -1} */
  int variableIndex() {
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).arity().isVariable()) {
        return i;
      }
    }
    return -1;
  }

  /** {@return the accepted count as an {@code Arity} expression} */
  CodeBlock arity() {
    int min = 0;
    boolean unbounded = false;
    int max = 0;
    for (ValueSpec g : groups) {
      min += g.arity() == Arity.SINGLE ? 1 : 0;
      max += 1;
      unbounded |= g.arity() == Arity.VARIADIC;
    }
    if (groups.isEmpty()) {
      return CodeBlock.of("$T.NONE", Rt.ARITY);
    }
    if (unbounded) {
      return CodeBlock.of("$T.atLeast($L)", Rt.ARITY, min);
    }
    return min == max ? CodeBlock.of("$T.exactly($L)", Rt.ARITY, min)
        : CodeBlock.of("new $T($L, $L)", Rt.ARITY, min, max);
  }

  /** {@return the body of the range helper {@code int[] helper(int group)}} */
  CodeBlock helperBody(String countExpr) {
    if (attrSized) {
      return CodeBlock.of("return $T.attrSized(this, $S, group);\n", Rt.SEGMENTS, segmentAttr);
    }
    if (sameSized) {
      CodeBlock variadic = groups.stream()
          .map(g -> CodeBlock.of("$L", g.arity().isVariable()))
          .collect(CodeBlock.joining(", "));
      return CodeBlock.of("return $T.sameSized($L, group, $L);\n", Rt.SEGMENTS, countExpr,
          variadic);
    }
    return CodeBlock.of("return $T.single($L, group, $L, $L);\n", Rt.SEGMENTS, countExpr,
        groups.size(), variableIndex());
  }

  /**
   * {@return an {@code int[] {start, length}} expression for group {@code index} on the op
   * expression {@code op}}
   */
  CodeBlock range(String op, int index) {
    if (!isVariable()) {
      return CodeBlock.of("new int[] {$L, 1}", index);
    }
    return CodeBlock.of("$L.$L($L)", op, helper, index);
  }
}
