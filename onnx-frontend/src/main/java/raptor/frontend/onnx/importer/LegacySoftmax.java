package raptor.frontend.onnx.importer;

import java.util.List;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.IntegerAttr;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.ShapedType;

/**
 * Softmax before opset 13 normalizes over all dimensions from {@code axis} on (default 1), as if
 * the input were flattened to a matrix there. Its opset 13 form normalizes over one axis, so the
 * importer writes it as {@code Reshape(Softmax(Flatten(x, axis), axis = 1), Shape(x))}, or as a
 * single Softmax when the input's rank shows that {@code axis} is the last dimension.
 */
final class LegacySoftmax {
  private LegacySoftmax() {
  }

  static void expand(GraphImporter importer, OnnxNode node, Location loc) throws ImportError {
    if (node.inputs().size() != 1 || node.inputs().get(0).isEmpty()
        || node.outputs().isEmpty()) {
      throw new ImportError("Softmax takes one input and gives one output");
    }
    long axis = 1;
    for (OnnxAttribute attribute : node.attributes()) {
      if (!attribute.name().equals("axis")
          || !(attribute.value() instanceof OnnxAttribute.IntValue value)) {
        throw new ImportError("'" + attribute.name() + "' (" + attribute.value().typeName()
            + ") is not an attribute of Softmax");
      }
      axis = value.value();
    }
    String input = node.inputs().get(0);
    Value x = importer.value(input);
    int rank = x.type() instanceof ShapedType shaped && shaped.hasRank() ? shaped.rank() : -1;
    List<String> outputs = node.outputs().subList(0, 1);
    if (axis == -1 || (rank >= 0 && axis == rank - 1)) {
      importer.define(outputs.get(0), importer.create(softmax(x, -1), outputs, loc).result(0));
      return;
    }
    Value shape = single(importer, loc, "onnx.Shape", x);
    NodeForm flatten = new NodeForm("onnx.Flatten");
    flatten.inputs.add(new NodeForm.Use(x));
    flatten.attributes.put("axis", si64(axis));
    Value flat = importer.create(flatten, List.of(""), loc).result(0);
    Value normalized = importer.create(softmax(flat, 1), List.of(""), loc).result(0);
    NodeForm reshape = new NodeForm("onnx.Reshape");
    reshape.inputs.add(new NodeForm.Use(normalized));
    reshape.inputs.add(new NodeForm.Use(shape));
    Operation result = importer.create(reshape, outputs, loc);
    importer.define(outputs.get(0), result.result(0));
  }

  private static NodeForm softmax(Value input, long axis) {
    NodeForm form = new NodeForm("onnx.Softmax");
    form.inputs.add(new NodeForm.Use(input));
    form.attributes.put("axis", si64(axis));
    return form;
  }

  private static Value single(GraphImporter importer, Location loc, String op, Value input)
      throws ImportError {
    NodeForm form = new NodeForm(op);
    form.inputs.add(new NodeForm.Use(input));
    return importer.create(form, List.of(""), loc).result(0);
  }

  private static IntegerAttr si64(long value) {
    return IntegerAttr.of(IntegerType.signed(64), value);
  }
}
