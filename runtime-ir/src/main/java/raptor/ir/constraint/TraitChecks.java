package raptor.ir.constraint;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import raptor.ir.Block;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.attr.VectorType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.trait.ParallelCombining;

/**
 * The checks of ODS traits that constrain several entities at once
 * ({@code SameOperandsAndResultType}, {@code AllTypesMatch}, {@code HasParent}...), run by
 * generated verifiers after the per-entity constraints.
 */
public final class TraitChecks {
  private TraitChecks() {
  }

  /** {@code SameOperandsAndResultType}. */
  public static boolean sameOperandsAndResultType(Operation op, DiagnosticEngine diag) {
    int count = op.numOperands() + op.numResults();
    for (int i = 1; i < count; i++) {
      if (!operandOrResultType(op, i).equals(operandOrResultType(op, 0))) {
        diag.opError(op, "requires the same type for all operands and results");
        return false;
      }
    }
    return true;
  }

  /** {@code SameTypeOperands}. */
  public static boolean sameTypeOperands(Operation op, DiagnosticEngine diag) {
    for (int i = 1; i < op.numOperands(); i++) {
      if (!op.operand(i).type().equals(op.operand(0).type())) {
        diag.opError(op, "requires all operands to have the same type");
        return false;
      }
    }
    return true;
  }

  /** {@code SameOperandsAndResultShape}: shapes must be compatible (a {@code ?} matches any size). */
  public static boolean sameOperandsAndResultShape(Operation op, DiagnosticEngine diag) {
    int count = op.numOperands() + op.numResults();
    for (int i = 1; i < count; i++) {
      if (!compatibleShapes(operandOrResultType(op, i), operandOrResultType(op, 0))) {
        diag.opError(op, "requires the same shape for all operands and results");
        return false;
      }
    }
    return true;
  }

  /**
   * {@code SameInputOutputTensorDims}: when the operand or the result is a tensor, both are
   * ranked tensors with the same sizes; unlike {@code SameOperandsAndResultShape}, {@code ?}
   * matches only {@code ?}.
   */
  public static boolean sameInputOutputTensorDims(Operation op, DiagnosticEngine diag) {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    if (!isTensor(in) && !isTensor(out)) {
      return true;
    }
    if (in instanceof RankedTensorType rankedIn && out instanceof RankedTensorType rankedOut
        && rankedIn.shape().equals(rankedOut.shape())) {
      return true;
    }
    diag.opError(op, "failed to verify that input and output have the same tensor dimensions");
    return false;
  }

  /**
   * {@code BooleanConditionOrMatchingShape}: operand 0 (the condition) is {@code i1}, or has
   * exactly the shape of result 0 (both unranked counts as matching).
   */
  public static boolean booleanConditionOrMatchingShape(Operation op, DiagnosticEngine diag) {
    Type condition = op.operand(0).type();
    Type result = op.result(0).type();
    boolean matches = condition instanceof IntegerType integer && integer.isSignless(1)
        || condition instanceof ShapedType c && result instanceof ShapedType r
            && c.hasRank() == r.hasRank() && (!c.hasRank() || c.shape().equals(r.shape()));
    if (!matches) {
      diag.opError(op, "failed to verify that condition is signless i1 or has matching shape");
    }
    return matches;
  }

  /**
   * {@code Elementwise}: the vectors and tensors among the operands and results are all of one
   * kind with compatible shapes, and an op with one has them on both sides and as every result.
   */
  public static boolean elementwise(Operation op, DiagnosticEngine diag) {
    List<Type> operands = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      addIfMappable(operands, op.operand(i).type());
    }
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      addIfMappable(results, op.result(i).type());
    }
    if (operands.isEmpty() && results.isEmpty()) {
      return true;
    }
    String error = operands.isEmpty()
        ? "if a result is non-scalar, then at least one operand must be non-scalar"
        : results.isEmpty()
            ? "if an operand is non-scalar, then there must be at least one non-scalar result"
            : results.size() != op.numResults()
                ? "if an operand is non-scalar, then all results must be non-scalar" : null;
    if (error == null) {
      List<Type> all = new ArrayList<>(operands);
      all.addAll(results);
      if (!sameKind(all) || !compatibleShapes(all)) {
        error = "all non-scalar operands/results must have the same shape and base type";
      }
    }
    if (error != null) {
      diag.opError(op, error);
    }
    return error == null;
  }

  private static void addIfMappable(List<Type> types, Type type) {
    if (type instanceof VectorType || isTensor(type)) {
      types.add(type);
    }
  }

  private static boolean sameKind(List<Type> types) {
    for (Type type : types) {
      if (type.getClass() != types.get(0).getClass()) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether the ranked ones among {@code types} have one rank and, in every
   * dimension, at most one static size (MLIR's {@code verifyCompatibleShapes})}
   */
  private static boolean compatibleShapes(List<Type> types) {
    List<List<Long>> shapes = new ArrayList<>();
    for (Type type : types) {
      ShapedType shaped = (ShapedType) type;
      if (shaped.hasRank()) {
        shapes.add(shaped.shape());
      }
    }
    for (List<Long> shape : shapes) {
      if (shape.size() != shapes.get(0).size()) {
        return false;
      }
    }
    for (int d = 0; !shapes.isEmpty() && d < shapes.get(0).size(); d++) {
      long size = ShapedType.DYNAMIC;
      for (List<Long> shape : shapes) {
        long s = shape.get(d);
        if (s != ShapedType.DYNAMIC && size != ShapedType.DYNAMIC && s != size) {
          return false;
        }
        size = s == ShapedType.DYNAMIC ? size : s;
      }
    }
    return true;
  }

  /** {@code AllTypesMatch<[...]>}: {@code summary} is "all of {a, b} have same type". */
  public static boolean allTypesMatch(Operation op, DiagnosticEngine diag, String summary,
      Type... types) {
    for (Type type : types) {
      if (type != null && types[0] != null && !type.equals(types[0])) {
        diag.opError(op, "failed to verify that " + summary);
        return false;
      }
    }
    return true;
  }

  /** {@code TypesMatchWith<summary, from, to, transform>}. */
  public static boolean typesMatchWith(Operation op, DiagnosticEngine diag, String summary,
      Type from, Type to, UnaryOperator<Type> transform) {
    if (from != null && to != null && !transform.apply(from).equals(to)) {
      diag.opError(op, "failed to verify that " + summary);
      return false;
    }
    return true;
  }

  /**
   * {@code SingleBlockImplicitTerminator<"a.yield">}: every non-empty region ends with an
   * {@code a.yield}. A region trait, checked once the nested ops verified; the verifier has
   * checked on entering the op that the single block is not empty ({@code SingleBlock}).
   */
  public static boolean implicitTerminator(Operation op, DiagnosticEngine diag, String terminator) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (region.isEmpty()) {
        continue;
      }
      Block block = region.firstBlock();
      if (block.isEmpty()) {
        continue;
      }
      if (!block.lastOp().name().equals(terminator)) {
        diag.opError(op, "expects regions to end with '" + terminator + "', found '"
            + block.lastOp().name() + "'").attachNote(op.location(),
            "in custom textual format, the absence of terminator implies '" + terminator + "'");
        return false;
      }
    }
    return true;
  }

  /** {@code Terminator}: the op is the last of its block. */
  public static boolean terminator(Operation op, DiagnosticEngine diag) {
    Block block = op.parentBlock();
    if (block == null || block.lastOp() != op) {
      diag.opError(op, "must be the last operation in the parent block");
      return false;
    }
    return true;
  }

  /** {@code HasParent<"a.b">} or {@code ParentOneOf<[...]>}. */
  public static boolean hasParent(Operation op, DiagnosticEngine diag, String... parents) {
    Operation parent = op.parentOp();
    for (String name : parents) {
      if (parent != null && parent.name().equals(name)) {
        return true;
      }
    }
    if (parents.length == 1) {
      diag.opError(op, "expects parent op '" + parents[0] + "'");
    } else {
      diag.opError(op, "expects parent op to be one of '" + String.join(", ", parents) + "'");
    }
    return false;
  }

  /** {@code NoRegionArguments}: no region's entry block takes arguments (MLIR's messages). */
  public static boolean noRegionArguments(Operation op, DiagnosticEngine diag) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (!region.isEmpty() && region.firstBlock().numArguments() != 0) {
        diag.opError(op, op.numRegions() > 1 ? "region #" + i + " should have no arguments"
            : "region should have no arguments");
        return false;
      }
    }
    return true;
  }

  /**
   * {@code InParallelOpInterface}: the single block holds only parallel-combining ops (MLIR's
   * {@code scf.forall.in_parallel} verifier).
   */
  public static boolean inParallel(Operation op, DiagnosticEngine diag) {
    for (Operation nested : op.region(0).firstBlock().ops()) {
      if (!nested.hasTrait(ParallelCombining.class)) {
        diag.opError(op, "expected only ParallelCombiningOpInterface ops");
        return false;
      }
    }
    return true;
  }

  private static boolean isTensor(Type type) {
    return type instanceof RankedTensorType || type instanceof UnrankedTensorType;
  }

  /** {@return the type of operand {@code i}, or of result {@code i - numOperands}} */
  private static Type operandOrResultType(Operation op, int i) {
    int operands = op.numOperands();
    return i < operands ? op.operand(i).type() : op.result(i - operands).type();
  }

  private static boolean compatibleShapes(Type a, Type b) {
    boolean shapedA = a instanceof ShapedType;
    boolean shapedB = b instanceof ShapedType;
    if (!shapedA || !shapedB) {
      return shapedA == shapedB;
    }
    ShapedType sa = (ShapedType) a;
    ShapedType sb = (ShapedType) b;
    if (!sa.hasRank() || !sb.hasRank()) {
      return true;
    }
    if (sa.rank() != sb.rank()) {
      return false;
    }
    for (int i = 0; i < sa.rank(); i++) {
      long da = sa.shape().get(i);
      long db = sb.shape().get(i);
      if (da != db && da != ShapedType.DYNAMIC && db != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }
}
