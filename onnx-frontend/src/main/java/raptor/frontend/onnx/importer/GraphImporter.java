package raptor.frontend.onnx.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import raptor.dialect.builtin.BuiltinModuleOp;
import raptor.dialect.func.FuncFuncOp;
import raptor.dialect.func.FuncReturnOp;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.ir.Arity;
import raptor.ir.Block;
import raptor.ir.IrContext;
import raptor.ir.OpBuilder;
import raptor.ir.OpInfo;
import raptor.ir.Operation;
import raptor.ir.OperationState;
import raptor.ir.Value;
import raptor.ir.attr.ArrayAttr;
import raptor.ir.attr.Attribute;
import raptor.ir.attr.DenseElementsAttr;
import raptor.ir.attr.DictionaryAttr;
import raptor.ir.attr.FileLineColLoc;
import raptor.ir.attr.FunctionType;
import raptor.ir.attr.IntegerType;
import raptor.ir.attr.Location;
import raptor.ir.attr.NameLoc;
import raptor.ir.attr.NamedAttribute;
import raptor.ir.attr.NoneType;
import raptor.ir.attr.ShapedType;
import raptor.ir.attr.StringAttr;
import raptor.ir.attr.Type;
import raptor.ir.attr.UnitAttr;
import raptor.ir.attr.UnknownLoc;
import raptor.ir.attr.UnrankedTensorType;
import raptor.ir.diag.Diagnostic;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.diag.Verifier;

/** One import: the state of building {@code @main_graph} from one model. */
final class GraphImporter {
  /** The argument and result attribute that keeps a value's ONNX name. */
  static final String NAME_ATTRIBUTE = "onnx.name";

  private final IrContext context;
  private final ImportOptions options;
  private final OnnxModel model;
  private final String fileName;
  private final OpBuilder builder;
  private final Map<String, Value> values = new HashMap<>();
  private final Map<String, OnnxValueInfo> declared = new HashMap<>();
  private final Set<String> used = new HashSet<>();
  private final List<String> remarks = new ArrayList<>();
  private long opset;
  private Value noValue;

  GraphImporter(IrContext context, ImportOptions options, OnnxModel model, String fileName) {
    this.context = context;
    this.options = options;
    this.model = model;
    this.fileName = fileName;
    this.builder = new OpBuilder(context);
  }

  OnnxImporter.Result run() throws OnnxException {
    checkVersions();
    OnnxGraph graph = model.graph();
    for (OnnxValueInfo info : graph.valueInfo()) {
      declared.put(info.name(), info);
    }
    for (OnnxValueInfo info : graph.outputs()) {
      declared.put(info.name(), info);
      used.add(info.name());
    }
    for (OnnxNode node : graph.nodes()) {
      used.addAll(node.inputs());
    }
    Set<String> initializerNames = new HashSet<>();
    for (OnnxTensor initializer : graph.initializers()) {
      if (!initializerNames.add(initializer.name())) {
        throw graphError("initializer '" + initializer.name() + "' is defined twice");
      }
    }
    List<OnnxValueInfo> inputs = new ArrayList<>();
    Set<String> defined = new HashSet<>(initializerNames);
    for (OnnxValueInfo input : graph.inputs()) {
      if (initializerNames.contains(input.name())) {
        continue;
      }
      if (!defined.add(input.name())) {
        throw graphError("graph input '" + input.name() + "' is declared twice");
      }
      inputs.add(input);
    }
    List<OnnxNode> order;
    try {
      order = GraphOrder.sort(graph, defined);
    } catch (GraphOrder.Problem e) {
      throw nodeError(e.node, e.getMessage());
    }
    return build(graph, inputs, order);
  }

  private OnnxImporter.Result build(OnnxGraph graph, List<OnnxValueInfo> inputs,
      List<OnnxNode> order) throws OnnxException {
    Location fileLoc = FileLineColLoc.of(fileName, 0, 0);
    builder.setInsertionPointToEnd(new Block());
    BuiltinModuleOp module = BuiltinModuleOp.create(builder, fileLoc, null, null);
    module.remove();
    Block moduleBody = new Block();
    module.bodyRegion().append(moduleBody);
    builder.setInsertionPointToEnd(moduleBody);
    FuncFuncOp func = FuncFuncOp.create(builder, fileLoc, StringAttr.of("main_graph"),
        new FunctionType(List.of(), List.of()), null, null, null, false);
    Block body = new Block();
    func.body().append(body);
    builder.setInsertionPointToEnd(body);
    List<Type> argumentTypes = arguments(inputs, body);
    for (OnnxTensor initializer : graph.initializers()) {
      try {
        DenseElementsAttr value = DenseTensors.of(initializer);
        values.put(initializer.name(), constant(value, nameLoc(initializer.name())));
      } catch (ImportError e) {
        throw graphError("initializer '" + initializer.name() + "': " + e.getMessage());
      }
    }
    for (OnnxNode node : order) {
      try {
        importNode(node);
      } catch (ImportError e) {
        throw nodeError(node, e.getMessage());
      }
    }
    List<Value> results = new ArrayList<>();
    for (OnnxValueInfo output : graph.outputs()) {
      Value value = values.get(output.name());
      if (value == null) {
        throw graphError("graph output '" + output.name() + "' is not defined");
      }
      results.add(value);
    }
    FuncReturnOp.create(builder, fileLoc, results);
    func.setInherentAttr("function_type", new FunctionType(argumentTypes,
        results.stream().map(Value::type).toList()));
    func.setInherentAttr("arg_attrs", nameAttributes(inputs));
    func.setInherentAttr("res_attrs", nameAttributes(graph.outputs()));
    verify(module);
    return new OnnxImporter.Result(module, remarks);
  }

  private void checkVersions() throws OnnxException {
    long ir = model.irVersion();
    if (ir < OnnxImporter.MIN_IR_VERSION || ir > OnnxImporter.MAX_IR_VERSION) {
      throw graphError("IR version " + ir + " is not supported (" + OnnxImporter.MIN_IR_VERSION
          + " to " + OnnxImporter.MAX_IR_VERSION + ")");
    }
    opset = model.defaultOpset();
    if (opset < 0) {
      throw graphError("the model imports no version of the default operator set");
    }
    if (opset < OnnxImporter.MIN_OPSET || opset > OnnxImporter.MAX_OPSET) {
      throw graphError("opset " + opset + " of the default domain is not supported ("
          + OnnxImporter.MIN_OPSET + " to " + OnnxImporter.MAX_OPSET + ")");
    }
  }

  private List<Type> arguments(List<OnnxValueInfo> inputs, Block body) throws OnnxException {
    InputSignature signature = new InputSignature(options, remarks);
    List<Type> types = new ArrayList<>();
    try {
      signature.checkNames(inputs);
      for (OnnxValueInfo input : inputs) {
        Type type = signature.typeOf(input);
        types.add(type);
        values.put(input.name(), body.addArgument(type, nameLoc(input.name())));
      }
    } catch (ImportError e) {
      throw graphError(e.getMessage());
    }
    return types;
  }

  private static ArrayAttr nameAttributes(List<OnnxValueInfo> infos) {
    List<Attribute> dictionaries = new ArrayList<>();
    for (OnnxValueInfo info : infos) {
      dictionaries.add(DictionaryAttr.sorted(
          List.of(new NamedAttribute(NAME_ATTRIBUTE, StringAttr.of(info.name())))));
    }
    return new ArrayAttr(dictionaries);
  }

  // ---- Nodes ----

  private void importNode(OnnxNode node) throws ImportError {
    boolean standard = node.domain().isEmpty() || node.domain().equals("ai.onnx");
    if (!standard || !OpsetForms.SUPPORTED.contains(node.opType())) {
      throw new ImportError("unsupported ONNX operation");
    }
    Location loc = nameLoc(node.displayName());
    if (node.opType().equals("Softmax") && opset < 13) {
      LegacySoftmax.expand(this, node, loc);
      return;
    }
    NodeForm form = OpsetForms.of(node, opset, this::elementTypeOf);
    if (form.opName.equals("onnx.Resize")) {
      dropEmptyConstants(form);
    }
    Operation op = create(form, node.outputs(), loc);
    for (int i = 0; i < Math.min(op.numResults(), node.outputs().size()); i++) {
      if (!node.outputs().get(i).isEmpty()) {
        values.put(node.outputs().get(i), op.result(i));
      }
    }
  }

  /**
   * Resize of opsets 11 and 12 marks an unused roi, scales or sizes with an empty constant
   * tensor; the latest form leaves the operand absent.
   */
  private void dropEmptyConstants(NodeForm form) {
    for (int i = 1; i < form.inputs.size(); i++) {
      Operation producer = form.inputs.get(i) instanceof NodeForm.Ref ref
          ? values.get(ref.name()).definingOp() : null;
      if (producer != null && producer.name().equals("onnx.Constant")
          && producer.inherentAttr("value") instanceof DenseElementsAttr dense
          && dense.numElements() == 0) {
        form.inputs.set(i, NodeForm.ABSENT);
      }
    }
  }

  /** Creates the op of {@code form} with one result per name in {@code outputs}; verifies it. */
  Operation create(NodeForm form, List<String> outputs, Location loc) throws ImportError {
    OpInfo<?> info = context.lookupOp(form.opName);
    if (info == null) {
      throw new ImportError("the onnx dialect is not registered");
    }
    for (String name : form.attributes.keySet()) {
      if (!info.isInherentAttribute(name)) {
        throw new ImportError("'" + name + "' is not an attribute of " + form.opName);
      }
    }
    OperationState state = new OperationState(info, loc);
    for (NodeForm.Input input : form.inputs) {
      state.operands.add(operand(input, loc));
    }
    Arity arity = info.operands();
    if (arity.max() != Arity.UNBOUNDED && state.operands.size() > arity.max()) {
      throw new ImportError("has " + state.operands.size() + " inputs, but " + form.opName
          + " takes at most " + arity.max());
    }
    while (arity.max() != Arity.UNBOUNDED && state.operands.size() < arity.max()) {
      state.operands.add(noValue());
    }
    int results = info.results().max() == Arity.UNBOUNDED ? outputs.size()
        : info.results().max();
    checkDroppedOutputs(outputs, results);
    for (int i = 0; i < results; i++) {
      String name = i < outputs.size() ? outputs.get(i) : "";
      state.resultTypes.add(resultType(form, state.operands, name, i));
    }
    List<NamedAttribute> properties = new ArrayList<>();
    form.attributes.forEach((name, value) -> properties.add(new NamedAttribute(name, value)));
    state.properties = DictionaryAttr.sorted(properties);
    Operation op = builder.insert(Operation.create(state));
    DiagnosticEngine diag = new DiagnosticEngine();
    if (!Verifier.verify(op, diag)) {
      throw new ImportError(firstError(diag));
    }
    return op;
  }

  /** Outputs beyond the op's results (MaxPool's Indices, training outputs) must be unused. */
  private void checkDroppedOutputs(List<String> outputs, int results) throws ImportError {
    for (int i = results; i < outputs.size(); i++) {
      if (!outputs.get(i).isEmpty() && used.contains(outputs.get(i))) {
        throw new ImportError("output #" + i + " '" + outputs.get(i) + "' is used, but the "
            + "onnx dialect form of the operator has only " + results + " result(s)");
      }
    }
  }

  private Value operand(NodeForm.Input input, Location loc) {
    if (input instanceof NodeForm.Ref ref) {
      return values.get(ref.name());
    }
    if (input instanceof NodeForm.Use use) {
      return use.value();
    }
    if (input instanceof NodeForm.Const constant) {
      return constant(constant.value(), loc);
    }
    return noValue();
  }

  private Type resultType(NodeForm form, List<Value> operands, String name, int index)
      throws ImportError {
    if (form.opName.equals("onnx.Constant")) {
      return ((DenseElementsAttr) form.attributes.get("value")).type();
    }
    if (form.opName.equals("onnx.Dropout") && index == 1 && name.isEmpty()) {
      return NoneType.INSTANCE;
    }
    OnnxValueInfo info = declared.get(name);
    Type type = info == null ? null : ValueTypes.declared(info);
    return type != null ? type : new UnrankedTensorType(resultElement(form, operands, index));
  }

  /** The element type of a result whose type the model does not declare. */
  private static Type resultElement(NodeForm form, List<Value> operands, int index)
      throws ImportError {
    switch (form.opName) {
      case "onnx.Shape":
        return IntegerType.I64;
      case "onnx.Cast":
        return (Type) form.attributes.get("to");
      case "onnx.ConstantOfShape":
        Attribute value = form.attributes.get("value");
        return value instanceof DenseElementsAttr dense ? dense.elementType()
            : raptor.ir.attr.FloatType.F32;
      case "onnx.Dropout":
        if (index == 1) {
          return IntegerType.I1;
        }
        break;
      default:
        break;
    }
    for (Value operand : operands) {
      if (operand.type() instanceof ShapedType shaped) {
        return shaped.elementType();
      }
    }
    throw new ImportError("cannot tell the element type of result #" + index);
  }

  /** {@return the element type of the graph value {@code name}, or null when unknown} */
  Type elementTypeOf(String name) {
    Value value = values.get(name);
    return value != null && value.type() instanceof ShapedType shaped ? shaped.elementType()
        : null;
  }

  /** {@return the value named {@code name}, defined (the graph order guarantees it)} */
  Value value(String name) {
    return values.get(name);
  }

  /** Records {@code value} as the graph value {@code name}. */
  void define(String name, Value value) {
    values.put(name, value);
  }

  private Value constant(DenseElementsAttr value, Location loc) {
    OperationState state = new OperationState(context.lookupOp("onnx.Constant"), loc);
    state.resultTypes.add(value.type());
    state.properties = DictionaryAttr.sorted(List.of(new NamedAttribute("value", value)));
    return builder.insert(Operation.create(state)).result(0);
  }

  /** {@return the function's single {@code onnx.NoValue}, created at its start on first use} */
  private Value noValue() {
    if (noValue == null) {
      OperationState state = new OperationState(context.lookupOp("onnx.NoValue"),
          UnknownLoc.INSTANCE);
      state.resultTypes.add(NoneType.INSTANCE);
      state.properties = DictionaryAttr.sorted(
          List.of(new NamedAttribute("value", UnitAttr.INSTANCE)));
      Operation op = Operation.create(state);
      Block body = builder.insertionBlock();
      if (body.isEmpty()) {
        body.append(op);
      } else {
        body.prepend(op);
      }
      noValue = op.result(0);
    }
    return noValue;
  }

  private void verify(BuiltinModuleOp module) throws OnnxException {
    DiagnosticEngine diag = new DiagnosticEngine();
    if (!Verifier.verify(module, diag)) {
      throw graphError(firstError(diag));
    }
  }

  private static String firstError(DiagnosticEngine diag) {
    for (Diagnostic d : diag.diagnostics()) {
      if (d.severity() == raptor.ir.diag.Severity.ERROR) {
        return d.message();
      }
    }
    return "failed to verify";
  }

  private static Location nameLoc(String name) {
    return new NameLoc(name, UnknownLoc.INSTANCE);
  }

  // ---- Messages ----

  private OnnxException graphError(String message) {
    return new OnnxException(fileName + ": " + message);
  }

  private OnnxException nodeError(OnnxNode node, String message) {
    return new OnnxException(fileName + ": node '" + node.displayName() + "' ("
        + node.opType() + ", opset " + opset + "): " + message);
  }
}
