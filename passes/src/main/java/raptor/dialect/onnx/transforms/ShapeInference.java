package raptor.dialect.onnx.transforms;

import java.util.ArrayList;
import java.util.List;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.ir.Operation;
import raptor.ir.OpResult;
import raptor.ir.Value;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.AttrPrinter;

/**
 * Infers static result types of the {@code onnx} ops of a function in one forward walk, sets them
 * in place and checks them against the types the model declared ({@code value_info} and graph
 * outputs, which the importer gives the results): a declared type must agree with the inferred
 * one wherever it is known. The function's result types follow its returned values. O(ops).
 */
final class ShapeInference {
  /**
   * An op whose types stayed unknown.
   *
   * @param op the op
   * @param reason why (an operand without a static shape, a non-constant shape operand)
   */
  record Unresolved(Operation op, String reason) {
  }

  /**
   * The outcome of a walk.
   *
   * @param changed whether a type changed
   * @param failed whether an op was invalid (diagnostics were emitted)
   * @param unresolved the ops whose types could not be inferred yet, in walk order
   */
  record Outcome(boolean changed, boolean failed, List<Unresolved> unresolved) {
  }

  private ShapeInference() {
  }

  /** {@return the outcome of inferring the types in {@code func}}, reporting errors to diag */
  static Outcome run(FuncFuncOp func, DiagnosticEngine diag) {
    boolean changed = false;
    boolean failed = false;
    List<Unresolved> unresolved = new ArrayList<>();
    for (Operation op : func.body().firstBlock().ops()) {
      if (!ResultTypes.handles(op)) {
        continue;
      }
      List<Type> types;
      try {
        types = ResultTypes.infer(op);
      } catch (Pending e) {
        unresolved.add(new Unresolved(op, e.getMessage()));
        continue;
      } catch (ShapeException e) {
        diag.opError(op, e.getMessage());
        failed = true;
        continue;
      }
      for (int i = 0; i < types.size(); i++) {
        OpResult result = op.result(i);
        Type inferred = types.get(i);
        if (inferred.equals(result.type())) {
          continue;
        }
        if (!compatible(result.type(), inferred)) {
          diag.opError(op, "result " + i + " has the inferred type '"
              + AttrPrinter.toText(inferred) + "', but the model declares '"
              + AttrPrinter.toText(result.type()) + "'");
          failed = true;
          continue;
        }
        result.setType(inferred);
        changed = true;
      }
    }
    changed |= updateSignature(func);
    return new Outcome(changed, failed, unresolved);
  }

  /** {@return whether a declared type admits the inferred one (unknown parts admit anything)} */
  private static boolean compatible(Type declared, Type inferred) {
    if (declared instanceof NoneType || !(declared instanceof ShapedType d)) {
      return declared instanceof NoneType == inferred instanceof NoneType;
    }
    ShapedType i = (ShapedType) inferred;
    if (!d.elementType().equals(i.elementType())) {
      return false;
    }
    if (!d.hasRank()) {
      return true;
    }
    if (d.rank() != i.rank()) {
      return false;
    }
    for (int k = 0; k < d.rank(); k++) {
      long dim = d.shape().get(k);
      if (dim != ShapedType.DYNAMIC && dim != i.shape().get(k)) {
        return false;
      }
    }
    return true;
  }

  /** Makes the function's result types those of its returned values. */
  private static boolean updateSignature(FuncFuncOp func) {
    Operation terminator = func.body().firstBlock().lastOp();
    if (!(terminator instanceof FuncReturnOp ret)) {
      return false;
    }
    FunctionType type = (FunctionType) func.functionTypeAttr();
    List<Type> results = new ArrayList<>();
    for (Value value : ret.operands()) {
      results.add(value.type());
    }
    if (results.equals(type.results())) {
      return false;
    }
    func.setInherentAttr("function_type", new FunctionType(type.inputs(), results));
    return true;
  }
}
