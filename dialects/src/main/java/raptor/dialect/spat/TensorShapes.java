package raptor.dialect.spat;

import java.util.List;
import raptor.ir.Operation;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * Shape rules shared by the {@code spat} ops and the {@code pim} ops they lower to: the
 * crossbar products and concatenation. Each check emits an op error and returns
 * {@code false} on a mismatch; dynamic dimensions match anything.
 */
public final class TensorShapes {
  /** The names of the two dimensions of a matrix, in messages. */
  private static final String[] DIM_NAMES = {"rows", "columns"};

  private TensorShapes() {
  }

  /**
   * Checks {@code output[r, n] = input[r, k] * weight[k, n]}: 2-D operands, the input's columns
   * equal the weight's rows, the output has the input's rows and the weight's columns, and one
   * element type throughout.
   */
  public static boolean verifyVectorMatrix(Operation op, DiagnosticEngine diag, Type weight,
      Type input, Type output) {
    if (!matrixOperands(op, diag, weight, input, output)) {
      return false;
    }
    Matrix w = new Matrix("weight", weight);
    Matrix in = new Matrix("input", input);
    Matrix out = new Matrix("output", output);
    return sameDim(op, diag, in, 1, w, 0) && sameDim(op, diag, out, 1, w, 1)
        && sameDim(op, diag, out, 0, in, 0);
  }

  /**
   * Checks {@code output[n, c] = weight[n, k] * input[k, c]}, the other crossbar orientation.
   */
  public static boolean verifyMatrixVector(Operation op, DiagnosticEngine diag, Type weight,
      Type input, Type output) {
    if (!matrixOperands(op, diag, weight, input, output)) {
      return false;
    }
    Matrix w = new Matrix("weight", weight);
    Matrix in = new Matrix("input", input);
    Matrix out = new Matrix("output", output);
    return sameDim(op, diag, in, 0, w, 1) && sameDim(op, diag, out, 0, w, 0)
        && sameDim(op, diag, out, 1, in, 1);
  }

  /** A 2-D operand of a matrix product, named as in the messages. */
  private record Matrix(String name, List<Long> shape) {
    Matrix(String name, Type type) {
      this(name, ((ShapedType) type).shape());
    }
  }

  /** Checks that dimension {@code ad} of {@code a} matches dimension {@code bd} of {@code b}. */
  private static boolean sameDim(Operation op, DiagnosticEngine diag, Matrix a, int ad, Matrix b,
      int bd) {
    if (dimsMatch(a.shape().get(ad), b.shape().get(bd))) {
      return true;
    }
    return fail(op, diag, a.name() + " has " + a.shape().get(ad) + " " + DIM_NAMES[ad]
        + ", but the " + b.name() + " has " + b.shape().get(bd) + " " + DIM_NAMES[bd]);
  }

  private static boolean matrixOperands(Operation op, DiagnosticEngine diag, Type weight,
      Type input, Type output) {
    return rank2(op, diag, "weight", weight) && rank2(op, diag, "input", input)
        && rank2(op, diag, "output", output)
        && sameElementType(op, diag, List.of(weight, input, output));
  }

  /**
   * Checks a concatenation along {@code axis}: at least one input, one rank and element type,
   * equal sizes off the axis, and an output whose axis size is the sum of the inputs'.
   */
  public static boolean verifyConcat(Operation op, DiagnosticEngine diag, List<Type> inputs,
      Type output, long axis) {
    if (inputs.isEmpty()) {
      return fail(op, diag, "expects at least one input");
    }
    int rank = ((ShapedType) output).rank();
    if (axis < 0 || axis >= rank) {
      return fail(op, diag, "axis " + axis + " is out of range for rank " + rank);
    }
    List<Long> out = ((ShapedType) output).shape();
    long sum = 0;
    for (int i = 0; i < inputs.size(); i++) {
      ShapedType in = (ShapedType) inputs.get(i);
      if (!sameElementType(op, diag, List.of(in, output))) {
        return false;
      }
      if (in.rank() != rank) {
        return fail(op, diag, "input #" + i + " has rank " + in.rank() + ", but the output has "
            + "rank " + rank);
      }
      for (int d = 0; d < rank; d++) {
        if (d != axis && !dimsMatch(in.shape().get(d), out.get(d))) {
          return fail(op, diag, "input #" + i + " has size " + in.shape().get(d)
              + " in dimension " + d + ", but the output has " + out.get(d));
        }
      }
      long size = in.shape().get((int) axis);
      sum = size == ShapedType.DYNAMIC || sum == ShapedType.DYNAMIC ? ShapedType.DYNAMIC
          : sum + size;
    }
    if (!dimsMatch(sum, out.get((int) axis))) {
      return fail(op, diag, "output has size " + out.get((int) axis) + " along axis " + axis
          + ", but the inputs add up to " + sum);
    }
    return true;
  }

  /** Checks that every type of {@code types} has the element type of the first. */
  public static boolean sameElementType(Operation op, DiagnosticEngine diag, List<Type> types) {
    Type first = ((ShapedType) types.get(0)).elementType();
    for (Type type : types) {
      Type element = ((ShapedType) type).elementType();
      if (!element.equals(first)) {
        return fail(op, diag, "expects one element type, but got '" + AttrPrinter.toText(first)
            + "' and '" + AttrPrinter.toText(element) + "'");
      }
    }
    return true;
  }

  /** {@return whether two dimension sizes agree; a dynamic size agrees with any} */
  public static boolean dimsMatch(long a, long b) {
    return a == b || a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC;
  }

  private static boolean rank2(Operation op, DiagnosticEngine diag, String what, Type type) {
    if (((ShapedType) type).rank() != 2) {
      return fail(op, diag, "expects a 2-D " + what + ", but got '" + AttrPrinter.toText(type)
          + "'");
    }
    return true;
  }

  /**
   * Checks that {@code perm} is a permutation of the input's dimensions and that output
   * dimension {@code i} is input dimension {@code perm[i]}, with one element type.
   */
  public static boolean verifyPermutation(Operation op, DiagnosticEngine diag, Type inputType,
      Type outputType, long[] perm) {
    ShapedType input = (ShapedType) inputType;
    ShapedType output = (ShapedType) outputType;
    if (perm.length != input.rank() || output.rank() != input.rank()) {
      return fail(op, diag, "expects a permutation of " + input.rank()
          + " dimensions and an output of rank " + input.rank() + ", but got " + perm.length
          + " and " + output.rank());
    }
    boolean[] seen = new boolean[perm.length];
    for (int i = 0; i < perm.length; i++) {
      if (perm[i] < 0 || perm[i] >= perm.length || seen[(int) perm[i]]) {
        return fail(op, diag, "expects a permutation of [0, " + perm.length
            + "), but got " + perm[i] + " at position " + i);
      }
      seen[(int) perm[i]] = true;
    }
    for (int i = 0; i < perm.length; i++) {
      if (!dimsMatch(output.shape().get(i), input.shape().get((int) perm[i]))) {
        return fail(op, diag, "output dimension " + i + " has size "
            + output.shape().get(i) + ", but input dimension " + perm[i] + " has size "
            + input.shape().get((int) perm[i]));
      }
    }
    return sameElementType(op, diag, List.of(input, output));
  }

  /**
   * Checks the window of an im2col op ({@link PatchWindow#problem}) and that the input and
   * result have one element type.
   */
  public static boolean verifyPatches(Operation op, DiagnosticEngine diag, PatchWindow window,
      Type input, Type output) {
    String problem = window.problem();
    if (problem != null) {
      return fail(op, diag, problem);
    }
    return sameElementType(op, diag, List.of(input, output));
  }

  /** Emits {@code message} as an error of {@code op}, for one-line verifier failures; {@return false} */
  public static boolean fail(Operation op, DiagnosticEngine diag, String message) {
    diag.opError(op, message);
    return false;
  }
}
