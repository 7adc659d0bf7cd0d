package raptor.dialect.arith;

import java.math.RoundingMode;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpBuilder;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.FloatAttr;
import raptor.ir.attr.FloatType;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * Hand-written behaviour of the {@code arith} dialect; everything else is generated from Arith.td.
 *
 * <p>The fold hooks delegate to {@link IntegerFolders}, {@link FloatFolders},
 * {@link CompareFolders} and {@link CastFolders}; {@link #materializeConstant} (the
 * {@code hasConstantMaterializer} hook of {@code ArithDialect}) turns their constant results back
 * into {@code arith.constant} ops. The {@code canonicalize<Op>} hooks ({@code hasCanonicalizer})
 * add the rewrite patterns of this package, such as {@link ReassociateConstants}.
 */
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

  /** An integer constant is signless ({@code ui32} and {@code si32} are not arith types). */
  static boolean verify(ArithConstantOp op, DiagnosticEngine diag) {
    if (op.result().type() instanceof IntegerType type
        && type.signedness() != IntegerType.Signedness.SIGNLESS) {
      diag.opError(op, "integer return type must be signless");
      return false;
    }
    return true;
  }

  static List<OpFoldResult> fold(ArithConstantOp op, List<Attribute> constants) {
    return FoldResults.constant(op.valueAttr());
  }

  /**
   * Creates {@code arith.constant value : type} when {@code value} is a typed integer, float or
   * dense elements attribute of {@code type} (MLIR's {@code ArithDialect::materializeConstant}).
   *
   * @return the new op, or {@code null} when {@code value} is no arith constant of {@code type}
   */
  public static Operation materializeConstant(OpBuilder builder, Attribute value, Type type,
      Location location) {
    Type valueType = value instanceof IntegerAttr integer ? integer.type()
        : value instanceof FloatAttr f ? f.type()
        : value instanceof DenseElementsAttr dense ? dense.type() : null;
    if (valueType == null || !valueType.equals(type)) {
      return null;
    }
    return ArithConstantOp.create(builder, location, type, value);
  }

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

  // ---- Folds ----

  static List<OpFoldResult> fold(ArithAddIOp op, List<Attribute> constants) {
    return IntegerFolders.addi(op, constants);
  }

  static List<OpFoldResult> fold(ArithSubIOp op, List<Attribute> constants) {
    return IntegerFolders.subi(op, constants);
  }

  static List<OpFoldResult> fold(ArithMulIOp op, List<Attribute> constants) {
    return IntegerFolders.muli(op, constants);
  }

  static List<OpFoldResult> fold(ArithDivUIOp op, List<Attribute> constants) {
    return IntegerFolders.divui(op, constants);
  }

  static List<OpFoldResult> fold(ArithDivSIOp op, List<Attribute> constants) {
    return IntegerFolders.divsi(op, constants);
  }

  static List<OpFoldResult> fold(ArithRemUIOp op, List<Attribute> constants) {
    return IntegerFolders.remui(op, constants);
  }

  static List<OpFoldResult> fold(ArithRemSIOp op, List<Attribute> constants) {
    return IntegerFolders.remsi(op, constants);
  }

  static List<OpFoldResult> fold(ArithAndIOp op, List<Attribute> constants) {
    return IntegerFolders.andi(op, constants);
  }

  static List<OpFoldResult> fold(ArithOrIOp op, List<Attribute> constants) {
    return IntegerFolders.ori(op, constants);
  }

  static List<OpFoldResult> fold(ArithXOrIOp op, List<Attribute> constants) {
    return IntegerFolders.xori(op, constants);
  }

  static List<OpFoldResult> fold(ArithShLIOp op, List<Attribute> constants) {
    return IntegerFolders.shli(op, constants);
  }

  static List<OpFoldResult> fold(ArithShRUIOp op, List<Attribute> constants) {
    return IntegerFolders.shrui(op, constants);
  }

  static List<OpFoldResult> fold(ArithShRSIOp op, List<Attribute> constants) {
    return IntegerFolders.shrsi(op, constants);
  }

  static List<OpFoldResult> fold(ArithMaxSIOp op, List<Attribute> constants) {
    return IntegerFolders.maxsi(op, constants);
  }

  static List<OpFoldResult> fold(ArithMinSIOp op, List<Attribute> constants) {
    return IntegerFolders.minsi(op, constants);
  }

  static List<OpFoldResult> fold(ArithMaxUIOp op, List<Attribute> constants) {
    return IntegerFolders.maxui(op, constants);
  }

  static List<OpFoldResult> fold(ArithMinUIOp op, List<Attribute> constants) {
    return IntegerFolders.minui(op, constants);
  }

  static List<OpFoldResult> fold(ArithCeilDivSIOp op, List<Attribute> constants) {
    return IntegerFolders.roundedDivision(op, constants, true, RoundingMode.CEILING);
  }

  static List<OpFoldResult> fold(ArithCeilDivUIOp op, List<Attribute> constants) {
    return IntegerFolders.roundedDivision(op, constants, false, RoundingMode.CEILING);
  }

  static List<OpFoldResult> fold(ArithFloorDivSIOp op, List<Attribute> constants) {
    return IntegerFolders.roundedDivision(op, constants, true, RoundingMode.FLOOR);
  }

  static List<OpFoldResult> fold(ArithAddFOp op, List<Attribute> constants) {
    return FloatFolders.addf(op, constants);
  }

  static List<OpFoldResult> fold(ArithSubFOp op, List<Attribute> constants) {
    return FloatFolders.subf(op, constants);
  }

  static List<OpFoldResult> fold(ArithMulFOp op, List<Attribute> constants) {
    return FloatFolders.mulf(op, constants);
  }

  static List<OpFoldResult> fold(ArithDivFOp op, List<Attribute> constants) {
    return FloatFolders.divf(op, constants);
  }

  static List<OpFoldResult> fold(ArithMaximumFOp op, List<Attribute> constants) {
    return FloatFolders.maximumf(op, constants);
  }

  static List<OpFoldResult> fold(ArithMinimumFOp op, List<Attribute> constants) {
    return FloatFolders.minimumf(op, constants);
  }

  static List<OpFoldResult> fold(ArithNegFOp op, List<Attribute> constants) {
    return FloatFolders.negf(op, constants);
  }

  static List<OpFoldResult> fold(ArithCmpIOp op, List<Attribute> constants) {
    return CompareFolders.cmpi(op, constants);
  }

  static List<OpFoldResult> fold(ArithCmpFOp op, List<Attribute> constants) {
    return CompareFolders.cmpf(op, constants);
  }

  static List<OpFoldResult> fold(ArithIndexCastOp op, List<Attribute> constants) {
    return CastFolders.indexCast(op, constants);
  }

  static List<OpFoldResult> fold(ArithExtSIOp op, List<Attribute> constants) {
    return CastFolders.extsi(op, constants);
  }

  static List<OpFoldResult> fold(ArithExtUIOp op, List<Attribute> constants) {
    return CastFolders.extui(op, constants);
  }

  static List<OpFoldResult> fold(ArithTruncIOp op, List<Attribute> constants) {
    return CastFolders.trunci(op, constants);
  }

  static List<OpFoldResult> fold(ArithSIToFPOp op, List<Attribute> constants) {
    return CastFolders.sitofp(op, constants);
  }

  static List<OpFoldResult> fold(ArithFPToSIOp op, List<Attribute> constants) {
    return CastFolders.fptosi(op, constants);
  }

  static List<OpFoldResult> fold(ArithUIToFPOp op, List<Attribute> constants) {
    return CastFolders.uitofp(op, constants);
  }

  static List<OpFoldResult> fold(ArithFPToUIOp op, List<Attribute> constants) {
    return CastFolders.fptoui(op, constants);
  }

  static List<OpFoldResult> fold(ArithExtFOp op, List<Attribute> constants) {
    return CastFolders.extf(op, constants);
  }

  static List<OpFoldResult> fold(ArithTruncFOp op, List<Attribute> constants) {
    return CastFolders.truncf(op, constants);
  }

  static List<OpFoldResult> fold(ArithBitcastOp op, List<Attribute> constants) {
    return CastFolders.bitcast(op, constants);
  }

  // ---- arith.select ----

  /**
   * {@code select(c, x, x)}, a constant condition, {@code select(c, true, false) -> c} and
   * {@code select(cmpi eq/ne(a, b), a, b)}.
   */
  static List<OpFoldResult> fold(ArithSelectOp op, List<Attribute> constants) {
    Value whenTrue = op.trueValue();
    Value whenFalse = op.falseValue();
    if (whenTrue == whenFalse || IntegerValues.is(constants.get(0), 1)) {
      return FoldResults.value(whenTrue);
    }
    if (IntegerValues.is(constants.get(0), 0)) {
      return FoldResults.value(whenFalse);
    }
    if (op.result().type().equals(IntegerType.I1) && IntegerValues.is(constants.get(1), 1)
        && IntegerValues.is(constants.get(2), 0)) {
      return FoldResults.value(op.condition());
    }
    if (op.condition().definingOp() instanceof ArithCmpIOp cmp && cmp.predicate() <= 1
        && (cmp.lhs() == whenTrue && cmp.rhs() == whenFalse
            || cmp.rhs() == whenTrue && cmp.lhs() == whenFalse)) {
      return FoldResults.value(cmp.predicate() == 1 ? whenTrue : whenFalse);
    }
    return null;
  }

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

  // ---- Canonicalization patterns, named as in MLIR's ArithCanonicalization.td ----

  static void canonicalizeAddIOp(PatternSet patterns) {
    patterns.add(ReassociateConstants.addi().withDebugName("AddIAddConstant"));
  }

  static void canonicalizeMulIOp(PatternSet patterns) {
    patterns.add(ReassociateConstants.muli().withDebugName("MulIMulIConstant"));
  }

  static void canonicalizeXOrIOp(PatternSet patterns) {
    patterns.add(new InvertCmpI().withDebugName("XOrINotCmpI"));
  }

  static void canonicalizeSelectOp(PatternSet patterns) {
    patterns.add(new SelectToNot().withDebugName("SelectI1ToNot"));
  }

  static void canonicalizeIndexCastOp(PatternSet patterns) {
    patterns.add(new IndexCastRoundTrip().withDebugName("IndexCastOfIndexCast"));
  }

  static void canonicalizeTruncIOp(PatternSet patterns) {
    patterns.add(new NarrowerExtension().withDebugName("TruncIExtToExt"));
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

  static boolean verify(ArithUIToFPOp op, DiagnosticEngine diag) {
    return castCompatible(op, op.in().type(), op.out().type(), diag, Cast.ANY);
  }

  static boolean verify(ArithFPToUIOp op, DiagnosticEngine diag) {
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

  private static boolean castCompatible(Operation op, Type in, Type out,
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
