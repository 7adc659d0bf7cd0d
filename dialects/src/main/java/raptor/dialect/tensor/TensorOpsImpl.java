package raptor.dialect.tensor;

import java.util.List;
import java.util.function.Consumer;
import raptor.dialect.arith.ArithOpsImpl;
import raptor.dialect.interfaces.DynamicIndexList;
import raptor.dialect.interfaces.OffsetSizeAndStride;
import raptor.dialect.interfaces.OffsetSizeAndStride.MixedList;
import raptor.dialect.interfaces.ShapeOperandReshape;
import raptor.dialect.interfaces.ShapedFolds;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpFoldResult;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseArrayAttr;
import raptor.ir.attr.IndexType;
import raptor.ir.attr.Location;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AsmParser;
import raptor.ir.text.AsmPrinter;
import raptor.ir.text.AttrPrinter;

/**
 * Hand-written behaviour of the {@code tensor} dialect: the mixed index lists and the shape
 * checks; everything else is generated from Tensor.td. Slice type rules are in {@link SliceTypes}.
 */
@GenerateDialect(td = "tensor/Tensor.td")
public final class TensorOpsImpl {
  private TensorOpsImpl() {
  }

  // ---- custom<DynamicIndexList> ----

  static void printDynamicIndexList(AsmPrinter printer, Operation op, List<Value> values,
      DenseArrayAttr integers) {
    DynamicIndexList.print(printer, values, integers);
  }

  static void parseDynamicIndexList(AsmParser parser, OperationState state,
      List<AsmParser.UnresolvedOperand> values, Consumer<Attribute> integers) {
    DynamicIndexList.parse(parser, values, integers);
  }

  // ---- Creation ----

  static boolean verify(TensorEmptyOp op, DiagnosticEngine diag) {
    return dynamicSizesMatch(op, op.result().type(), op.dynamicSizes().size(), diag);
  }

  static boolean verify(TensorSplatOp op, DiagnosticEngine diag) {
    return dynamicSizesMatch(op, op.aggregate().type(), op.dynamicSizes().size(), diag);
  }

  /** One operand per element: the count half of the trait check on all operand types. */
  static boolean verify(TensorFromElementsOp op, DiagnosticEngine diag) {
    if (((ShapedType) op.result().type()).numElements() != op.elements().size()) {
      diag.opError(op, "failed to verify that operand types match result element type");
      return false;
    }
    return true;
  }

  private static boolean dynamicSizesMatch(Operation op, Type type, int given,
      DiagnosticEngine diag) {
    long expected = ((ShapedType) type).shape().stream().filter(d -> d == ShapedType.DYNAMIC).count();
    if (given != expected) {
      diag.opError(op, "incorrect number of dynamic sizes, has " + given + ", expected " + expected);
      return false;
    }
    return true;
  }

  // ---- Slices ----

  static boolean verify(TensorExtractSliceOp op, DiagnosticEngine diag) {
    RankedTensorType source = (RankedTensorType) op.source().type();
    return OffsetSizeAndStride.verify(op, diag, source.rank(), source.rank(),
        new MixedList("offset", op.offsets(), op.staticOffsetsAttr()),
        new MixedList("size", op.sizes(), op.staticSizesAttr()),
        new MixedList("stride", op.strides(), op.staticStridesAttr()))
        && SliceTypes.verifyRankReduced(op, diag, source, op.staticSizesAttr(),
            (RankedTensorType) op.result().type());
  }

  static boolean verify(TensorInsertSliceOp op, DiagnosticEngine diag) {
    return verifyInsertion(op, diag, op.source(), op.dest(),
        new MixedList("offset", op.offsets(), op.staticOffsetsAttr()),
        new MixedList("size", op.sizes(), op.staticSizesAttr()),
        new MixedList("stride", op.strides(), op.staticStridesAttr()));
  }

  static boolean verify(TensorParallelInsertSliceOp op, DiagnosticEngine diag) {
    return ParallelInsertion.verifyPlacement(op, op.dest(), diag)
        && verifyInsertion(op, diag, op.source(), op.dest(),
            new MixedList("offset", op.offsets(), op.staticOffsetsAttr()),
            new MixedList("size", op.sizes(), op.staticSizesAttr()),
            new MixedList("stride", op.strides(), op.staticStridesAttr()));
  }

  /** The slice lists fit {@code dest}, and {@code source} is the (rank-reduced) slice type. */
  private static boolean verifyInsertion(Operation op, DiagnosticEngine diag, Value source,
      Value dest, MixedList offsets, MixedList sizes, MixedList strides) {
    RankedTensorType destType = (RankedTensorType) dest.type();
    return OffsetSizeAndStride.verify(op, diag, destType.rank(), destType.rank(), offsets, sizes,
        strides)
        && SliceTypes.verifyRankReduced(op, diag, destType, sizes.integers(),
            (RankedTensorType) source.type());
  }

  static boolean verify(TensorGenerateOp op, DiagnosticEngine diag) {
    return dynamicSizesMatch(op, op.result().type(), op.dynamicExtents().size(), diag);
  }

  /** One {@code index} argument per dimension, and a yielded value of the element type. */
  static boolean verifyRegions(TensorGenerateOp op, DiagnosticEngine diag) {
    RankedTensorType type = (RankedTensorType) op.result().type();
    Block body = op.body().firstBlock();
    for (BlockArgument argument : body.arguments()) {
      if (!(argument.type() instanceof IndexType)) {
        diag.errorAt(op, "all body arguments must be index");
        return false;
      }
    }
    if (body.numArguments() != type.rank()) {
      diag.errorAt(op, "must have one body argument per input dimension");
      return false;
    }
    if (!body.lastOp().operand(0).type().equals(type.elementType())) {
      diag.opError(op, "body must be terminated with a `yield` operation of the tensor "
          + "element type");
      return false;
    }
    return true;
  }

  static boolean verify(TensorPadOp op, DiagnosticEngine diag) {
    return SliceTypes.verifyPad(op, diag, (RankedTensorType) op.source().type(),
        op.staticLowAttr(), op.staticHighAttr(), (RankedTensorType) op.result().type());
  }

  /** The padding body takes one {@code index} argument per dimension of the result. */
  static boolean verifyRegions(TensorPadOp op, DiagnosticEngine diag) {
    if (op.region().isEmpty()) {
      return true;
    }
    Block body = op.region().firstBlock();
    int rank = ((RankedTensorType) op.result().type()).rank();
    if (body.numArguments() != rank) {
      diag.errorAt(op, "expected the block to have " + rank + " arguments");
      return false;
    }
    for (int i = 0; i < rank; i++) {
      if (!(body.argument(i).type() instanceof IndexType)) {
        diag.opError(op, "expected block argument " + (i + 1) + " to be an index");
        return false;
      }
    }
    return true;
  }

  static boolean verify(TensorConcatOp op, DiagnosticEngine diag) {
    return SliceTypes.verifyConcat(op, diag, op.dim(), op.inputs(),
        (RankedTensorType) op.result().type());
  }

  // ---- Elements ----

  static boolean verify(TensorExtractOp op, DiagnosticEngine diag) {
    return indicesMatchRank(op, op.tensor(), op.indices(),
        "incorrect number of indices for extract_element", diag);
  }

  static boolean verify(TensorInsertOp op, DiagnosticEngine diag) {
    return indicesMatchRank(op, op.dest(), op.indices(), "incorrect number of indices", diag);
  }

  private static boolean indicesMatchRank(Operation op, Value tensor, List<Value> indices,
      String message, DiagnosticEngine diag) {
    if (((ShapedType) tensor.type()).rank() != indices.size()) {
      diag.opError(op, message);
      return false;
    }
    return true;
  }

  // ---- Gather and scatter ----

  static boolean verify(TensorGatherOp op, DiagnosticEngine diag) {
    RankedTensorType source = (RankedTensorType) op.source().type();
    RankedTensorType indices = (RankedTensorType) op.indices().type();
    long[] dims = op.gatherDims();
    return GatherScatter.verifyDims(op, diag, "gather", dims, indices, source.rank(), "source")
        && GatherScatter.verifySliceType(op, diag, "result",
            (RankedTensorType) op.result().type(), source, indices, dims);
  }

  static boolean verify(TensorScatterOp op, DiagnosticEngine diag) {
    RankedTensorType dest = (RankedTensorType) op.dest().type();
    RankedTensorType indices = (RankedTensorType) op.indices().type();
    long[] dims = op.scatterDims();
    if (!GatherScatter.verifyDims(op, diag, "scatter", dims, indices, dest.rank(), "dest")) {
      return false;
    }
    if (!op.unique()) {
      diag.opError(op, "requires 'unique' attribute to be set");
      return false;
    }
    return GatherScatter.verifySliceType(op, diag, "source",
        (RankedTensorType) op.source().type(), dest, indices, dims);
  }

  // ---- Casts and reshapes ----

  static boolean verify(TensorReshapeOp op, DiagnosticEngine diag) {
    if (!ShapeOperandReshape.verifyElementType(op, "tensor", diag)) {
      return false;
    }
    ShapedType source = (ShapedType) op.source().type();
    ShapedType result = (ShapedType) op.result().type();
    if (source.hasRank() && result.hasRank() && source.hasStaticShape()
        && result.hasStaticShape() && source.numElements() != result.numElements()) {
      diag.opError(op, "source and destination tensor should have the same number of elements");
      return false;
    }
    return ShapeOperandReshape.verifyShapeLength(op, "tensor", diag);
  }

  static boolean verify(TensorCastOp op, DiagnosticEngine diag) {
    if (!SliceTypes.castCompatible((ShapedType) op.source().type(), (ShapedType) op.dest().type())) {
      diag.opError(op, "operand type '" + AttrPrinter.toText(op.source().type())
          + "' and result type '" + AttrPrinter.toText(op.dest().type()) + "' are cast incompatible");
      return false;
    }
    return true;
  }

  static boolean verify(TensorCollapseShapeOp op, DiagnosticEngine diag) {
    return Reassociation.verify(op, diag, (ShapedType) op.result().type(),
        (ShapedType) op.src().type(), op.reassociationAttr());
  }

  static boolean verify(TensorExpandShapeOp op, DiagnosticEngine diag) {
    ShapedType result = (ShapedType) op.result().type();
    return Reassociation.verify(op, diag, (ShapedType) op.src().type(), result,
        op.reassociationAttr())
        && OffsetSizeAndStride.verifyList(op, diag, result.rank(),
            new MixedList("output_shape", op.outputShape(), op.staticOutputShapeAttr()));
  }

  // ---- Folds ----

  /** Index constants of folded sizes become {@code arith.constant} (as MLIR's tensor dialect). */
  public static Operation materializeConstant(OpBuilder builder, Attribute value, Type type,
      Location location) {
    return ArithOpsImpl.materializeConstant(builder, value, type, location);
  }

  static List<OpFoldResult> fold(TensorCastOp op, List<Attribute> constants) {
    return ShapedFolds.cast(op);
  }

  static List<OpFoldResult> fold(TensorDimOp op, List<Attribute> constants) {
    return ShapedFolds.dim(op.source(), constants.get(1));
  }

  static List<OpFoldResult> fold(TensorRankOp op, List<Attribute> constants) {
    return ShapedFolds.rank(op.tensor());
  }

  /** A concatenation of one tensor of the result type is that tensor. */
  static List<OpFoldResult> fold(TensorConcatOp op, List<Attribute> constants) {
    return op.inputs().size() == 1 ? ShapedFolds.identity(op) : null;
  }

  /** A slice of the whole tensor (static zero offsets, unit strides, full sizes) is the tensor. */
  static List<OpFoldResult> fold(TensorExtractSliceOp op, List<Attribute> constants) {
    if (!(op.source().type() instanceof ShapedType source) || !source.hasStaticShape()
        || !op.offsets().isEmpty() || !op.sizes().isEmpty() || !op.strides().isEmpty()) {
      return null;
    }
    for (int i = 0; i < source.rank(); i++) {
      if (op.staticOffsetsAttr().get(i) != 0 || op.staticStridesAttr().get(i) != 1
          || op.staticSizesAttr().get(i) != source.shape().get(i)) {
        return null;
      }
    }
    return ShapedFolds.identity(op);
  }

  /** A gather from a splat constant is a splat of the static result type. */
  static List<OpFoldResult> fold(TensorGatherOp op, List<Attribute> constants) {
    return ConstantElements.reshapeSplat(constants.get(0), op.result().type());
  }

  /** An element of a constant at constant indices folds to that element (as MLIR's fold). */
  static List<OpFoldResult> fold(TensorExtractOp op, List<Attribute> constants) {
    return ConstantElements.extract(constants.get(0), constants.subList(1, constants.size()));
  }
}
