package raptor.dialect.arith;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/** Hand-written behaviour of the {@code arith} dialect; everything else is generated from Arith.td. */
@GenerateDialect(td = "arith/Arith.td")
public final class ArithOpsImpl {
  private ArithOpsImpl() {
  }

  // ---- Dialect attributes ----

  /** Parses {@code overflow<...>} and {@code fastmath<...>}; {@code null} for anything else. */
  public static Attribute parseAttribute(String body, int offset) {
    int overflow = IntegerOverflowFlagsAttr.KEYWORDS.parse(body, offset);
    if (overflow >= 0) {
      return new IntegerOverflowFlagsAttr(overflow);
    }
    int fastmath = FastMathFlagsAttr.KEYWORDS.parse(body, offset);
    return fastmath >= 0 ? new FastMathFlagsAttr(fastmath) : null;
  }

  // ---- arith.constant ----

  /** Names constants as mlir-opt does: {@code %c1_i32}, {@code %c0}, {@code %true}, {@code %cst}. */
  static void nameResults(ArithConstantOp op, BiConsumer<Value, String> setName) {
    Attribute value = op.valueAttr();
    if (value instanceof IntegerAttr integer && integer.type() instanceof IntegerType type) {
      if (type.width() == 1 && type.isSignless(1)) {
        setName.accept(op.result(), integer.longValue() != 0 ? "true" : "false");
      } else {
        setName.accept(op.result(), "c" + integer.value() + "_" + AttrPrinter.toText(type));
      }
    } else if (value instanceof IntegerAttr integer && integer.type() instanceof IndexType) {
      setName.accept(op.result(), "c" + integer.value());
    } else {
      setName.accept(op.result(), "cst");
    }
  }

  // ---- arith.select ----

  /** {@code %r = arith.select %c, %a, %b : i32}, with the condition type first when it is shaped. */
  static void print(ArithSelectOp op, AsmPrinter printer) {
    printer.print(" ");
    printer.printOperands(op.operands());
    printer.printOptionalAttrDict(op, Set.of());
    printer.print(" : ");
    if (op.condition().type() instanceof ShapedType condition) {
      printer.printType(condition);
      printer.print(", ");
    }
    printer.printType(op.result().type());
  }

  /** Parses the form {@link #print(ArithSelectOp, AsmPrinter)} prints. */
  static void parseSelectOp(AsmParser parser, OperationState state) {
    List<AsmParser.UnresolvedOperand> operands = parser.parseOperandList();
    parser.parseOptionalAttrDict(state);
    parser.parseColon();
    List<Type> types = parser.parseTypeList();
    Type condition = types.size() == 2 ? types.get(0) : IntegerType.I1;
    Type result = types.get(types.size() - 1);
    parser.resolveOperands(operands, List.of(condition, result, result), state);
    state.resultTypes.add(result);
  }

  // ---- Casts ----

  static boolean verify(ArithIndexCastOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.INDEX);
  }

  static boolean verify(ArithExtSIOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.WIDEN_INT);
  }

  static boolean verify(ArithExtUIOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.WIDEN_INT);
  }

  static boolean verify(ArithTruncIOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.NARROW_INT);
  }

  static boolean verify(ArithSIToFPOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.ANY);
  }

  static boolean verify(ArithFPToSIOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.ANY);
  }

  static boolean verify(ArithExtFOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.WIDEN_FLOAT);
  }

  static boolean verify(ArithTruncFOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.NARROW_FLOAT);
  }

  static boolean verify(ArithBitcastOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.SAME_WIDTH);
  }

  /** How the element widths of a cast's operand and result must relate. */
  private enum Cast { ANY, INDEX, WIDEN_INT, NARROW_INT, WIDEN_FLOAT, NARROW_FLOAT, SAME_WIDTH }

  private static boolean castCompatible(raptor.ir.Operation op, Type in, Type out,
      DiagnosticEngine diag, Cast kind) {
    int from = width(element(in));
    int to = width(element(out));
    boolean ok = switch (kind) {
      case ANY -> true;
      case INDEX -> element(in) instanceof IndexType != element(out) instanceof IndexType;
      case WIDEN_INT, WIDEN_FLOAT -> to > from;
      case NARROW_INT, NARROW_FLOAT -> to < from;
      case SAME_WIDTH -> to == from;
    };
    if (!ok) {
      diag.opError(op, "operand type '" + AttrPrinter.toText(in) + "' and result type '"
          + AttrPrinter.toText(out) + "' are cast incompatible");
    }
    return ok;
  }

  private static Type element(Type type) {
    return type instanceof ShapedType shaped ? shaped.elementType() : type;
  }

  private static int width(Type type) {
    if (type instanceof IntegerType integer) {
      return integer.width();
    }
    if (type instanceof FloatType f) {
      return f.width();
    }
    return IndexType.WIDTH;
  }
}
