package raptor.dialect.memref;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import raptor.dialect.arith.ArithOpsImpl;
import raptor.dialect.interfaces.DynamicIndexList;
import raptor.dialect.interfaces.OffsetSizeAndStride;
import raptor.dialect.interfaces.OffsetSizeAndStride.MixedList;
import raptor.dialect.interfaces.ShapedFolds;
import raptor.ir.OpBuilder;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.SymbolTable;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.Location;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.rewrite.PatternSet;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * Hand-written behaviour of the {@code memref} dialect: the mixed index lists, the global's
 * type and initializer, the verifiers and the folds; everything else is generated from MemRef.td. The
 * global's syntax is in {@link GlobalSyntax}, the shape rules in {@link MemRefShapes}.
 */
@GenerateDialect(td = "memref/MemRef.td")
public final class MemRefOpsImpl {
  private MemRefOpsImpl() {
  }

  // ---- Custom directives ----

  static void printDynamicIndexList(AsmPrinter printer, Operation op, List<Value> values,
      DenseArrayAttr integers) {
    DynamicIndexList.print(printer, values, integers);
  }

  static void parseDynamicIndexList(AsmParser parser, OperationState state,
      List<AsmParser.UnresolvedOperand> values, Consumer<Attribute> integers) {
    DynamicIndexList.parse(parser, values, integers);
  }

  static void printGlobalMemrefOpTypeAndInitialValue(AsmPrinter printer, MemRefGlobalOp op,
      Type type, Attribute initialValue) {
    GlobalSyntax.print(printer, type, initialValue);
  }

  static void parseGlobalMemrefOpTypeAndInitialValue(AsmParser parser, OperationState state,
      Consumer<Attribute> type, Consumer<Attribute> initialValue) {
    GlobalSyntax.parse(parser, type, initialValue);
  }

  // ---- Allocation and globals ----

  static boolean verify(MemRefAllocOp op, DiagnosticEngine diag) {
    return MemRefShapes.verifyAllocOperands(op, (MemRefType) op.memref().type(),
        op.dynamicSizes().size(), op.symbolOperands().size(), diag);
  }

  static boolean verify(MemRefAllocaOp op, DiagnosticEngine diag) {
    return MemRefShapes.verifyAllocOperands(op, (MemRefType) op.memref().type(),
        op.dynamicSizes().size(), op.symbolOperands().size(), diag);
  }

  static boolean verify(MemRefGlobalOp op, DiagnosticEngine diag) {
    return GlobalSyntax.verify(op, diag);
  }

  /** The symbol names a {@code memref.global} of the result type. */
  static boolean verifySymbolUses(MemRefGetGlobalOp op, DiagnosticEngine diag) {
    Operation table = SymbolTable.nearestSymbolTable(op);
    Operation symbol = table == null ? null : SymbolTable.lookup(table, op.nameValue());
    if (!(symbol instanceof MemRefGlobalOp global)) {
      diag.opError(op, "'" + op.nameValue() + "' does not reference a valid global memref");
      return false;
    }
    if (!global.typeAttr().equals(op.result().type())) {
      diag.opError(op, "result type '" + AttrPrinter.toText(op.result().type())
          + "' does not match type '" + AttrPrinter.toText(global.typeAttr())
          + "' of the global memref @" + op.nameValue());
      return false;
    }
    return true;
  }

  // ---- Access ----

  static boolean verify(MemRefLoadOp op, DiagnosticEngine diag) {
    int rank = ((ShapedType) op.memref().type()).rank();
    if (rank != op.indices().size()) {
      diag.opError(op, "incorrect number of indices for load, expected " + rank + " but got "
          + op.indices().size());
      return false;
    }
    return true;
  }

  static boolean verify(MemRefStoreOp op, DiagnosticEngine diag) {
    if (((ShapedType) op.memref().type()).rank() != op.indices().size()) {
      diag.opError(op, "store index operand count not equal to memref rank");
      return false;
    }
    return true;
  }

  static boolean verify(MemRefCopyOp op, DiagnosticEngine diag) {
    return MemRefShapes.verifySameShapeAndElement(op, (ShapedType) op.source().type(),
        (ShapedType) op.target().type(), diag);
  }

  // ---- Views ----

  static boolean verify(MemRefSubViewOp op, DiagnosticEngine diag) {
    int rank = ((ShapedType) op.source().type()).rank();
    return OffsetSizeAndStride.verify(op, diag, rank, rank,
        new MixedList("offset", op.offsets(), op.staticOffsetsAttr()),
        new MixedList("size", op.sizes(), op.staticSizesAttr()),
        new MixedList("stride", op.strides(), op.staticStridesAttr()))
        && SubViewResult.verify(op, diag);
  }

  static boolean verify(MemRefReinterpretCastOp op, DiagnosticEngine diag) {
    int rank = ((ShapedType) op.result().type()).rank();
    return OffsetSizeAndStride.verify(op, diag, 1, rank,
        new MixedList("offset", op.offsets(), op.staticOffsetsAttr()),
        new MixedList("size", op.sizes(), op.staticSizesAttr()),
        new MixedList("stride", op.strides(), op.staticStridesAttr()))
        && ReinterpretCastResult.verify(op, diag);
  }

  static boolean verify(MemRefCastOp op, DiagnosticEngine diag) {
    if (!MemRefShapes.castCompatible((ShapedType) op.source().type(), (ShapedType) op.dest().type())) {
      diag.opError(op, "operand type '" + AttrPrinter.toText(op.source().type())
          + "' and result type '" + AttrPrinter.toText(op.dest().type()) + "' are cast incompatible");
      return false;
    }
    return true;
  }

  static boolean verify(MemRefReshapeOp op, DiagnosticEngine diag) {
    return MemRefViews.verifyReshape(op, diag);
  }

  static boolean verify(MemRefViewOp op, DiagnosticEngine diag) {
    return MemRefViews.verifyView(op, diag);
  }

  static boolean verify(MemRefMemorySpaceCastOp op, DiagnosticEngine diag) {
    return MemRefViews.verifyMemorySpaceCast(op, diag);
  }

  static boolean verify(MemRefReallocOp op, DiagnosticEngine diag) {
    return MemRefViews.verifyRealloc(op, diag);
  }

  static boolean verify(MemRefAssumeAlignmentOp op, DiagnosticEngine diag) {
    return MemRefViews.verifyAssumeAlignment(op, diag);
  }

  static void print(MemRefTransposeOp op, AsmPrinter printer) {
    TransposeOps.print(op, printer);
  }

  static void parseTransposeOp(AsmParser parser, OperationState state) {
    TransposeOps.parse(parser, state);
  }

  static boolean verify(MemRefTransposeOp op, DiagnosticEngine diag) {
    return TransposeOps.verify(op, diag);
  }

  static void nameResults(MemRefExtractStridedMetadataOp op, BiConsumer<Value, String> setName) {
    StridedMetadata.nameResults(op, setName);
  }

  static boolean verify(MemRefExtractStridedMetadataOp op, DiagnosticEngine diag) {
    return StridedMetadata.verify(op, diag);
  }

  static boolean verify(MemRefCollapseShapeOp op, DiagnosticEngine diag) {
    return MemRefShapes.verifyCollapsedShape(op, ((ShapedType) op.result().type()).shape(),
        ((ShapedType) op.src().type()).shape(), op.reassociationAttr(), diag);
  }

  static boolean verify(MemRefExpandShapeOp op, DiagnosticEngine diag) {
    ShapedType result = (ShapedType) op.result().type();
    return MemRefShapes.verifyCollapsedShape(op, ((ShapedType) op.src().type()).shape(),
        result.shape(), op.reassociationAttr(), diag)
        && OffsetSizeAndStride.verifyList(op, diag, result.rank(),
            new MixedList("output_shape", op.outputShape(), op.staticOutputShapeAttr()));
  }

  // ---- Prefetch, atomics and DMA ----

  static void print(MemRefPrefetchOp op, AsmPrinter printer) {
    PrefetchSyntax.print(op, printer);
  }

  static void parsePrefetchOp(AsmParser parser, OperationState state) {
    PrefetchSyntax.parse(parser, state);
  }

  static boolean verify(MemRefPrefetchOp op, DiagnosticEngine diag) {
    return PrefetchSyntax.verify(op, diag);
  }

  static boolean verify(MemRefAtomicRMWOp op, DiagnosticEngine diag) {
    return AtomicOps.verifyAtomicRmw(op, diag);
  }

  static void print(MemRefGenericAtomicRMWOp op, AsmPrinter printer) {
    AtomicOps.printGeneric(op, printer);
  }

  static void parseGenericAtomicRMWOp(AsmParser parser, OperationState state) {
    AtomicOps.parseGeneric(parser, state);
  }

  static boolean verify(MemRefGenericAtomicRMWOp op, DiagnosticEngine diag) {
    return AtomicOps.verifyGeneric(op, diag);
  }

  static boolean verify(MemRefAtomicYieldOp op, DiagnosticEngine diag) {
    return AtomicOps.verifyYield(op, diag);
  }

  static void print(MemRefDmaStartOp op, AsmPrinter printer) {
    DmaOps.printStart(op, printer);
  }

  static void parseDmaStartOp(AsmParser parser, OperationState state) {
    DmaOps.parseStart(parser, state);
  }

  static boolean verify(MemRefDmaStartOp op, DiagnosticEngine diag) {
    return DmaOps.verifyStart(op, diag);
  }

  static boolean verify(MemRefDmaWaitOp op, DiagnosticEngine diag) {
    return DmaOps.verifyWait(op, diag);
  }

  // ---- Scopes ----

  static void print(MemRefAllocaScopeOp op, AsmPrinter printer) {
    AllocaScopes.print(op, printer);
  }

  static void parseAllocaScopeOp(AsmParser parser, OperationState state) {
    AllocaScopes.parse(parser, state);
  }

  static boolean verify(MemRefAllocaScopeOp op, DiagnosticEngine diag) {
    return AllocaScopes.verify(op, diag);
  }

  // ---- Folds and canonicalization ----

  /** Index constants of folded sizes become {@code arith.constant} (as MLIR's memref dialect). */
  public static Operation materializeConstant(OpBuilder builder, Attribute value, Type type,
      Location location) {
    return ArithOpsImpl.materializeConstant(builder, value, type, location);
  }

  static List<OpFoldResult> fold(MemRefCastOp op, List<Attribute> constants) {
    return ShapedFolds.cast(op);
  }

  static List<OpFoldResult> fold(MemRefDimOp op, List<Attribute> constants) {
    return ShapedFolds.dim(op.source(), constants.get(1));
  }

  static List<OpFoldResult> fold(MemRefRankOp op, List<Attribute> constants) {
    return ShapedFolds.rank(op.memref());
  }

  static List<OpFoldResult> fold(MemRefCollapseShapeOp op, List<Attribute> constants) {
    return ShapedFolds.identity(op);
  }

  static List<OpFoldResult> fold(MemRefExpandShapeOp op, List<Attribute> constants) {
    return ShapedFolds.identity(op);
  }

  static List<OpFoldResult> fold(MemRefTransposeOp op, List<Attribute> constants) {
    return TransposeOps.fold(op);
  }

  static List<OpFoldResult> fold(MemRefExtractStridedMetadataOp op, List<Attribute> constants) {
    return StridedMetadata.fold(op);
  }

  static List<OpFoldResult> fold(MemRefPrefetchOp op, List<Attribute> constants) {
    return CastOperands.fold(op, null);
  }

  static List<OpFoldResult> fold(MemRefAtomicRMWOp op, List<Attribute> constants) {
    return CastOperands.fold(op, op.value());
  }

  static List<OpFoldResult> fold(MemRefDmaStartOp op, List<Attribute> constants) {
    return CastOperands.fold(op, null);
  }

  static List<OpFoldResult> fold(MemRefDmaWaitOp op, List<Attribute> constants) {
    return CastOperands.fold(op, null);
  }

  static void canonicalizeAllocOp(PatternSet patterns) {
    patterns.add(new FoldConstantAllocSizes().withDebugName("SimplifyAllocConst"));
    patterns.add(new EraseDeadAlloc().withDebugName("SimplifyDeadAlloc"));
  }

  static void canonicalizeSubViewOp(PatternSet patterns) {
    patterns.add(new TrivialSubView().withDebugName("TrivialSubViewOpFolder"));
    patterns.add(new FoldConstantSubViewOperands()
        .withDebugName("OpWithOffsetSizesAndStridesConstantArgumentFolder"));
  }

  static void canonicalizeAllocaScopeOp(PatternSet patterns) {
    patterns.add(new InlineAllocaScope().withDebugName("AllocaScopeInliner"));
  }

  static void canonicalizeCopyOp(PatternSet patterns) {
    patterns.add(new EraseSelfCopy().withDebugName("FoldSelfCopy"));
  }
}
