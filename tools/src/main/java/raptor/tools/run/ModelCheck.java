package raptor.tools.run;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import raptor.dialect.spat.eval.FloatTensor;
import raptor.pim.InvalidTargetException;

/**
 * The steps of {@code raptor-run} on one ONNX model, for tools that check many models and keep
 * what each step gives ({@code raptor-validate}): seeded inputs, onnxruntime references,
 * compilation, functional simulation; {@link Deviation#worst} compares. The model's flags are
 * those of {@code raptor-run} (target, {@code --pipeline}, Conv flags).
 */
public final class ModelCheck {
  private final RunOptions options;
  private final OnnxProgram program;

  private ModelCheck(RunOptions options, OnnxProgram program) {
    this.options = options;
    this.program = program;
  }

  /**
   * {@return the check of {@code model} compiled with {@code raptor-run}'s {@code flags}}
   *
   * @throws RunException for a bad flag or target, or a model onnxruntime cannot load or whose
   *     graph inputs and outputs are not static f32 tensors
   */
  public static ModelCheck load(Path model, List<String> flags) throws RunException {
    RunOptions options = new RunOptions();
    List<String> arguments = new ArrayList<>(List.of(model.toString()));
    arguments.addAll(flags);
    try {
      new CommandLine(options).parseArgs(arguments.toArray(String[]::new));
      options.placement.target(options.hardware);
    } catch (CommandLine.ParameterException | InvalidTargetException e) {
      throw new RunException(e.getMessage());
    }
    return new ModelCheck(options, OnnxProgram.load(model, options.inputShapes, null));
  }

  /** {@return {@code count} argument lists drawn from {@code seed}, as raptor-run draws them} */
  public List<List<FloatTensor>> inputs(long seed, int count) {
    InputGenerator generator = new InputGenerator(seed);
    List<List<FloatTensor>> inputs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      inputs.add(generator.next(program.argumentShapes()));
    }
    return inputs;
  }

  /**
   * {@return onnxruntime's results for {@code arguments}}
   *
   * @throws RunException when onnxruntime fails
   */
  public List<FloatTensor> reference(List<FloatTensor> arguments) throws RunException {
    return program.evaluate(arguments);
  }

  /**
   * Compiles the model into {@code directory}/pim.
   *
   * @throws RunException when a stage fails; its diagnostics are printed to {@code err} first
   */
  public void compile(Path directory, PrintStream err) throws RunException {
    program.compile(options, directory, err);
  }

  /**
   * {@return the simulated results of the artifacts in {@code folder} (a {@code pim} folder),
   * one list per input, all inputs in one batch}
   *
   * @throws RunException when the artifacts do not load or the simulation fails
   */
  public List<List<FloatTensor>> simulate(Path folder, List<List<FloatTensor>> inputs)
      throws RunException {
    List<byte[]> encoded = new ArrayList<>();
    for (List<FloatTensor> arguments : inputs) {
      encoded.add(HostLayout.encode(arguments));
    }
    return SimulatorDriver.load(folder, program).run(encoded, null);
  }

  /** {@return {@code tensors} as little-endian f32 values, back to back} */
  public static byte[] encode(List<FloatTensor> tensors) {
    return HostLayout.encode(tensors);
  }

  /**
   * {@return the arguments encoded in {@code bytes} by {@link #encode}}
   *
   * @throws RunException when the size does not fit the model's arguments
   */
  public List<FloatTensor> decodeArguments(byte[] bytes) throws RunException {
    return decode(bytes, program.argumentShapes());
  }

  /**
   * {@return the results encoded in {@code bytes} by {@link #encode}}
   *
   * @throws RunException when the size does not fit the model's results
   */
  public List<FloatTensor> decodeResults(byte[] bytes) throws RunException {
    return decode(bytes, program.resultShapes());
  }

  private static List<FloatTensor> decode(byte[] bytes, List<int[]> shapes)
      throws RunException {
    long expected = 0;
    for (int[] shape : shapes) {
      expected += 4L * HostLayout.elementCount(shape);
    }
    if (bytes.length != expected) {
      throw new RunException("a stored tensor file has " + bytes.length + " bytes, but the "
          + "model's tensors take " + expected);
    }
    return HostLayout.decode(bytes, shapes);
  }
}
