package raptor.ir.text;

import java.util.List;
import raptor.ir.attr.AffineExpr;
import raptor.ir.attr.AffineExpr.Binary;
import raptor.ir.attr.AffineExpr.Constant;
import raptor.ir.attr.AffineExpr.Kind;
import raptor.ir.attr.AffineMap;
import raptor.ir.attr.IntegerSet;

/** Prints affine maps, integer sets and expressions as mlir-opt does. */
public final class AffinePrinter {
  private AffinePrinter() {}

  /** Prints {@code (d0, d1)[s0] -> (results)}. */
  public static void printMap(AffineMap map, StringBuilder out) {
    printDimsAndSymbols(map.numDims(), map.numSymbols(), out);
    out.append(" -> (");
    printList(map.results(), out);
    out.append(')');
  }

  /** Prints {@code (d0)[s0] : (e >= 0, f == 0)}; an empty set prints its trivial constraint. */
  public static void printSet(IntegerSet set, StringBuilder out) {
    printDimsAndSymbols(set.numDims(), set.numSymbols(), out);
    out.append(" : (");
    List<AffineExpr> constraints = set.constraints();
    for (int i = 0; i < constraints.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printExpr(constraints.get(i), out);
      out.append(set.equalities().get(i) ? " == 0" : " >= 0");
    }
    out.append(')');
  }

  private static void printDimsAndSymbols(int numDims, int numSymbols, StringBuilder out) {
    out.append('(');
    for (int i = 0; i < numDims; i++) {
      out.append(i > 0 ? ", d" : "d").append(i);
    }
    out.append(')');
    if (numSymbols == 0) {
      return;
    }
    out.append('[');
    for (int i = 0; i < numSymbols; i++) {
      out.append(i > 0 ? ", s" : "s").append(i);
    }
    out.append(']');
  }

  private static void printList(List<AffineExpr> exprs, StringBuilder out) {
    for (int i = 0; i < exprs.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printExpr(exprs.get(i), out);
    }
  }

  /** Prints one expression with mlir-opt's spacing, parentheses and subtraction forms. */
  public static void printExpr(AffineExpr expr, StringBuilder out) {
    print(expr, false, out);
  }

  private static void print(AffineExpr expr, boolean strong, StringBuilder out) {
    if (expr instanceof AffineExpr.Dim) {
      out.append('d').append(((AffineExpr.Dim) expr).position());
      return;
    }
    if (expr instanceof AffineExpr.Symbol) {
      out.append('s').append(((AffineExpr.Symbol) expr).position());
      return;
    }
    if (expr instanceof Constant) {
      out.append(((Constant) expr).value());
      return;
    }
    Binary binary = (Binary) expr;
    if (strong) {
      out.append('(');
    }
    if (binary.kind() == Kind.ADD) {
      printAdd(binary, out);
    } else if (binary.kind() == Kind.MUL && isMinusOne(binary.rhs())) {
      out.append('-');
      print(binary.lhs(), true, out);
    } else {
      print(binary.lhs(), true, out);
      out.append(binary.kind().spelling());
      print(binary.rhs(), true, out);
    }
    if (strong) {
      out.append(')');
    }
  }

  /** Prints {@code a + b}, or {@code a - b} when the right side is negated or negative. */
  private static void printAdd(Binary add, StringBuilder out) {
    AffineExpr rhs = add.rhs();
    if (rhs instanceof Binary && ((Binary) rhs).kind() == Kind.MUL) {
      Binary mul = (Binary) rhs;
      Long factor = constantValue(mul.rhs());
      if (factor != null && factor == -1) {
        print(add.lhs(), false, out);
        out.append(" - ");
        boolean lhsIsAdd = mul.lhs() instanceof Binary && ((Binary) mul.lhs()).kind() == Kind.ADD;
        print(mul.lhs(), lhsIsAdd, out);
        return;
      }
      if (factor != null && factor < -1) {
        print(add.lhs(), false, out);
        out.append(" - ");
        print(mul.lhs(), true, out);
        out.append(" * ").append(-factor);
        return;
      }
    }
    Long constant = constantValue(rhs);
    if (constant != null && constant < 0) {
      print(add.lhs(), false, out);
      out.append(" - ").append(-constant);
      return;
    }
    print(add.lhs(), false, out);
    out.append(" + ");
    print(rhs, false, out);
  }

  private static boolean isMinusOne(AffineExpr expr) {
    return expr instanceof Constant && ((Constant) expr).value() == -1;
  }

  private static Long constantValue(AffineExpr expr) {
    return expr instanceof Constant ? ((Constant) expr).value() : null;
  }
}
