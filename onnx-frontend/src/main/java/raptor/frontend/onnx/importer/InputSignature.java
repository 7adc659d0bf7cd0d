package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.ir.attr.RankedTensorType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnrankedTensorType;

/**
 * The argument types of {@code @main_graph}: the declared types of the graph inputs, with the
 * shapes the user fixed ({@link ImportOptions#inputShapes()}) and a symbolic batch dimension set
 * to 1 (with a remark); other symbolic dimensions stay dynamic.
 */
final class InputSignature {
  private final ImportOptions options;
  private final List<String> remarks;

  InputSignature(ImportOptions options, List<String> remarks) {
    this.options = options;
    this.remarks = remarks;
  }

  /** Checks that every fixed shape names one of {@code inputs}. */
  void checkNames(List<OnnxValueInfo> inputs) throws ImportError {
    Set<String> names = new HashSet<>();
    for (OnnxValueInfo input : inputs) {
      names.add(input.name());
    }
    for (String name : options.inputShapes().keySet()) {
      if (!names.contains(name)) {
        throw new ImportError("--onnx-input-shape names '" + name
            + "', which is not a graph input");
      }
    }
  }

  /** {@return the argument type of {@code input}} */
  Type typeOf(OnnxValueInfo input) throws ImportError {
    if (!input.isTensor() || ValueTypes.declared(input) == null) {
      throw new ImportError("graph input '" + input.name() + "' is not a tensor of known "
          + "element type");
    }
    Type element = ValueTypes.elementType(input);
    List<Long> fixed = options.inputShapes().get(input.name());
    if (fixed != null) {
      return RankedTensorType.of(checkFixed(input, fixed), element);
    }
    if (input.shape() == null) {
      return new UnrankedTensorType(element);
    }
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < input.shape().size(); i++) {
      Dim dim = input.shape().get(i);
      if (dim.isKnown()) {
        dims.add(dim.value());
      } else if (i == 0) {
        dims.add(1L);
        remarks.add("graph input '" + input.name() + "': symbolic batch dimension '" + dim
            + "' set to 1 (choose it with --onnx-input-shape=" + input.name() + ":...)");
      } else {
        dims.add(ShapedType.DYNAMIC);
      }
    }
    return RankedTensorType.of(dims, element);
  }

  private static List<Long> checkFixed(OnnxValueInfo input, List<Long> fixed)
      throws ImportError {
    if (input.shape() == null) {
      return fixed;
    }
    if (input.shape().size() != fixed.size()) {
      throw new ImportError("--onnx-input-shape gives graph input '" + input.name() + "' "
          + fixed.size() + " dimensions, but it has " + input.shape().size());
    }
    for (int i = 0; i < fixed.size(); i++) {
      Dim dim = input.shape().get(i);
      if (dim.isKnown() && dim.value() != fixed.get(i)) {
        throw new ImportError("--onnx-input-shape sets dimension #" + i + " of graph input '"
            + input.name() + "' to " + fixed.get(i) + ", but the model fixes it to "
            + dim.value());
      }
    }
    return fixed;
  }
}
