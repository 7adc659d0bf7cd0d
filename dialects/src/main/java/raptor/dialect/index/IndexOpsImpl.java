package raptor.dialect.index;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import raptor.dialect.interfaces.FoldResults;
import raptor.ir.OpBuilder;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.BoolAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.OpEffects;
import raptor.ir.rewrite.PatternRewriter;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;
import raptor.ir.text.ParseException;

/**
 * Hand-written behaviour of the {@code index} dialect; everything else is generated from
 * Index.td. Folds of two constants go through {@link IndexArithmetic}, which keeps a result only
 * when it holds for 32-bit and 64-bit indices alike; {@link #materializeConstant} turns folded
 * values back into {@code index.constant} and {@code index.bool.constant}.
 */
@GenerateDialect(td = "index/Index.td")
public final class IndexOpsImpl {
  private IndexOpsImpl() {
  }

  // ---- Dialect attributes and constants ----

  /** Parses {@code cmp_predicate slt}; {@code null} for anything else. */
  public static Attribute parseAttribute(String body, int offset) {
    String prefix = CmpPredicateAttr.MNEMONIC + " ";
    return body.startsWith(prefix) ? CmpPredicateAttr.of(body.substring(prefix.length()).strip())
        : null;
  }

  /**
   * Creates {@code index.constant} for an index value and {@code index.bool.constant} for an
   * {@code i1} one (MLIR's {@code IndexDialect::materializeConstant}).
   *
   * @return the new op, or {@code null} for any other value or type
   */
  public static Operation materializeConstant(OpBuilder builder, Attribute value, Type type,
      Location location) {
    if (!(value instanceof IntegerAttr integer) || !integer.type().equals(type)) {
      return null;
    }
    if (type instanceof IndexType) {
      return IndexConstantOp.create(builder, location, integer);
    }
    if (type instanceof IntegerType bool && bool.isSignless(1)) {
      return IndexBoolConstantOp.create(builder, location, integer);
    }
    return null;
  }

  static List<OpFoldResult> fold(IndexConstantOp op, List<Attribute> constants) {
    return FoldResults.constant(op.valueAttr());
  }

  static List<OpFoldResult> fold(IndexBoolConstantOp op, List<Attribute> constants) {
    return FoldResults.constant(op.valueAttr());
  }

  /** Names constants as mlir-opt does: {@code %idx42}, {@code %idx-1}. */
  static void nameResults(IndexConstantOp op, BiConsumer<Value, String> setName) {
    setName.accept(op.result(), "idx" + ((IntegerAttr) op.valueAttr()).value());
  }

  /** Names boolean constants {@code %true} and {@code %false}. */
  static void nameResults(IndexBoolConstantOp op, BiConsumer<Value, String> setName) {
    setName.accept(op.result(), ((IntegerAttr) op.valueAttr()).longValue() != 0 ? "true"
        : "false");
  }

  // ---- index.cmp ----

  static void printCmpPredicate(AsmPrinter printer, IndexCmpOp op,
      CmpPredicateAttr predicate) {
    printer.print(predicate.keyword());
  }

  static void parseCmpPredicate(AsmParser parser, OperationState state,
      Consumer<Attribute> predicate) {
    int offset = parser.offset();
    CmpPredicateAttr parsed = CmpPredicateAttr.of(parser.parseKeywordToken());
    if (parsed == null) {
      ParseException keyword = parser.errorAt(offset,
          "expected ::mlir::index::IndexCmpPredicate to be one of: "
          + String.join(", ", CmpPredicateAttr.KEYWORDS));
      throw parser.errorAfter(keyword, "failed to parse IndexCmpPredicateAttr parameter 'value'"
          + " which is to be a `::mlir::index::IndexCmpPredicate`");
    }
    predicate.accept(parsed);
  }

  static List<OpFoldResult> fold(IndexCmpOp op, List<Attribute> constants) {
    CmpPredicateAttr predicate = (CmpPredicateAttr) op.predAttr();
    if (op.lhs() == op.rhs()) {
      return FoldResults.constant(BoolAttr.of(predicate.holdsOnEqual()));
    }
    if (!(constants.get(0) instanceof IntegerAttr a)
        || !(constants.get(1) instanceof IntegerAttr b)) {
      return null;
    }
    boolean wide = predicate.holds(a.longValue(), b.longValue(), 64);
    boolean narrow = predicate.holds(a.longValue(), b.longValue(), 32);
    return wide == narrow ? FoldResults.constant(BoolAttr.of(wide)) : null;
  }

  /**
   * {@code cmp(sub(a, b), 0)} becomes {@code cmp(a, b)} and {@code cmp(0, sub(a, b))} becomes
   * {@code cmp(b, a)}, with the same predicate (MLIR's canonicalization, which takes the
   * subtraction as exact).
   */
  static boolean canonicalize(IndexCmpOp op, PatternRewriter rewriter) {
    boolean rhsIsZero = isZero(op.rhs());
    if (!rhsIsZero && !isZero(op.lhs())) {
      return rewriter.notifyMatchFailure(op, "cmp is not comparing something with 0");
    }
    if (!((rhsIsZero ? op.lhs() : op.rhs()).definingOp() instanceof IndexSubOp sub)) {
      return rewriter.notifyMatchFailure(op, "non-zero operand is not a result of subtraction");
    }
    Value lhs = rhsIsZero ? sub.lhs() : sub.rhs();
    Value rhs = rhsIsZero ? sub.rhs() : sub.lhs();
    rewriter.replaceOpWithNewOp(op,
        b -> IndexCmpOp.create(b, op.location(), lhs, rhs, (CmpPredicateAttr) op.predAttr()));
    return true;
  }

  private static boolean isZero(Value value) {
    return isConstant(OpEffects.constantValue(value.definingOp()), 0);
  }

  // ---- Casts ----

  static boolean verify(IndexCastSOp op, DiagnosticEngine diag) {
    return verifyCast(op, op.input().type(), op.output().type(), diag);
  }

  static boolean verify(IndexCastUOp op, DiagnosticEngine diag) {
    return verifyCast(op, op.input().type(), op.output().type(), diag);
  }

  /** Exactly one side of a cast is {@code index}. */
  private static boolean verifyCast(Operation op, Type input, Type output,
      DiagnosticEngine diag) {
    if (input instanceof IndexType != output instanceof IndexType) {
      return true;
    }
    diag.opError(op, "operand type '" + AttrPrinter.toText(input) + "' and result type '"
        + AttrPrinter.toText(output) + "' are cast incompatible");
    return false;
  }

  static List<OpFoldResult> fold(IndexCastSOp op, List<Attribute> constants) {
    return IndexCasts.fold(constants.get(0), op.output().type(), true);
  }

  static List<OpFoldResult> fold(IndexCastUOp op, List<Attribute> constants) {
    return IndexCasts.fold(constants.get(0), op.output().type(), false);
  }

  // ---- Binary operations ----

  // Two constants are evaluated before any identity, as MLIR does: the result is then a new
  // constant rather than one of the operands, which decides where the constant ends up.

  static List<OpFoldResult> fold(IndexAddOp op, List<Attribute> constants) {
    List<OpFoldResult> folded = binary(IndexArithmetic.ADD, constants);
    if (folded == null && isConstant(constants.get(1), 0)) {
      folded = FoldResults.value(op.lhs());
    }
    return folded != null ? folded : FoldResults.commute(op, constants);
  }

  static List<OpFoldResult> fold(IndexSubOp op, List<Attribute> constants) {
    List<OpFoldResult> folded = binary(IndexArithmetic.SUB, constants);
    return folded == null && isConstant(constants.get(1), 0) ? FoldResults.value(op.lhs())
        : folded;
  }

  static List<OpFoldResult> fold(IndexMulOp op, List<Attribute> constants) {
    List<OpFoldResult> folded = binary(IndexArithmetic.MUL, constants);
    if (folded == null && isConstant(constants.get(1), 1)) {
      folded = FoldResults.value(op.lhs());
    } else if (folded == null && isConstant(constants.get(1), 0)) {
      folded = FoldResults.constant(constants.get(1));
    }
    return folded != null ? folded : FoldResults.commute(op, constants);
  }

  static List<OpFoldResult> fold(IndexDivSOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.DIVS, constants);
  }

  static List<OpFoldResult> fold(IndexDivUOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.DIVU, constants);
  }

  static List<OpFoldResult> fold(IndexCeilDivSOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.CEILDIVS, constants);
  }

  static List<OpFoldResult> fold(IndexCeilDivUOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.CEILDIVU, constants);
  }

  static List<OpFoldResult> fold(IndexFloorDivSOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.FLOORDIVS, constants);
  }

  static List<OpFoldResult> fold(IndexRemSOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.REMS, constants);
  }

  static List<OpFoldResult> fold(IndexRemUOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.REMU, constants);
  }

  static List<OpFoldResult> fold(IndexMaxSOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.MAXS, constants);
  }

  static List<OpFoldResult> fold(IndexMaxUOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.MAXU, constants);
  }

  static List<OpFoldResult> fold(IndexMinSOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.MINS, constants);
  }

  static List<OpFoldResult> fold(IndexMinUOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.MINU, constants);
  }

  static List<OpFoldResult> fold(IndexShlOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.SHL, constants);
  }

  static List<OpFoldResult> fold(IndexShrSOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.SHRS, constants);
  }

  static List<OpFoldResult> fold(IndexShrUOp op, List<Attribute> constants) {
    return binary(IndexArithmetic.SHRU, constants);
  }

  static List<OpFoldResult> fold(IndexAndOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.AND, constants);
  }

  static List<OpFoldResult> fold(IndexOrOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.OR, constants);
  }

  static List<OpFoldResult> fold(IndexXOrOp op, List<Attribute> constants) {
    return commutative(op, IndexArithmetic.XOR, constants);
  }

  /** {@return the fold of {@code operation} on two constants, else constants moved right} */
  private static List<OpFoldResult> commutative(Operation op, IndexArithmetic operation,
      List<Attribute> constants) {
    List<OpFoldResult> folded = binary(operation, constants);
    return folded != null ? folded : FoldResults.commute(op, constants);
  }

  /** {@return the fold of {@code operation} when both operands are constant and it is sure} */
  private static List<OpFoldResult> binary(IndexArithmetic operation,
      List<Attribute> constants) {
    if (!(constants.get(0) instanceof IntegerAttr a)
        || !(constants.get(1) instanceof IntegerAttr b)) {
      return null;
    }
    Long result = operation.fold(a.longValue(), b.longValue());
    return result == null ? null : FoldResults.constant(IntegerAttr.index(result));
  }

  private static boolean isConstant(Attribute attr, long value) {
    return attr instanceof IntegerAttr integer && integer.longValue() == value;
  }
}
