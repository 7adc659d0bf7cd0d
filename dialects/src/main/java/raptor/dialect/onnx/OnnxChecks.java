package raptor.dialect.onnx;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.ShapedType;
import raptor.ir.diag.DiagnosticEngine;

/**
 * The checks the {@code onnx} verifiers share: keyword attributes, integer lists, axes and the
 * ranks of operands whose type is already ranked (before shape inference many are not).
 */
final class OnnxChecks {
  private OnnxChecks() {
  }

  /** Emits {@code message} as an error of {@code op}; {@return false} */
  static boolean fail(Operation op, DiagnosticEngine diag, String message) {
    diag.opError(op, message);
    return false;
  }

  /** {@return whether {@code value} of attribute {@code name} is one of {@code allowed}} */
  static boolean keyword(Operation op, DiagnosticEngine diag, String name, String value,
      Set<String> allowed) {
    if (allowed.contains(value)) {
      return true;
    }
    return fail(op, diag, "attribute '" + name + "' must be one of " + String.join(", ",
        allowed.stream().sorted().toList()) + ", but got '" + value + "'");
  }

  /** {@return whether {@code value} is 0 or 1 (an ONNX boolean held in an int)} */
  static boolean flag(Operation op, DiagnosticEngine diag, String name, long value) {
    if (value == 0 || value == 1) {
      return true;
    }
    return fail(op, diag, "attribute '" + name + "' must be 0 or 1, but got " + value);
  }

  /** {@return the elements of an integer list attribute} */
  static long[] longs(ArrayAttr array) {
    long[] values = new long[array.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = ((IntegerAttr) array.get(i)).longValue();
    }
    return values;
  }

  /**
   * {@return whether the optional integer list {@code name} has {@code count} elements, each at
   * least {@code min}} An absent list passes.
   */
  static boolean list(Operation op, DiagnosticEngine diag, String name,
      Optional<ArrayAttr> array, int count, long min) {
    if (array.isEmpty()) {
      return true;
    }
    long[] values = longs(array.get());
    if (count >= 0 && values.length != count) {
      return fail(op, diag, "attribute '" + name + "' must have " + count + " elements, but has "
          + values.length);
    }
    for (long value : values) {
      if (value < min) {
        return fail(op, diag, "attribute '" + name + "' must hold values >= " + min
            + ", but holds " + value);
      }
    }
    return true;
  }

  /** {@return the rank of {@code value}, or -1 when it is unranked or not a tensor} */
  static int rank(Value value) {
    return value.type() instanceof ShapedType shaped && shaped.hasRank() ? shaped.rank() : -1;
  }

  /** {@return whether {@code value} is absent (the {@code none} of {@code onnx.NoValue})} */
  static boolean isNone(Value value) {
    return value.type() instanceof NoneType;
  }

  /** {@return whether the ranked operands among {@code values} all have rank {@code rank}} */
  static boolean rankIs(Operation op, DiagnosticEngine diag, String what, Value value,
      int rank) {
    int actual = rank(value);
    if (actual < 0 || actual == rank) {
      return true;
    }
    return fail(op, diag, what + " must have rank " + rank + ", but has rank " + actual);
  }

  /** {@return whether {@code value} is unranked or has rank at least {@code min}} */
  static boolean rankAtLeast(Operation op, DiagnosticEngine diag, String what, Value value,
      int min) {
    int actual = rank(value);
    if (actual < 0 || actual >= min) {
      return true;
    }
    return fail(op, diag, what + " must have rank >= " + min + ", but has rank " + actual);
  }

  /** {@return whether {@code axis} lies in [-rank, rank) when {@code rank} is known} */
  static boolean axis(Operation op, DiagnosticEngine diag, long axis, int rank) {
    if (rank < 0 || (axis >= -rank && axis < rank)) {
      return true;
    }
    return fail(op, diag, "attribute 'axis' is " + axis + ", outside [" + -rank + ", " + rank
        + ") for a tensor of rank " + rank);
  }

  /** {@return whether a variadic op has at least one operand} */
  static boolean nonEmpty(Operation op, DiagnosticEngine diag, List<Value> operands) {
    return !operands.isEmpty() || fail(op, diag, "expects at least one operand");
  }

  /** {@return whether {@code attr} is an integer list of a permutation of 0..n-1} */
  static boolean permutation(Operation op, DiagnosticEngine diag, Attribute attr, int rank) {
    long[] perm = longs((ArrayAttr) attr);
    if (rank >= 0 && perm.length != rank) {
      return fail(op, diag, "attribute 'perm' must have " + rank + " elements, but has "
          + perm.length);
    }
    boolean[] seen = new boolean[perm.length];
    for (long p : perm) {
      if (p < 0 || p >= perm.length || seen[(int) p]) {
        return fail(op, diag, "attribute 'perm' must be a permutation of 0.." + (perm.length - 1));
      }
      seen[(int) p] = true;
    }
    return true;
  }
}
