package raptor.pim.bufferize;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import raptor.dialect.bufferization.BufferizationAllocTensorOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.memref.MemRefAllocOp;
import raptor.dialect.tensor.TensorEmptyOp;
import raptor.ir.Block;
import raptor.ir.BlockArgument;
import raptor.ir.OpBuilder;
import raptor.ir.OpResult;
import raptor.ir.Operation;
import raptor.ir.Region;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.MemRefType;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.Type;

/**
 * Rewrites the tensors of a function to memrefs in place: static {@code tensor.empty} and
 * {@code bufferization.alloc_tensor} become {@code memref.alloc} (core-local inside a core, host
 * memory outside), and every value and block argument of an op of a dialect whose ops are
 * type-agnostic (pim, scf, func) takes the memref type of its tensor type. Ops of other
 * dialects keep their tensors, which bufferization verification then reports.
 */
final class BufferTypes {
  private static final Set<String> RETYPED_DIALECTS = Set.of("pim", "scf", "func");

  private BufferTypes() {
  }

  /** {@return the identity-layout memref of {@code tensor}'s shape and element type} */
  static MemRefType memref(RankedTensorType tensor) {
    return MemRefType.of(tensor.shape(), tensor.elementType());
  }

  private static Type convert(Type type) {
    return type instanceof RankedTensorType tensor ? memref(tensor) : type;
  }

  /** Rewrites {@code func}, its signature included. */
  static void rewrite(FuncFuncOp func, OpBuilder builder) {
    List<Operation> ops = new ArrayList<>();
    func.walk(ops::add);
    for (Operation op : ops) {
      if (isStaticAllocation(op)) {
        builder.setInsertionPoint(op);
        MemRefAllocOp alloc = MemRefAllocOp.create(builder, op.location(),
            convert(op.result(0).type()), List.of(), List.of(), null);
        op.result(0).replaceAllUsesWith(alloc.result(0));
        op.erase();
      } else if (RETYPED_DIALECTS.contains(op.info().dialectName())) {
        retype(op);
      }
    }
    FunctionType signature = (FunctionType) func.functionTypeAttr();
    List<Type> inputs = new ArrayList<>();
    for (Type input : signature.inputs()) {
      inputs.add(convert(input));
    }
    List<Type> results = new ArrayList<>();
    for (Type result : signature.results()) {
      results.add(convert(result));
    }
    func.setInherentAttr("function_type", new FunctionType(inputs, results));
  }

  private static boolean isStaticAllocation(Operation op) {
    if (!(op.numResults() == 1 && op.result(0).type() instanceof RankedTensorType tensor
        && tensor.hasStaticShape())) {
      return false;
    }
    return op instanceof TensorEmptyOp
        || op instanceof BufferizationAllocTensorOp alloc && alloc.numOperands() == 0;
  }

  private static void retype(Operation op) {
    for (OpResult result : op.results()) {
      result.setType(convert(result.type()));
    }
    for (Region region : op.regions()) {
      for (Block block : region.blocks()) {
        for (BlockArgument argument : block.arguments()) {
          argument.setType(convert(argument.type()));
        }
      }
    }
  }
}
