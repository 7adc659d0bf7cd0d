package raptor.dialect.pim;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.spat.ComputeBodies;
import raptor.dialect.spat.PatchWindow;
import raptor.dialect.spat.TensorShapes;
import raptor.ir.BlockArgument;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.spec.GenerateDialect;
import raptor.ir.text.AttrPrinter;

/** Hand-written behaviour of the {@code pim} dialect; everything else is generated from Pim.td. */
@GenerateDialect(td = "pim/Pim.td")
public final class PimOpsImpl {
  private PimOpsImpl() {
  }

  // ---- Cores ----

  static boolean verify(PimCoreOp op, DiagnosticEngine diag) {
    return ComputeBodies.verifyArguments(op, diag, false, op.weights())
        && LocalMemory.verify(op, diag);
  }

  static boolean verify(PimCoreBatchOp op, DiagnosticEngine diag) {
    if (op.coreIds().length != op.laneCount()) {
      diag.opError(op, "expects one core id per lane (" + op.laneCount() + "), but got "
          + op.coreIds().length);
      return false;
    }
    return ComputeBodies.verifyArguments(op, diag, true, op.weights())
        && LocalMemory.verify(op, diag);
  }

  // ---- Crossbar and vector ops ----

  static boolean verify(PimVMMOp op, DiagnosticEngine diag) {
    return isCoreWeight(op, diag, op.weight())
        && TensorShapes.verifyVectorMatrix(op, diag, op.weight().type(), op.input().type(),
            op.output().type());
  }

  static boolean verify(PimMVMOp op, DiagnosticEngine diag) {
    return isCoreWeight(op, diag, op.weight())
        && TensorShapes.verifyMatrixVector(op, diag, op.weight().type(), op.input().type(),
            op.output().type());
  }

  static boolean verify(PimVVAddOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.lhs().type(), op.rhs().type(), op.output().type());
  }

  static boolean verify(PimVVSubOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.lhs().type(), op.rhs().type(), op.output().type());
  }

  static boolean verify(PimVVMulOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.lhs().type(), op.rhs().type(), op.output().type());
  }

  static boolean verify(PimVVMaxOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.lhs().type(), op.rhs().type(), op.output().type());
  }

  static boolean verify(PimVReluOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.input().type(), op.output().type());
  }

  static boolean verify(PimVSigmOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.input().type(), op.output().type());
  }

  static boolean verify(PimVTanhOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.input().type(), op.output().type());
  }

  static boolean verify(PimVSoftmaxOp op, DiagnosticEngine diag) {
    return sameShape(op, diag, op.input().type(), op.output().type());
  }

  /** The gathered elements stay inside both buffers when offsets and stride are constants. */
  static boolean verify(PimVMVOp op, DiagnosticEngine diag) {
    if (!TensorShapes.sameElementType(op, diag, List.of(op.source().type(), op.target().type()))) {
      return false;
    }
    long element = StaticValues.elementBytes(((ShapedType) op.source().type()).elementType());
    Long stride = StaticValues.constantInteger(op.sourceStride());
    if (stride != null && stride <= 0) {
      return TensorShapes.fail(op, diag, "expects a positive stride, but got " + stride);
    }
    if (element == StaticValues.UNKNOWN) {
      return true;
    }
    long sourceSpan = stride == null ? element : ((op.length() - 1) * stride + 1) * element;
    return ByteRanges.check(op, diag, "target", op.target(), op.targetOffset(),
            op.length() * element)
        && ByteRanges.check(op, diag, "source", op.source(), op.sourceOffset(), sourceSpan);
  }

  /** The permutation is one of the input's dimensions and gives the output's shape. */
  static boolean verify(PimTransposeOp op, DiagnosticEngine diag) {
    return TensorShapes.verifyPermutation(op, diag, op.input().type(), op.output().type(),
        op.permutation());
  }

  static boolean verify(PimIm2colOp op, DiagnosticEngine diag) {
    return TensorShapes.verifyPatches(op, diag, PatchWindow.of(op), op.input().type(),
        op.output().type());
  }

  static boolean verify(PimConcatOp op, DiagnosticEngine diag) {
    List<Type> inputs = new ArrayList<>();
    for (Value input : op.inputs()) {
      inputs.add(input.type());
    }
    return TensorShapes.verifyConcat(op, diag, inputs, op.output().type(), op.axis());
  }

  // ---- Communication and synchronization ----

  static boolean verify(PimSendOp op, DiagnosticEngine diag) {
    return CoreOperands.verifyCore(op, diag, "target core id", op.targetCoreId())
        && ByteRanges.check(op, diag, "input", op.input(), null, op.size());
  }

  static boolean verify(PimReceiveOp op, DiagnosticEngine diag) {
    return CoreOperands.verifyCore(op, diag, "source core id", op.sourceCoreId())
        && ByteRanges.check(op, diag, "outputBuffer", op.outputBuffer(), op.outputOffset(),
            op.size());
  }

  static boolean verify(PimSyncOp op, DiagnosticEngine diag) {
    return CoreOperands.verifyCore(op, diag, "target core id", op.targetCoreId())
        && CoreOperands.verifyEventRegister(op, diag, op.eventRegister());
  }

  static boolean verify(PimWaitOp op, DiagnosticEngine diag) {
    return CoreOperands.verifyEventRegister(op, diag, op.eventRegister())
        && CoreOperands.verifyNonNegative(op, diag, "wait value", op.waitValue());
  }

  // ---- Memory copies ----

  static boolean verify(PimMemCopyHostToDevOp op, DiagnosticEngine diag) {
    return ByteRanges.check(op, diag, "deviceTarget", op.deviceTarget(), op.deviceTargetOffset(),
            op.size())
        && ByteRanges.check(op, diag, "hostSource", op.hostSource(), op.hostSourceOffset(),
            op.size());
  }

  static boolean verify(PimMemCopyDevToHostOp op, DiagnosticEngine diag) {
    return ByteRanges.check(op, diag, "hostTarget", op.hostTarget(), op.hostTargetOffset(),
            op.size())
        && ByteRanges.check(op, diag, "deviceSource", op.deviceSource(), op.deviceSourceOffset(),
            op.size());
  }

  static boolean verify(PimMemCopyOp op, DiagnosticEngine diag) {
    return ByteRanges.check(op, diag, "target", op.target(), op.targetOffset(), op.size())
        && ByteRanges.check(op, diag, "source", op.source(), op.sourceOffset(), op.size());
  }

  // ---- Helpers ----

  /** Inside a core, a crossbar weight must be one of the core's weight arguments. */
  private static boolean isCoreWeight(Operation op, DiagnosticEngine diag, Value weight) {
    Operation core = enclosingCore(op);
    if (core == null) {
      return true;
    }
    if (weight instanceof BlockArgument argument && argument.owner() == core.region(0).firstBlock()
        && !(core instanceof PimCoreBatchOp && argument.index() == 0)) {
      return true;
    }
    return TensorShapes.fail(op, diag, "expects the weight to be a weight argument of the "
        + "enclosing '" + core.name() + "'");
  }

  private static Operation enclosingCore(Operation op) {
    for (Operation parent = op.parentOp(); parent != null; parent = parent.parentOp()) {
      if (parent instanceof PimCoreOp || parent instanceof PimCoreBatchOp) {
        return parent;
      }
    }
    return null;
  }

  /** Element-wise operands and destination have one element type and one element count. */
  private static boolean sameShape(Operation op, DiagnosticEngine diag, Type... types) {
    if (!TensorShapes.sameElementType(op, diag, List.of(types))) {
      return false;
    }
    ShapedType first = (ShapedType) types[0];
    for (Type type : types) {
      ShapedType shaped = (ShapedType) type;
      if (first.hasStaticShape() && shaped.hasStaticShape()
          && first.numElements() != shaped.numElements()) {
        return TensorShapes.fail(op, diag, "expects operands and destination of one element "
            + "count, but got '" + AttrPrinter.toText(first) + "' and '"
            + AttrPrinter.toText(shaped) + "'");
      }
    }
    return true;
  }
}
