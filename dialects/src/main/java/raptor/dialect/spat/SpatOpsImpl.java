package raptor.dialect.spat;

import java.util.ArrayList;
import java.util.List;
import raptor.ir.Value;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AttrPrinter;

/** Hand-written behaviour of the {@code spat} dialect; everything else is generated from Spatial.td. */
@GenerateDialect(td = "spat/Spatial.td")
public final class SpatOpsImpl {
  private SpatOpsImpl() {
  }

  // ---- Dialect attributes ----

  /** Parses {@code logical_layout<..>}, {@code physical_layout<..>}, {@code blueprint_mode<..>}. */
  public static Attribute parseAttribute(String body, int offset) {
    LogicalLayout logical = Keyword.parse(body, offset, LogicalLayoutAttr.MNEMONIC,
        LogicalLayout.class);
    if (logical != null) {
      return new LogicalLayoutAttr(logical);
    }
    PhysicalLayout physical = Keyword.parse(body, offset, PhysicalLayoutAttr.MNEMONIC,
        PhysicalLayout.class);
    if (physical != null) {
      return new PhysicalLayoutAttr(physical);
    }
    BlueprintMode mode = Keyword.parse(body, offset, BlueprintModeAttr.MNEMONIC,
        BlueprintMode.class);
    return mode == null ? null : new BlueprintModeAttr(mode);
  }

  // ---- Compute containers ----

  static boolean verify(SpatGraphComputeOp op, DiagnosticEngine diag) {
    return ComputeBodies.verifyArguments(op, diag, false, op.operands())
        && ComputeBodies.verifyYield(op, diag);
  }

  static boolean verify(SpatScheduledComputeOp op, DiagnosticEngine diag) {
    return ComputeBodies.verifyArguments(op, diag, false, op.operands())
        && ComputeBodies.verifyYield(op, diag);
  }

  static boolean verify(SpatGraphComputeBatchOp op, DiagnosticEngine diag) {
    return ComputeBodies.verifyBatchArguments(op, diag)
        && ComputeBodies.verifyBatchTerminator(op, diag);
  }

  static boolean verify(SpatScheduledComputeBatchOp op, DiagnosticEngine diag) {
    if (op.coreIds().length != op.laneCount()) {
      diag.opError(op, "expects one core id per lane (" + op.laneCount() + "), but got "
          + op.coreIds().length);
      return false;
    }
    return ComputeBodies.verifyBatchArguments(op, diag)
        && ComputeBodies.verifyBatchTerminator(op, diag);
  }

  // ---- Body compute ops ----

  static boolean verify(SpatVMMOp op, DiagnosticEngine diag) {
    return TensorShapes.verifyVectorMatrix(op, diag, op.weight().type(), op.input().type(),
        op.output().type());
  }

  static boolean verify(SpatConcatOp op, DiagnosticEngine diag) {
    return TensorShapes.verifyConcat(op, diag, types(op.inputs()), op.output().type(),
        op.axis());
  }

  static boolean verify(SpatTransposeOp op, DiagnosticEngine diag) {
    ShapedType input = (ShapedType) op.input().type();
    ShapedType output = (ShapedType) op.output().type();
    if (input.rank() != 2 || output.rank() != 2) {
      return TensorShapes.fail(op, diag, "expects a 2-D input and result, but got '"
          + AttrPrinter.toText(input) + "' and '" + AttrPrinter.toText(output) + "'");
    }
    if (!input.elementType().equals(output.elementType())
        || !input.shape().get(0).equals(output.shape().get(1))
        || !input.shape().get(1).equals(output.shape().get(0))) {
      return TensorShapes.fail(op, diag, "expects the result type to be the input's with its "
          + "dimensions swapped, but got '" + AttrPrinter.toText(input) + "' and '"
          + AttrPrinter.toText(output) + "'");
    }
    return true;
  }

  static boolean verify(SpatIm2colOp op, DiagnosticEngine diag) {
    if (!op.fill().type().equals(op.output().type())) {
      return TensorShapes.fail(op, diag, "expects the fill to have the result type, but got '"
          + AttrPrinter.toText(op.fill().type()) + "' and '"
          + AttrPrinter.toText(op.output().type()) + "'");
    }
    return TensorShapes.verifyPatches(op, diag, PatchWindow.of(op), op.input().type(),
        op.output().type());
  }

  static boolean verify(SpatExtractRowsOp op, DiagnosticEngine diag) {
    ShapedType input = (ShapedType) op.input().type();
    if (input.rank() == 0 || input.shape().get(0) == ShapedType.DYNAMIC) {
      return TensorShapes.fail(op, diag, "expects an input with a static first dimension, but "
          + "got '" + AttrPrinter.toText(input) + "'");
    }
    long rows = input.shape().get(0);
    if (op.outputs().size() != rows) {
      return TensorShapes.fail(op, diag, "expects one result per row (" + rows + "), but has "
          + op.outputs().size());
    }
    List<Long> rowShape = new ArrayList<>(input.shape());
    rowShape.set(0, 1L);
    Type row = RankedTensorType.of(rowShape, input.elementType());
    for (int i = 0; i < rows; i++) {
      if (!op.outputs().get(i).type().equals(row)) {
        return TensorShapes.fail(op, diag, "result #" + i + " must be '" + AttrPrinter.toText(row)
            + "', but got '" + AttrPrinter.toText(op.outputs().get(i).type()) + "'");
      }
    }
    return true;
  }

  // ---- Plan and layout ops ----

  static boolean verify(SpatConv2DPlanOp op, DiagnosticEngine diag) {
    return PlanShapes.verifyConv2D(op, diag);
  }

  static boolean verify(SpatFlattenPlanOp op, DiagnosticEngine diag) {
    return PlanShapes.verifyFlatten(op, diag);
  }

  static boolean verify(SpatResizeNearestPlanOp op, DiagnosticEngine diag) {
    return PlanShapes.verifyResizeNearest(op, diag);
  }

  static boolean verify(SpatMaxPool2DPlanOp op, DiagnosticEngine diag) {
    return PlanShapes.verifyMaxPool2D(op, diag);
  }

  static boolean verify(SpatGlobalAveragePoolPlanOp op, DiagnosticEngine diag) {
    return PlanShapes.verifyGlobalAveragePool(op, diag);
  }

  static boolean verify(SpatBiasAddPlanOp op, DiagnosticEngine diag) {
    return PlanShapes.verifyBiasAdd(op, diag);
  }

  static boolean verify(SpatTransposePlanOp op, DiagnosticEngine diag) {
    return TensorShapes.verifyPermutation(op, diag, op.input().type(), op.output().type(),
        op.perm());
  }

  static boolean verify(SpatConcatPlanOp op, DiagnosticEngine diag) {
    return TensorShapes.verifyConcat(op, diag, types(op.inputs()), op.output().type(),
        op.axis());
  }

  /** Row-strip and fragmented layouts exist only for 4-D activations. */
  static boolean verify(SpatMaterializeLayoutOp op, DiagnosticEngine diag) {
    PhysicalLayout source = op.sourcePhysicalLayoutAttr().value();
    PhysicalLayout target = op.targetPhysicalLayoutAttr().value();
    boolean dense = source == PhysicalLayout.DENSE_NCHW && target == PhysicalLayout.DENSE_NCHW;
    if (!dense && ((ShapedType) op.input().type()).rank() != 4) {
      return TensorShapes.fail(op, diag, "expects a 4-D tensor for a non-dense layout, but got '"
          + AttrPrinter.toText(op.input().type()) + "'");
    }
    return true;
  }

  /** A physical view has one input; a fragment assembly at least one, of the output's element type. */
  static boolean verify(SpatBlueprintOp op, DiagnosticEngine diag) {
    BlueprintMode mode = op.modeAttr().value();
    if (mode == BlueprintMode.PHYSICAL_VIEW && op.inputs().size() != 1) {
      return TensorShapes.fail(op, diag, "expects exactly one input in physical_view mode, but "
          + "got " + op.inputs().size());
    }
    if (op.inputs().isEmpty()) {
      return TensorShapes.fail(op, diag, "expects at least one fragment in fragment_assembly mode");
    }
    List<Type> all = new ArrayList<>(types(op.inputs()));
    all.add(op.output().type());
    return TensorShapes.sameElementType(op, diag, all);
  }

  private static List<Type> types(List<? extends Value> values) {
    List<Type> types = new ArrayList<>(values.size());
    for (Value value : values) {
      types.add(value.type());
    }
    return types;
  }
}
