package raptor.tools.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * One case of the operation suite: a model written by the ONNX builder (opset 13, seeded
 * weights, so the same case always gives the same bytes), the target it compiles for and the
 * extra compiler flags it needs.
 *
 * @param op the operator family, the first folder of the case ({@code conv})
 * @param name the case name ({@code strategy_tiled_2d})
 * @param cores the core count
 * @param crossbarSize the crossbar size
 * @param crossbarCount the crossbars per core
 * @param flags extra {@code raptor-run} flags, such as {@code --pim-conv-lowering=tiled-2d}
 * @param large whether the case is too big for every build (run on request)
 * @param model writes the model's nodes, inputs and outputs
 */
public record SuiteCase(String op, String name, int cores, int crossbarSize, int crossbarCount,
    List<String> flags, boolean large, Consumer<OnnxModelBuilder> model) {
  /** The opset of every case. */
  public static final long OPSET = 13;
  private static final long SEED = 11;

  /** {@return a case on the small default target: 4 cores, 8x8 crossbars, 8 per core} */
  static SuiteCase small(String op, String name, Consumer<OnnxModelBuilder> model) {
    return new SuiteCase(op, name, 4, 8, 8, List.of(), false, model);
  }

  /** {@return this case on a target of {@code cores} cores of {@code count} crossbars} */
  SuiteCase on(int cores, int size, int count) {
    return new SuiteCase(op, name, cores, size, count, flags, large, model);
  }

  /** {@return this case compiled with the extra {@code flags}} */
  SuiteCase with(String... extra) {
    List<String> all = new ArrayList<>(flags);
    all.addAll(List.of(extra));
    return new SuiteCase(op, name, cores, crossbarSize, crossbarCount, List.copyOf(all), large,
        model);
  }

  /** {@return this case marked large} */
  SuiteCase asLarge() {
    return new SuiteCase(op, name, cores, crossbarSize, crossbarCount, flags, true, model);
  }

  /** {@return {@code op/name}} */
  public String id() {
    return op + "/" + name;
  }

  /** {@return the model's path under the suite folder: {@code op/name/op_name.onnx}} */
  public Path file(Path root) {
    return root.resolve(op).resolve(name).resolve(op + "_" + name + ".onnx");
  }

  /** {@return the model's bytes} */
  public byte[] bytes() {
    OnnxModelBuilder builder = new OnnxModelBuilder(OPSET, SEED);
    model.accept(builder);
    return builder.toBytes();
  }

  /**
   * Writes the model to {@link #file} under {@code root}; {@return its path}
   *
   * @throws IOException when the file cannot be written
   */
  public Path write(Path root) throws IOException {
    Path file = file(root);
    Files.createDirectories(file.getParent());
    Files.write(file, bytes());
    return file;
  }

  /** {@return the target and extra flags of {@code raptor-run} or {@code raptor-compile}} */
  public List<String> arguments() {
    List<String> arguments = new ArrayList<>(List.of("--core-count=" + cores,
        "--crossbar-size=" + crossbarSize, "--crossbar-count=" + crossbarCount));
    arguments.addAll(flags);
    return arguments;
  }

  /** Adds the f32 graph input {@code x} of shape {@code dims}; {@return its name} */
  static String x(OnnxModelBuilder b, long... dims) {
    return b.input("x", DataType.FLOAT, dims);
  }

  /** Adds the f32 graph input {@code name} of shape {@code dims}; {@return its name} */
  static String in(OnnxModelBuilder b, String name, long... dims) {
    return b.input(name, DataType.FLOAT, dims);
  }

  /** Declares {@code name} an f32 graph output of shape {@code dims}. */
  static void out(OnnxModelBuilder b, String name, long... dims) {
    b.output(name, DataType.FLOAT, dims);
  }
}
