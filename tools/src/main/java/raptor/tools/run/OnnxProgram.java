package raptor.tools.run;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import raptor.dialect.spat.eval.FloatTensor;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.importer.ImportOptions;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.proto.OnnxReader;
import raptor.ir.diag.DiagnosticEngine;
import raptor.ir.text.IrPrinter;
import raptor.pim.InvalidTargetException;
import raptor.pim.PimTargetOptions;
import raptor.tools.compile.CompileException;
import raptor.tools.compile.OnnxDiagnostics;
import raptor.tools.compile.OnnxModule;
import raptor.tools.compile.OnnxPipeline;
import raptor.tools.onnxrun.ElementType;
import raptor.tools.onnxrun.RawTensor;
import raptor.tools.onnxrun.ReferenceException;
import raptor.tools.onnxrun.ReferenceSession;
import raptor.tools.onnxrun.TensorSpec;

/**
 * An ONNX model checked by {@code raptor-run}: compiled by the {@link OnnxPipeline}, with
 * onnxruntime as the reference, or the stored outputs of an ONNX test data set run on its
 * stored inputs. Its inputs and outputs must be static f32 tensors.
 */
final class OnnxProgram implements Program {
  private final Path model;
  private final List<String> inputShapes;
  private final List<TensorSpec> inputs;
  private final List<int[]> argumentShapes;
  private final List<int[]> resultShapes;
  private final List<FloatTensor> storedArguments;
  private final List<FloatTensor> storedResults;

  private OnnxProgram(Path model, List<String> inputShapes, List<TensorSpec> inputs,
      List<int[]> argumentShapes, List<int[]> resultShapes, Path testData)
      throws RunException {
    this.model = model;
    this.inputShapes = inputShapes;
    this.inputs = inputs;
    this.argumentShapes = argumentShapes;
    this.resultShapes = resultShapes;
    this.storedArguments = testData == null ? null : stored(testData, "input", argumentShapes);
    this.storedResults = testData == null ? null : stored(testData, "output", resultShapes);
  }

  /** {@return the tensors {@code prefix_K.pb} of {@code folder}, one per shape} */
  private static List<FloatTensor> stored(Path folder, String prefix, List<int[]> shapes)
      throws RunException {
    List<FloatTensor> tensors = new ArrayList<>();
    for (int i = 0; i < shapes.size(); i++) {
      Path file = folder.resolve(prefix + "_" + i + ".pb");
      try {
        OnnxTensor tensor = OnnxReader.readTensor(file);
        if (tensor.dataType() != DataType.FLOAT
            || tensor.elementCount() != HostLayout.elementCount(shapes.get(i))) {
          throw new RunException(file + " does not hold a float32 tensor of the model's shape");
        }
        float[] values = new float[Math.toIntExact(tensor.elementCount())];
        tensor.data().duplicate().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(values);
        tensors.add(FloatTensor.of(shapes.get(i), values));
      } catch (OnnxException e) {
        throw new RunException(e.getMessage());
      }
    }
    return List.copyOf(tensors);
  }

  @Override
  public List<FloatTensor> storedArguments() {
    return storedArguments;
  }

  /**
   * {@return the model in {@code file}}
   *
   * @param testData an ONNX test data set folder, or {@code null} for seeded inputs
   * @throws RunException when onnxruntime cannot load it, a graph input or output is not a
   *     static f32 tensor, or a stored tensor cannot be read
   */
  static OnnxProgram load(Path file, List<String> inputShapes, Path testData)
      throws RunException {
    try (ReferenceSession session = ReferenceSession.open(file)) {
      List<long[]> arguments = argumentShapes(session.inputs(), inputShapes);
      List<long[]> results = new ArrayList<>();
      if (session.outputs().stream().allMatch(TensorSpec::isStatic)) {
        session.outputs().forEach(spec -> results.add(spec.shape()));
      } else {
        for (RawTensor output : session.run(zeros(session.inputs(), arguments))) {
          results.add(output.shape());
        }
      }
      return new OnnxProgram(file, inputShapes, session.inputs(), ints(arguments),
          ints(floats(session.outputs(), results, "output")), testData);
    } catch (ReferenceException e) {
      throw new RunException(e.getMessage());
    }
  }

  /**
   * {@return the shapes the compiler gives the graph inputs: a {@code --onnx-input-shape}
   * override, else the declared shape with a symbolic batch dimension of 1, as the importer
   * sets it}
   */
  private static List<long[]> argumentShapes(List<TensorSpec> specs, List<String> overrides)
      throws RunException {
    ImportOptions options = ImportOptions.DEFAULT;
    try {
      for (String override : overrides) {
        options = options.withInputShape(override);
      }
    } catch (IllegalArgumentException e) {
      throw new RunException(e.getMessage());
    }
    List<long[]> shapes = new ArrayList<>();
    for (TensorSpec spec : specs) {
      List<Long> override = options.inputShapes().get(spec.name());
      long[] shape = override == null ? spec.shape()
          : override.stream().mapToLong(Long::longValue).toArray();
      if (override == null && shape.length > 0 && shape[0] < 0) {
        shape[0] = 1;
      }
      shapes.add(shape);
    }
    return floats(specs, shapes, "input");
  }

  /** {@return {@code shapes}, checked to be static and of float32 {@code specs}} */
  private static List<long[]> floats(List<TensorSpec> specs, List<long[]> shapes, String what)
      throws RunException {
    for (int i = 0; i < specs.size(); i++) {
      TensorSpec spec = specs.get(i);
      if (Arrays.stream(shapes.get(i)).anyMatch(d -> d < 0)
          || spec.elementType() != ElementType.FLOAT32) {
        throw new RunException("graph " + what + " '" + spec.name() + "' is not a static "
            + "float32 tensor; raptor-run supports static f32 tensors only");
      }
    }
    return shapes;
  }

  private static List<RawTensor> zeros(List<TensorSpec> specs, List<long[]> shapes) {
    List<RawTensor> zeros = new ArrayList<>();
    for (int i = 0; i < specs.size(); i++) {
      zeros.add(new RawTensor(specs.get(i).name(), ElementType.FLOAT32, shapes.get(i),
          new byte[Math.toIntExact(RawTensor.elementCount(shapes.get(i)) * Float.BYTES)]));
    }
    return zeros;
  }

  private static List<int[]> ints(List<long[]> shapes) {
    return shapes.stream().map(s -> Arrays.stream(s).mapToInt(Math::toIntExact).toArray())
        .toList();
  }

  @Override
  public List<int[]> argumentShapes() {
    return argumentShapes;
  }

  @Override
  public List<int[]> resultShapes() {
    return resultShapes;
  }

  @Override
  public List<FloatTensor> evaluate(List<FloatTensor> arguments) throws RunException {
    if (storedResults != null && arguments == storedArguments) {
      return storedResults;
    }
    List<RawTensor> raw = new ArrayList<>();
    for (int i = 0; i < arguments.size(); i++) {
      FloatTensor argument = arguments.get(i);
      ByteBuffer data = ByteBuffer.allocate(argument.size() * Float.BYTES)
          .order(ByteOrder.LITTLE_ENDIAN);
      for (float value : argument.values()) {
        data.putFloat(value);
      }
      raw.add(new RawTensor(inputs.get(i).name(), ElementType.FLOAT32,
          Arrays.stream(argumentShapes.get(i)).asLongStream().toArray(), data.array()));
    }
    try (ReferenceSession session = ReferenceSession.open(model)) {
      List<FloatTensor> results = new ArrayList<>();
      List<RawTensor> outputs = session.run(raw);
      for (int r = 0; r < outputs.size(); r++) {
        float[] values = new float[Math.toIntExact(outputs.get(r).elementCount())];
        for (int i = 0; i < values.length; i++) {
          values[i] = (float) outputs.get(r).valueAt(i);
        }
        results.add(FloatTensor.of(resultShapes.get(r), values));
      }
      return results;
    } catch (ReferenceException e) {
      throw new RunException(e.getMessage());
    }
  }

  @Override
  public void compile(RunOptions options, Path directory, PrintStream err)
      throws RunException {
    DiagnosticEngine diag = new DiagnosticEngine();
    diag.setCurrentOperationRenderer(IrPrinter::printForDiagnostic);
    try {
      OnnxModule onnx = OnnxModule.load(model, inputShapes);
      PimTargetOptions target = options.placement.target(options.hardware);
      boolean success = new OnnxPipeline(target, directory, options.detectDeadlock,
          options.conv.options(directory, options.placement.pipeline()), options.planning.options(),
          options.placement.placement()).verifyEach(options.verify.each())
          .run(onnx.context(), onnx.module(), diag, null, null);
      OnnxDiagnostics.print(model, diag, err);
      if (!success) {
        throw new RunException("the PIM pipeline failed to compile " + model);
      }
    } catch (CompileException | InvalidTargetException e) {
      throw new RunException(e.getMessage());
    }
  }
}
