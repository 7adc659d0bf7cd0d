package raptor.frontend.onnx.export;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.OnnxTypes;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxAttribute;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.ir.Operation;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.NameLoc;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.Type;
import raptor.ir.text.AttrPrinter;

/**
 * Writes {@code onnx}-dialect IR back as an ONNX model: the arguments of {@code @main_graph}
 * become graph inputs (named by their {@code onnx.name}), {@code onnx.Constant} ops
 * initializers, every other op a node named after its location, and the returned values the
 * graph outputs. The ops are in their latest forms, so the model imports opset {@link #OPSET}.
 */
public final class OnnxExporter {
  /** The default-domain opset exported models import. */
  public static final long OPSET = 19;
  /** The IR version exported models declare (the one released with opset 19). */
  public static final long IR_VERSION = 9;

  private static final Map<String, String> OP_TYPES = Map.of(
      "onnx.MaxPoolSingleOut", "MaxPool",
      "onnx.BatchNormalizationInferenceMode", "BatchNormalization");

  private final Map<Value, String> names = new HashMap<>();
  private final Set<String> valueNames = new HashSet<>();
  private final Set<String> nodeNames = new HashSet<>();
  private final List<OnnxNode> nodes = new ArrayList<>();
  private final List<OnnxTensor> initializers = new ArrayList<>();
  private final List<OnnxValueInfo> valueInfo = new ArrayList<>();
  private final Set<String> outputNames = new HashSet<>();

  private OnnxExporter() {
  }

  /**
   * {@return the model of the {@code @main_graph} function in {@code module}} (or of its only
   * function)
   */
  public static OnnxModel export(Operation module) throws OnnxException {
    FuncFuncOp main = mainFunction(module);
    return new OnnxExporter().exportFunction(main);
  }

  private static FuncFuncOp mainFunction(Operation module) throws OnnxException {
    List<FuncFuncOp> functions = new ArrayList<>();
    module.walk(op -> {
      if (op instanceof FuncFuncOp func && !func.body().isEmpty()) {
        functions.add(func);
      }
    });
    for (FuncFuncOp func : functions) {
      if (func.symName().equals("main_graph")) {
        return func;
      }
    }
    if (functions.size() == 1) {
      return functions.get(0);
    }
    throw new OnnxException("the module holds no func.func @main_graph to export");
  }

  private OnnxModel exportFunction(FuncFuncOp func) throws OnnxException {
    List<OnnxValueInfo> inputs = new ArrayList<>();
    List<Value> arguments = new ArrayList<>(func.body().firstBlock().arguments());
    for (int i = 0; i < arguments.size(); i++) {
      String name = name(arguments.get(i), onnxName(func.argAttrsAttr(), i, "input_" + i));
      inputs.add(info(name, arguments.get(i).type()));
    }
    FuncReturnOp ret = (FuncReturnOp) func.body().firstBlock().terminator();
    nameOutputs(func, ret);
    for (Operation op : func.body().firstBlock().ops()) {
      if (op != ret) {
        exportOp(op);
      }
    }
    List<OnnxValueInfo> outputs = outputs(func, ret);
    OnnxGraph graph = new OnnxGraph("main_graph", nodes, initializers, inputs, outputs,
        valueInfo);
    return new OnnxModel(IR_VERSION, Map.of("", OPSET), "raptor", "0.1", graph);
  }

  private void exportOp(Operation op) throws OnnxException {
    String opName = op.name();
    if (opName.equals("onnx.NoValue")) {
      names.put(op.result(0), "");
      return;
    }
    String nodeName = uniqueNode(locationName(op));
    if (opName.equals("onnx.Constant")) {
      Attribute value = op.inherentAttr("value");
      OnnxTensor tensor = value instanceof DenseElementsAttr dense
          ? AttributeExport.tensor(name(op.result(0), nodeName), dense) : null;
      if (tensor == null) {
        throw unsupported(op, "its value has no ONNX tensor form");
      }
      initializers.add(tensor);
      return;
    }
    if (!opName.startsWith("onnx.")) {
      throw unsupported(op, "it is not an onnx dialect op");
    }
    List<String> inputs = new ArrayList<>();
    for (Value operand : op.operands()) {
      inputs.add(names.get(operand));
    }
    while (!inputs.isEmpty() && inputs.get(inputs.size() - 1).isEmpty()) {
      inputs.remove(inputs.size() - 1);
    }
    List<String> outputs = new ArrayList<>();
    for (Value result : op.results()) {
      if (result.type() instanceof ShapedType) {
        String name = name(result, outputs.isEmpty() ? nodeName : nodeName + "_"
            + outputs.size());
        outputs.add(name);
        if (!outputNames.contains(name)) {
          valueInfo.add(info(name, result.type()));
        }
      } else {
        names.put(result, "");
        outputs.add("");
      }
    }
    while (!outputs.isEmpty() && outputs.get(outputs.size() - 1).isEmpty()) {
      outputs.remove(outputs.size() - 1);
    }
    if (opName.equals("onnx.SiLU")) {
      // Not an ONNX operator: written back as the Sigmoid and Mul it was recognized in.
      String gate = uniqueValue(nodeName + "_sigmoid");
      nodes.add(new OnnxNode(uniqueNode(gate), "Sigmoid", "", inputs, List.of(gate), List.of()));
      nodes.add(new OnnxNode(nodeName, "Mul", "", List.of(inputs.get(0), gate), outputs,
          List.of()));
      return;
    }
    String opType = OP_TYPES.getOrDefault(opName, opName.substring("onnx.".length()));
    nodes.add(new OnnxNode(nodeName, opType, "", inputs, outputs, attributes(op)));
  }

  private static List<OnnxAttribute> attributes(Operation op) throws OnnxException {
    List<OnnxAttribute> attributes = new ArrayList<>();
    if (op.properties() instanceof DictionaryAttr properties) {
      for (NamedAttribute entry : properties.entries()) {
        OnnxAttribute.Value value = AttributeExport.value(entry.value());
        if (value == null) {
          throw unsupported(op, "attribute '" + entry.name() + "' ("
              + AttrPrinter.toText(entry.value()) + ") has no ONNX form");
        }
        attributes.add(new OnnxAttribute(entry.name(), value));
      }
    }
    return attributes;
  }

  /** Names each returned value after its graph output, when no other name claims it first. */
  private void nameOutputs(FuncFuncOp func, FuncReturnOp ret) {
    for (int i = 0; i < ret.numOperands(); i++) {
      Value value = ret.operand(i);
      String wanted = onnxName(func.resAttrsAttr(), i, "output_" + i);
      if (!names.containsKey(value) && valueNames.add(wanted)) {
        names.put(value, wanted);
        outputNames.add(wanted);
      }
    }
  }

  /** The graph outputs; a value returned under a name it does not have goes through Identity. */
  private List<OnnxValueInfo> outputs(FuncFuncOp func, FuncReturnOp ret) {
    List<OnnxValueInfo> outputs = new ArrayList<>();
    Set<String> done = new HashSet<>();
    for (int i = 0; i < ret.numOperands(); i++) {
      Value value = ret.operand(i);
      String wanted = onnxName(func.resAttrsAttr(), i, "output_" + i);
      String name = names.get(value);
      if (!name.equals(wanted) || !done.add(name)) {
        name = uniqueValue(wanted);
        nodes.add(new OnnxNode(uniqueNode(name), "Identity", "", List.of(names.get(value)),
            List.of(name), List.of()));
      }
      outputs.add(info(name, value.type()));
    }
    return outputs;
  }

  // ---- Names ----

  private String name(Value value, String base) {
    String existing = names.get(value);
    if (existing != null) {
      return existing;
    }
    String name = uniqueValue(base);
    names.put(value, name);
    return name;
  }

  private String uniqueValue(String base) {
    String name = base.isEmpty() ? "value" : base;
    for (int i = 1; !valueNames.add(name); i++) {
      name = base + "_" + i;
    }
    return name;
  }

  private String uniqueNode(String base) {
    String name = base;
    for (int i = 1; !nodeNames.add(name); i++) {
      name = base + "_" + i;
    }
    return name;
  }

  private String locationName(Operation op) {
    if (op.location() instanceof NameLoc loc && !loc.name().isEmpty()) {
      return loc.name();
    }
    return op.name().substring(op.name().indexOf('.') + 1) + "_" + nodes.size();
  }

  private static String onnxName(ArrayAttr attrs, int index, String fallback) {
    if (attrs != null && index < attrs.size() && attrs.get(index) instanceof DictionaryAttr dict) {
      for (NamedAttribute entry : dict.entries()) {
        if (entry.name().equals("onnx.name") && entry.value() instanceof StringAttr s) {
          return s.value();
        }
      }
    }
    return fallback;
  }

  private static OnnxValueInfo info(String name, Type type) {
    if (!(type instanceof ShapedType shaped)) {
      return new OnnxValueInfo(name, DataType.UNDEFINED, null, false);
    }
    DataType element = OnnxTypes.toOnnx(shaped.elementType());
    if (element == null) {
      element = DataType.UNDEFINED;
    }
    if (!shaped.hasRank()) {
      return OnnxValueInfo.tensor(name, element, null);
    }
    List<Dim> dims = new ArrayList<>();
    for (long dim : shaped.shape()) {
      dims.add(dim == ShapedType.DYNAMIC ? Dim.symbolic("") : Dim.of(dim));
    }
    return OnnxValueInfo.tensor(name, element, dims);
  }

  private static OnnxException unsupported(Operation op, String why) {
    String where = op.location() instanceof NameLoc loc ? "'" + loc.name() + "' " : "";
    return new OnnxException("op " + where + "(" + op.name() + ") cannot be exported: " + why);
  }
}
