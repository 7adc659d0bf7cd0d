package raptor.conversion.spatialtopim;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import raptor.dialect.arith.ArithConstantOp;
import raptor.dialect.pim.PimCoreBatchOp;
import raptor.dialect.pim.PimMemCopyHostToDevOp;
import raptor.dialect.pim.PimMemCopyOp;
import raptor.dialect.pim.PimVMMOp;
import raptor.dialect.pim.StaticValues;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.pim.PimCores;
import raptor.pim.PimTarget;

/**
 * Fits every {@code pim.vmm} to the target's crossbars (spec §4 step 10). A weight of
 * {@code K x N} occupies {@code ceil(N / X)} crossbars of {@code X x X}: its dense constant is
 * zero-padded to {@code X x ceil(N / X)·X}, the input row vectors {@code r x K} are widened to
 * {@code r x X} (a zero host constant copied in with {@code pim.memcp_hd}, then one
 * {@code pim.memcp} per row), and the product is computed into an enlarged {@code r x Np}
 * buffer whose first {@code N} columns are copied to what the consumers read.
 */
final class CrossbarPadding {
  /** One product with the weight and input widths it had before padding. */
  private record Product(PimVMMOp vmm, long rows, long columns) {
  }

  private final OpBuilder builder;
  private final PimTarget target;
  private final Map<Value, Value> paddedWeights = new HashMap<>();
  private final Map<Type, Value> zeroConstants = new HashMap<>();
  private final CoreConstants constants;

  CrossbarPadding(OpBuilder builder, PimTarget target, CoreConstants constants) {
    this.builder = builder;
    this.target = target;
    this.constants = constants;
  }

  /**
   * Fits the crossbar products {@code vmms} to the target's crossbars.
   *
   * @throws LoweringFailure at the first of them that cannot fit
   */
  void apply(List<PimVMMOp> vmms) throws LoweringFailure {
    List<Product> products = new ArrayList<>();
    for (PimVMMOp vmm : vmms) {
      List<Long> weight = ((ShapedType) vmm.weight().type()).shape();
      products.add(new Product(vmm, weight.get(0), weight.get(1)));
    }
    for (Product product : products) {
      checkFits(product);
    }
    for (Product product : products) {
      padWeight(product);
    }
    for (Value host : paddedWeights.keySet()) {
      if (host.hasNoUses()) {
        host.definingOp().erase();
      }
    }
    for (Product product : products) {
      padInput(product);
      enlargeOutput(product);
    }
  }

  private long size() {
    return target.crossbarSize();
  }

  private long paddedColumns(long columns) {
    return (columns + size() - 1) / size() * size();
  }

  private void checkFits(Product product) throws LoweringFailure {
    if (product.rows() > size()) {
      throw new LoweringFailure(product.vmm(), "weight has " + product.rows()
          + " rows, but a crossbar has " + size());
    }
    long crossbars = paddedColumns(product.columns()) / size();
    if (crossbars > target.crossbarCount()) {
      throw new LoweringFailure(product.vmm(), "weight needs " + crossbars
          + " crossbars, but a core has " + target.crossbarCount());
    }
  }

  // ---- Weights ----

  /** Replaces the core's weight operand by a zero-padded dense constant, once per weight. */
  private void padWeight(Product product) throws LoweringFailure {
    long columns = paddedColumns(product.columns());
    if (product.rows() == size() && product.columns() == columns) {
      return;
    }
    BlockArgument argument = (BlockArgument) product.vmm().weight();
    Operation core = argument.owner().parentOp();
    int operand = argument.index() - (core instanceof PimCoreBatchOp ? 1 : 0);
    Value host = core.operand(operand);
    ShapedType type = (ShapedType) host.type();
    if (type.shape().get(0) == size() && type.shape().get(1) == columns) {
      return;
    }
    Value padded = paddedWeights.get(host);
    if (padded == null) {
      padded = paddedConstant(product, host, columns);
      paddedWeights.put(host, padded);
    }
    core.setOperand(operand, padded);
    argument.setType(padded.type());
  }

  private Value paddedConstant(Product product, Value host, long columns)
      throws LoweringFailure {
    if (!(host instanceof OpResult result && result.owner() instanceof ArithConstantOp constant
        && constant.valueAttr() instanceof DenseElementsAttr dense && !dense.isStringElements())) {
      throw new LoweringFailure(product.vmm(), "weight of " + product.rows() + "x"
          + product.columns() + " needs zero padding to the crossbar size " + size()
          + ", but is not a dense constant");
    }
    RankedTensorType type = RankedTensorType.of(List.of(size(), columns), dense.elementType());
    int element = DenseElementsAttr.storageBytes(dense.elementType());
    ByteBuffer source = dense.rawBuffer();
    byte[] data = new byte[Math.toIntExact(type.numElements() * element)];
    for (int r = 0; r < product.rows(); r++) {
      for (int c = 0; c < product.columns(); c++) {
        int from = dense.isSplat() ? 0 : (int) ((r * product.columns() + c) * element);
        source.get(from, data, (int) ((r * columns + c) * element), element);
      }
    }
    builder.setInsertionPointAfter(constant);
    return ArithConstantOp.create(builder, constant.location(), type,
        DenseElementsAttr.ofBuffer(type, ByteBuffer.wrap(data))).result(0);
  }

  // ---- Inputs and outputs ----

  /** Widens the {@code r x K} input to {@code r x X}, zero-filled beyond column K. */
  private void padInput(Product product) {
    if (product.rows() == size()) {
      return;
    }
    PimVMMOp vmm = product.vmm();
    ShapedType input = (ShapedType) vmm.input().type();
    long rows = input.shape().get(0);
    RankedTensorType wide = RankedTensorType.of(List.of(rows, size()), input.elementType());
    Location location = vmm.location();
    builder.setInsertionPoint(PimCores.enclosingCore(vmm));
    Value zeros = zeroConstant(location, wide);
    builder.setInsertionPoint(vmm);
    Value zero = constants.get(builder, location, 0);
    Value buffer = PimValues.emptyTensor(builder, location, wide);
    Value filled = PimMemCopyHostToDevOp.create(builder, location, wide, zero, zero, buffer,
        zeros, PimValues.sizeAttr(wide)).result(0);
    vmm.setOperand(1, copyRows(location, vmm.input(), filled, rows, product.rows(), size(),
        elementBytes(input)));
  }

  /** Computes into an {@code r x Np} buffer and hands the first N columns to the consumers. */
  private void enlargeOutput(Product product) {
    long columns = paddedColumns(product.columns());
    if (product.columns() == columns) {
      return;
    }
    PimVMMOp vmm = product.vmm();
    ShapedType narrow = (ShapedType) vmm.output().type();
    long rows = narrow.shape().get(0);
    RankedTensorType wide = RankedTensorType.of(List.of(rows, columns), narrow.elementType());
    Location location = vmm.location();
    Value oldBuffer = vmm.outputBuffer();
    builder.setInsertionPoint(vmm);
    vmm.setOperand(2, PimValues.emptyTensor(builder, location, wide));
    vmm.output().setType(wide);
    if (oldBuffer.hasNoUses()) {
      oldBuffer.definingOp().erase();
    }
    List<Operation> users = vmm.output().users();
    builder.setInsertionPointAfter(vmm);
    Value sliced = copyRows(location, vmm.output(),
        PimValues.emptyTensor(builder, location, narrow), rows, columns, product.columns(),
        elementBytes(narrow));
    for (Operation user : users) {
      for (int i = 0; i < user.numOperands(); i++) {
        if (user.operand(i) == vmm.output()) {
          user.setOperand(i, sliced);
        }
      }
    }
  }

  /**
   * Copies the first {@code min(from, to)} columns of each of {@code rows} rows of
   * {@code source} (rows of {@code from} elements) into {@code target} (rows of {@code to}
   * elements) at the insertion point; {@return the last copy's result}.
   */
  private Value copyRows(Location location, Value source, Value target, long rows, long from,
      long to, long element) {
    long width = Math.min(from, to) * element;
    Value current = target;
    for (long r = 0; r < rows; r++) {
      Value targetOffset = constants.get(builder, location, r * to * element);
      Value sourceOffset = constants.get(builder, location, r * from * element);
      current = PimMemCopyOp.create(builder, location, target.type(), targetOffset,
          sourceOffset, current, source, IntegerAttr.of(IntegerType.I32, width)).result(0);
    }
    return current;
  }

  private Value zeroConstant(Location location, RankedTensorType type) {
    Value zeros = zeroConstants.get(type);
    if (zeros == null) {
      byte[] zero = new byte[DenseElementsAttr.storageBytes(type.elementType())];
      zeros = ArithConstantOp.create(builder, location, type, DenseElementsAttr.ofRaw(type, zero))
          .result(0);
      zeroConstants.put(type, zeros);
    }
    return zeros;
  }

  private static long elementBytes(ShapedType type) {
    return StaticValues.elementBytes(type.elementType());
  }
}
